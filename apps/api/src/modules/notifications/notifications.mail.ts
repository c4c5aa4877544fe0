import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';
import type { Job } from '../../jobs/job';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { NotificationPayload, NotificationType } from './notifications.tables';

/** Signs and checks the one-click unsubscribe tokens (no sign-in needed, no expiry). */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('finfree:notifications:unsubscribe').digest();
  }

  private mac(userId: string): string {
    return createHmac('sha256', this.key).update(`email:${userId}`).digest('base64url');
  }

  /** `<user id, base64url>.<HMAC>`. */
  sign(userId: string): string {
    return `${Buffer.from(userId).toString('base64url')}.${this.mac(userId)}`;
  }

  /** The user a token names, or null when it was not signed by this server. */
  verify(token: string): string | null {
    const [id, mac] = token.split('.');
    if (!id || !mac) return null;
    const userId = Buffer.from(id, 'base64url').toString();
    const expected = Buffer.from(this.mac(userId));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }
}

/** Options of {@link createNotificationMailJob}. */
export interface MailJobOptions {
  db: Db;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  /** The web app's address, for links. */
  appUrl: string;
  everyMs: number;
  /** A digest goes out once its oldest alert is this old (ms). */
  digestMs: number;
  /** A claimed e-mail not marked sent within this time (a crashed run) is taken again (ms). */
  leaseMs: number;
  /** Attempts before an e-mail is given up as failed. */
  maxAttempts: number;
  /** Alerts per run. */
  batch?: number;
}

interface Claimed {
  notification_id: string;
  user_id: string;
  attempts: number;
  type: NotificationType;
  trade_id: string;
  payload: NotificationPayload;
  email: string;
  disabled: boolean;
  /** The member's current choice for this type's e-mail (null: the default applied). */
  wants: boolean | null;
}

const LABELS: Record<NotificationType, string> = {
  published: 'New trade',
  activated: 'Trade activated',
  tp_hit: 'Take-profit hit',
  sl_moved: 'Stop loss moved',
  closed: 'Trade closed',
  cancelled: 'Trade cancelled',
  note: 'Note on a trade',
};

function describe(row: Claimed): string {
  const { payload } = row;
  const head = `${LABELS[row.type]}: ${payload.symbol} ${payload.side.toUpperCase()}`;
  if (!payload.full) return `${head} (details for members)`;
  const details = Object.entries(payload.data)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
  return details ? `${head} — ${details}` : head;
}

const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);

/**
 * The e-mail job: sends each alert (or a member's digest) once. Rows are claimed with a lease
 * (`for update skip locked`), so several instances or a retried run never take the same row at
 * once; the message's idempotency key is the notification, so a send repeated after a crash
 * between sending and marking is not delivered twice by the transport.
 */
export function createNotificationMailJob(options: MailJobOptions): Job {
  const { db, mailer, tokens, appUrl } = options;
  const batch = options.batch ?? 100;
  const footer = (userId: string) => {
    const link = `${appUrl}/unsubscribe?token=${encodeURIComponent(tokens.sign(userId))}`;
    return {
      text: `\n\nChoose which alerts you get in Account → Notifications.\nStop these e-mails: ${link}\n`,
      headers: { 'List-Unsubscribe': `<${link}>` },
    };
  };

  const claim = (now: Date, where: ReturnType<typeof sql>) =>
    queryRows<Claimed>(
      db,
      sql`
      with claimed as (
        update notification_emails e
        set lease_until = ${new Date(now.getTime() + options.leaseMs)}, attempts = e.attempts + 1
        where e.notification_id in (
          select notification_id from notification_emails
          where status = 'pending' and (lease_until is null or lease_until < ${now}) and ${where}
          order by created_at limit ${batch}
          for update skip locked)
        returning e.notification_id, e.user_id, e.attempts)
      select c.notification_id, c.user_id, c.attempts, n.type, n.trade_id, n.payload,
        u.email, u.disabled, (ns.channels -> n.type ->> 'email')::boolean as wants
      from claimed c
      join notifications n on n.id = c.notification_id
      join users u on u.id = c.user_id
      left join notification_settings ns on ns.user_id = c.user_id
      order by n.seq`,
    );

  const finish = (ids: string[], status: 'sent' | 'skipped', now: Date) =>
    db.execute(sql`
      update notification_emails set status = ${status}, sent_at = ${now}, lease_until = null
      where notification_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);

  const failed = async (rows: Claimed[], error: unknown, now: Date) => {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
    for (const row of rows) {
      const giveUp = row.attempts >= options.maxAttempts;
      await db.execute(sql`
        update notification_emails
        set status = ${giveUp ? 'failed' : 'pending'}, lease_until = null, last_error = ${message},
          next_attempt_at = ${new Date(now.getTime() + backoffMs(row.attempts))}
        where notification_id = ${row.notification_id}`);
    }
  };

  /** Sends one message for `rows` (all of one member), then marks them. */
  const deliver = async (rows: Claimed[], message: () => MailMessage, now: Date) => {
    const skip = rows.filter((r) => r.disabled || r.wants === false);
    if (skip.length)
      await finish(
        skip.map((r) => r.notification_id),
        'skipped',
        now,
      );
    const send = rows.filter((r) => !skip.includes(r));
    if (send.length === 0) return 0;
    try {
      await mailer.send({ ...message(), to: send[0]!.email });
    } catch (error) {
      await failed(send, error, now);
      return 0;
    }
    await finish(
      send.map((r) => r.notification_id),
      'sent',
      now,
    );
    return 1;
  };

  return {
    name: 'notification-emails',
    everyMs: options.everyMs,
    async run({ now, signal }) {
      let sent = 0;
      const alerts = await claim(now, sql`not digest and next_attempt_at <= ${now}`);
      for (const row of alerts) {
        if (signal.aborted) return { sent, aborted: true };
        const { text, headers } = footer(row.user_id);
        sent += await deliver(
          [row],
          () => ({
            to: row.email,
            subject: `Finfree · ${describe(row).split(' — ')[0]}`,
            text: `${describe(row)}\n\nOpen the trade: ${appUrl}/dashboard/trades?trade=${encodeURIComponent(row.trade_id)}${text}`,
            headers,
            idempotencyKey: `notification-${row.notification_id}`,
          }),
          now,
        );
      }
      const due = await queryRows<{ user_id: string }>(
        db,
        sql`select user_id from notification_emails
          where status = 'pending' and digest and next_attempt_at <= ${now}
            and (lease_until is null or lease_until < ${now})
          group by user_id
          having min(created_at) <= ${new Date(now.getTime() - options.digestMs)}
          limit ${batch}`,
      );
      for (const { user_id: userId } of due) {
        if (signal.aborted) return { sent, aborted: true };
        const rows = await claim(now, sql`digest and user_id = ${userId}`);
        if (rows.length === 0) continue;
        const { text, headers } = footer(userId);
        const first = [...rows].map((r) => r.notification_id).sort()[0]!;
        sent += await deliver(
          rows,
          () => ({
            to: rows[0]!.email,
            subject: `Finfree · ${rows.length} trade alert${rows.length === 1 ? '' : 's'}`,
            text: `${rows.map((r) => `• ${describe(r)}`).join('\n')}\n\nOpen your trades: ${appUrl}/dashboard/trades${text}`,
            headers,
            idempotencyKey: `digest-${first}`,
          }),
          now,
        );
      }
      return { sent };
    },
  };
}
