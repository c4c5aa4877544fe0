import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import { HttpError, notFound } from '../../lib/errors';
import { eventShownToNonMembers, type TradeEventRecord } from '../trades';
import * as repo from './notifications.repository';
import type { JobQueue } from '../../jobs/job';
import {
  type ChannelChoices,
  MEMBER_DEFAULTS,
  type NotificationChannel,
  type NotificationPayload,
  type NotificationType,
  notificationChannels,
  notificationTypes,
  ALL_MARKETS,
  type MarketFilter,
  type QuietHours,
} from './notifications.tables';
import { alertLanguage, type AlertLanguage } from '@finfree/core';

/** A member's notification preferences. */
export interface Preferences {
  channels: ChannelChoices;
  emailMode: 'alert' | 'digest';
  markets: MarketFilter;
  quiet: QuietHours | null;
  language: AlertLanguage;
}

/** What a save sends: markets, quiet hours and language are kept as stored when absent. */
export type PreferencesUpdate = Pick<Preferences, 'channels' | 'emailMode'> &
  Partial<Pick<Preferences, 'markets' | 'quiet' | 'language'>>;

/** How long "Snooze this trade" lasts: 1 h, 4 h, or until the trade closes. */
export type SnoozeLength = '1h' | '4h' | 'close';
const SNOOZE_MS: Record<Exclude<SnoozeLength, 'close'>, number> = {
  '1h': 3_600_000,
  '4h': 4 * 3_600_000,
};

export { MEMBER_DEFAULTS, type ChannelChoices };

/** Whether two quiet-hours settings are the same window, zone and exceptions. */
export function sameQuietHours(a: QuietHours | null, b: QuietHours | null): boolean {
  if (a === null || b === null) return a === b;
  const allow = (q: QuietHours) => [...q.allow].sort().join(',');
  return a.from === b.from && a.to === b.to && a.timeZone === b.timeZone && allow(a) === allow(b);
}

/** The queue of the fan-out of one event (a page of members per job). */
export const FANOUT_QUEUE = 'notifications.fanout';
/** The queue of one member's e-mail about one event. */
export const EMAIL_QUEUE = 'notifications.email';

/**
 * A member's id of an event's alert: the event's `seq` and a tag of the member, so one member's
 * id names nothing for another (each member's read state is their own).
 */
export function alertId(userId: string, seq: number): string {
  const tag = createHash('sha256').update(`${userId}:${seq}`).digest('base64url').slice(0, 12);
  return `${seq}-${tag}`;
}

/** The event `seq` an alert id of `userId` names, or null. */
function seqOfAlertId(userId: string, id: string): number | null {
  const seq = Number(id.split('-')[0]);
  return Number.isSafeInteger(seq) && seq > 0 && alertId(userId, seq) === id ? seq : null;
}

const isNotificationType = (type: string): type is NotificationType =>
  (notificationTypes as readonly string[]).includes(type);

