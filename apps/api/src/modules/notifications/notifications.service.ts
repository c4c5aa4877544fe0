import type { Db } from '../../db/client';
import type { Tx } from '../../db/sql';
import { HttpError, notFound } from '../../lib/errors';
import { eventShownToNonMembers, type TradeEventRecord } from '../trades';
import * as repo from './notifications.repository';
import {
  type NotificationChannel,
  type NotificationPayload,
  type NotificationType,
  notificationChannels,
  notificationTypes,
} from './notifications.tables';

/** Channels on or off per event type. */
export type ChannelChoices = Record<NotificationType, Record<NotificationChannel, boolean>>;

/** A member's notification preferences. */
export interface Preferences {
  channels: ChannelChoices;
  emailMode: 'alert' | 'digest';
}

/** On for members until they choose: every event in the app except notes; e-mail for new and closed trades. */
export const MEMBER_DEFAULTS: ChannelChoices = {
  published: { inApp: true, email: true },
  activated: { inApp: true, email: false },
  tp_hit: { inApp: true, email: false },
  sl_moved: { inApp: true, email: false },
  closed: { inApp: true, email: true },
  cancelled: { inApp: true, email: false },
  note: { inApp: false, email: false },
};

const isNotificationType = (type: string): type is NotificationType =>
  (notificationTypes as readonly string[]).includes(type);

/** The API shape of a notification. */
export function toNotificationDto(row: repo.NotificationRow) {
  return {
    id: row.id,
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

/** Notifications of trade events: who gets what, read state and preferences. */
export class NotificationsService {
  constructor(private readonly db: Db) {}

  /**
   * The trades module's listener: runs inside the transaction that records a trade event, so
   * notifications exist exactly when the event does.
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
    await repo.writeEventNotifications(tx, {
      tradeId: trade.id,
      eventKey: String(event.id),
      type: event.type,
      at: event.at,
      fullPayload,
      publicPayload,
      defaults: MEMBER_DEFAULTS[event.type],
    });
  };

  async list(userId: string, limit: number, page: number) {
    const { rows, total, unread } = await repo.listInApp(this.db, userId, limit, page);
    return { rows: rows.map(toNotificationDto), total, unread };
  }

  unreadCount(userId: string): Promise<number> {
    return repo.unreadCount(this.db, userId);
  }

  async markRead(userId: string, id: string, now: Date): Promise<void> {
    if (!(await repo.markRead(this.db, userId, id, now))) throw notFound('Notification not found');
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
    return { channels, emailMode: stored?.emailMode ?? 'alert' };
  }

  /** Saves every choice explicitly (so a later change of the defaults does not change them). */
  async savePreferences(userId: string, prefs: Preferences, now: Date): Promise<Preferences> {
    await repo.saveSettings(this.db, userId, prefs.channels, prefs.emailMode, now);
    return this.preferences(userId, now);
  }

  /** Turns every e-mail alert of a member off (the unsubscribe link). */
  async unsubscribeEmail(userId: string, now: Date): Promise<void> {
    const current = await this.preferences(userId, now).catch(() => {
      throw new HttpError(400, 'Invalid or expired link');
    });
    for (const type of notificationTypes) current.channels[type].email = false;
    await repo.saveSettings(this.db, userId, current.channels, current.emailMode, now);
  }
}
