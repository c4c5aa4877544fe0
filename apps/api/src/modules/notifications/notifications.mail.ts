import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Job, JobQueue, QueuedJob } from '../../jobs/job';
import type { Mailer } from '../../lib/mailer';
import * as repo from './notifications.repository';
import { EMAIL_QUEUE, FANOUT_QUEUE } from './notifications.service';
import type { NotificationType } from './notifications.tables';

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

/** Options of {@link createDeliveryJobs}. */
export interface DeliveryJobsOptions {
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  /** The web app's address, for links. */
  appUrl: string;
  /** Between two runs of the digest job (0: off; tests run it by hand). */
  digestEveryMs: number;
  /** A digest goes out once its oldest alert is this old (ms). */
  digestMs: number;
  /** Users looked at per fan-out job (default 1,000). */
  fanOutPage?: number;
  /** Seconds before a failed e-mail is retried, doubled each time (default 60). */
  retryDelaySeconds?: number;
  /** Digests per run (default 100). */
  batch?: number;
}

/** One event's fan-out job: the event, and the user id its page starts after. */
export interface FanOutData {
  seq: number;
  after?: string;
}

/** One member's e-mail about one event. */
export interface EmailData {
  seq: number;
  userId: string;
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

function describe(row: repo.EmailDelivery): string {
  const { payload } = row;
  const head = `${LABELS[row.type]}: ${payload.symbol} ${payload.side.toUpperCase()}`;
  if (!payload.full) return `${head} (details for members)`;
  const details = Object.entries(payload.data)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
  return details ? `${head} — ${details}` : head;
}

/**
 * How long a finished delivery row is kept: far longer than any job of its event can still run
 * (the fan-out and e-mail retries end within hours), so pruning it never lets an e-mail go twice.
 */
export const DELIVERY_KEEP_MS = 30 * 86_400_000;

/**
 * The delivery jobs of alerts, on the job engine:
 * - `notifications.fanout` expands an event's recipients one page of users at a time (keyset on
 *   the user id). In one transaction a page writes its deliveries (unique per event, member and
 *   channel), adds one e-mail job per new alert-mode delivery and the job of the next page; so a
 *   crash resumes at the page that did not commit, and a page run twice delivers nothing twice.
 * - `notifications.email` sends one member's e-mail about one event, retried with back-off by
 *   the engine. It sends only a pending delivery, checks the member's current choice, and marks
 *   it sent; the message's idempotency key is the (event, member) pair, so a send repeated after
 *   a crash between sending and marking is not delivered twice by the transport.
 * - `notification-digests` (periodic) sends each member whose oldest pending digest delivery is
 *   `digestMs` old one e-mail with all of them.
 * - `notification-deliveries-prune` (periodic, hourly) deletes deliveries finished over
 *   {@link DELIVERY_KEEP_MS} ago.
 * Another channel (push, Telegram, webhooks) is one more delivery row kind and queue.
 */
export function createDeliveryJobs(options: DeliveryJobsOptions): {
  fanOut: QueuedJob<FanOutData>;
  email: QueuedJob<EmailData>;
  digest: Job;
  prune: Job;
} {
  const { db, queue, mailer, tokens, appUrl } = options;
  const pageSize = options.fanOutPage ?? 1_000;
  const batch = options.batch ?? 100;
  const footer = (userId: string) => {
    const link = `${appUrl}/unsubscribe?token=${encodeURIComponent(tokens.sign(userId))}`;
    return {
      text: `\n\nChoose which alerts you get in Account → Notifications.\nStop these e-mails: ${link}\n`,
      headers: { 'List-Unsubscribe': `<${link}>` },
    };
  };
  /** Deliveries no longer wanted (a disabled user, the e-mail turned off) are skipped. */
  const unwanted = (row: repo.EmailDelivery) => row.disabled || row.wants === false;

  const fanOut: QueuedJob<FanOutData> = {
    name: FANOUT_QUEUE,
    retryDelaySeconds: 5,
    async run({ seq, after = '' }) {
      await db.transaction(async (tx) => {
        const page = await repo.fanOutPage(tx, seq, after, pageSize);
        await queue.sendMany(
          EMAIL_QUEUE,
          page.alerts.map((userId) => ({ seq, userId })),
          tx,
        );
        if (page.scanned === pageSize && page.last !== null)
          await queue.send(FANOUT_QUEUE, { seq, after: page.last }, { tx });
      });
    },
  };

  const email: QueuedJob<EmailData> = {
    name: EMAIL_QUEUE,
    // Tens of thousands of e-mails follow one publish: each instance takes 50 per poll and sends
    // 10 at a time.
    batchSize: 50,
    concurrency: 10,
    retryLimit: 8,
    retryDelaySeconds: options.retryDelaySeconds ?? 60,
    async run({ seq, userId }, { now }) {
      const row = await repo.emailDelivery(db, seq, userId);
      if (!row || row.status !== 'pending') return;
      if (unwanted(row)) return repo.finishDeliveries(db, userId, [seq], 'skipped', now);
      const { text, headers } = footer(userId);
      await mailer.send({
        to: row.email,
        subject: `Finfree · ${describe(row).split(' — ')[0]}`,
        text: `${describe(row)}\n\nOpen the trade: ${appUrl}/dashboard/trades?trade=${encodeURIComponent(row.trade_id)}${text}`,
        headers,
        idempotencyKey: `alert-${seq}-${userId}`,
      });
      await repo.finishDeliveries(db, userId, [seq], 'sent', now);
    },
  };

  const digest: Job = {
    name: 'notification-digests',
    everyMs: options.digestEveryMs,
    async run({ now, signal }) {
      let sent = 0;
      const due = await repo.dueDigests(db, new Date(now.getTime() - options.digestMs), batch);
      for (const userId of due) {
        if (signal.aborted) return { sent, aborted: true };
        const rows = await repo.pendingDigest(db, userId);
        const skip = rows.filter(unwanted);
        await repo.finishDeliveries(
          db,
          userId,
          skip.map((r) => r.seq),
          'skipped',
          now,
        );
        const send = rows.filter((r) => !unwanted(r));
        if (send.length === 0) continue;
        const { text, headers } = footer(userId);
        try {
          await mailer.send({
            to: send[0]!.email,
            subject: `Finfree · ${send.length} trade alert${send.length === 1 ? '' : 's'}`,
            text: `${send.map((r) => `• ${describe(r)}`).join('\n')}\n\nOpen your trades: ${appUrl}/dashboard/trades${text}`,
            headers,
            idempotencyKey: `digest-${userId}-${send[0]!.seq}`,
          });
        } catch {
          // Still pending: the next run tries again.
          continue;
        }
        await repo.finishDeliveries(
          db,
          userId,
          send.map((r) => r.seq),
          'sent',
          now,
        );
        sent += 1;
      }
      return { sent };
    },
  };

  const prune: Job = {
    name: 'notification-deliveries-prune',
    // Hourly wherever the e-mail jobs run (off with them, under NODE_ENV=test).
    everyMs: options.digestEveryMs > 0 ? 3_600_000 : 0,
    async run({ now, signal }) {
      const before = new Date(now.getTime() - DELIVERY_KEEP_MS);
      let deleted = 0;
      for (;;) {
        const n = await repo.pruneDeliveries(db, before, 10_000);
        deleted += n;
        if (n < 10_000 || signal.aborted) return { deleted };
      }
    },
  };

  return { fanOut, email, digest, prune };
}