/** The API shape of a notification. */
export function toNotificationDto(row: repo.MemberAlert) {
  return {
    id: alertId(row.userId, row.seq),
    seq: row.seq,
    type: row.type,
    tradeId: row.tradeId,
    symbol: row.payload.symbol,
    side: row.payload.side,
    status: row.payload.status,
    full: row.payload.full,
    data: row.payload.full ? row.payload.data : {},
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}
/** One notification as the API sends it. */
export type NotificationDto = ReturnType<typeof toNotificationDto>;

/** The details members see for an event. */
function fullData({ event, trade }: TradeEventRecord): Record<string, unknown> {
  if (event.type === 'published') {
    return {
      entryPrice: trade.entryPrice,
      stopLoss: trade.stopLoss,
      takeProfits: trade.takeProfits.map((tp) => tp.price),
    };
  }
  return event.data;
}

/** Told of an alert event (`seq`, of trade `tradeId`) in the transaction that writes it. */
export type AlertEventListener = (tx: Tx, event: { seq: number; tradeId: string }) => Promise<void>;

/** Notifications of trade events: who gets what, read state and preferences. */
export class NotificationsService {
  /** Told of each alert event inside the transaction that writes it (Connect's channel posts). */
  private readonly eventListeners: AlertEventListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
  ) {}

  /** Adds a listener of written alert events (it runs in the event's transaction: jobs only). */
  onAlertEvent(listener: AlertEventListener): void {
    this.eventListeners.push(listener);
  }

  /**
   * The trades module's listener: runs inside the transaction that records a trade event. It
   * writes the event once and adds one job, the event's fan-out (see `FANOUT_QUEUE`), whatever
   * the number of members: both exist exactly when the event does.
   */
  readonly onTradeEvent = async (tx: Tx, record: TradeEventRecord): Promise<void> => {
    const { event, trade } = record;
    // Of a live trade, non-members learn of its publication only (the trades module's rule).
    const shown = eventShownToNonMembers(event.type, trade.status);
    if (!isNotificationType(event.type)) {
      await repo.signalTradeChange(tx, trade.id, event.type, !shown);
      return;
    }
    const base = { symbol: trade.symbol, side: trade.side, status: trade.status };
    const fullPayload: NotificationPayload = { ...base, full: true, data: fullData(record) };
    const publicPayload = shown ? { ...base, full: false, data: {} } : null;
    const seq = await repo.writeEvent(tx, {
      tradeId: trade.id,
      symbol: trade.symbol,
      assetClass: trade.assetClass,
      eventKey: String(event.id),
      type: event.type,
      at: event.at,
      fullPayload,
      publicPayload,
    });
    await this.queue.send(FANOUT_QUEUE, { seq }, { tx });
    for (const listener of this.eventListeners) await listener(tx, { seq, tradeId: trade.id });
  };

  async list(userId: string, limit: number, page: number) {
    const { rows, total, unread } = await repo.listInApp(this.db, userId, limit, page);
    return { rows: rows.map(toNotificationDto), total, unread };
  }

  /**
   * The unread count, and the newest event's `seq` read just before it: a stream resumed from
   * that `seq` later replays every alert the count may not include, so none published in between
   * is missed.
   */
  async unreadCount(userId: string): Promise<{ count: number; seq: number }> {
    const seq = await repo.latestSeq(this.db);
    return { count: await repo.unreadCount(this.db, userId), seq };
  }

  async markRead(userId: string, id: string, now: Date): Promise<void> {
    const seq = seqOfAlertId(userId, id);
    if (seq === null || !(await repo.markRead(this.db, userId, seq, now)))
      throw notFound('Notification not found');
  }

  markAllRead(userId: string, now: Date): Promise<void> {
    return repo.markAllRead(this.db, userId, now);
  }

  /** Stored choices over the defaults (members: {@link MEMBER_DEFAULTS}; others: all off). */
  async preferences(userId: string, now: Date): Promise<Preferences> {
    const [who, stored] = await Promise.all([
      repo.membership(this.db, userId, now),
      repo.loadSettings(this.db, userId),
    ]);
    if (!who) throw notFound('User not found');
    const channels = {} as ChannelChoices;
    for (const type of notificationTypes) {
      const choice = {} as Record<NotificationChannel, boolean>;
      for (const channel of notificationChannels) {
        choice[channel] =
          stored?.channels[type]?.[channel] ?? (who.member && MEMBER_DEFAULTS[type][channel]);
      }
      channels[type] = choice;
    }
    return {
      channels,
      emailMode: stored?.emailMode ?? 'alert',
      markets: stored?.markets ?? ALL_MARKETS,
      quiet: stored?.quiet ?? null,
      language: alertLanguage(stored?.language),
    };
  }

  /** Saves every choice explicitly (so a later change of the defaults does not change them). */
  async savePreferences(userId: string, prefs: PreferencesUpdate, now: Date): Promise<Preferences> {
    const markets = prefs.markets && {
      ...prefs.markets,
      symbols: [...new Set(prefs.markets.symbols.map((s) => s.toUpperCase()))],
      assetClasses: [...new Set(prefs.markets.assetClasses)],
    };
    const quiet = prefs.quiet && { ...prefs.quiet, allow: [...new Set(prefs.quiet.allow)] };
    if (quiet && !(await repo.knowsTimeZone(this.db, quiet.timeZone)))
      throw new HttpError(400, 'Unknown time zone', [
        { field: 'quiet.timeZone', message: 'not a time zone this server knows' },
      ]);
    await this.db.transaction(async (tx) => {
      const before = await repo.loadSettings(tx, userId);
      await repo.saveSettings(tx, userId, { ...prefs, markets, quiet }, now);
      // Quiet hours changed or ended: what they held is sent now, not at the old window's end.
      if (quiet !== undefined && !sameQuietHours(before?.quiet ?? null, quiet))
        await repo.releaseHeld(tx, userId, now);
    });
    return this.preferences(userId, now);
  }

  /** The trades a member snoozed, those still in effect. */
  async snoozes(userId: string, now: Date) {
    const rows = await repo.listSnoozes(this.db, userId, now);
    return rows.map((r) => ({ tradeId: r.tradeId, until: r.until?.toISOString() ?? null }));
  }

  /** Snoozes a trade's phone and e-mail alerts for a member. */
  async snooze(userId: string, tradeId: string, length: SnoozeLength, now: Date) {
    const until = length === 'close' ? null : new Date(now.getTime() + SNOOZE_MS[length]);
    if (!(await repo.saveSnooze(this.db, userId, tradeId, until, now)))
      throw notFound('Trade not found');
    return { tradeId, until: until?.toISOString() ?? null };
  }

  /** Ends a snooze (nothing to do when there is none). */
  async unsnooze(userId: string, tradeId: string): Promise<void> {
    await repo.deleteSnooze(this.db, userId, tradeId);
  }

  /** Turns every e-mail alert of a member off (the unsubscribe link). */
  async unsubscribeEmail(userId: string, now: Date): Promise<void> {
    const current = await this.preferences(userId, now).catch(() => {
      throw new HttpError(400, 'Invalid or expired link');
    });
    for (const type of notificationTypes) current.channels[type].email = false;
    await repo.saveSettings(this.db, userId, current, now);
  }
}
