import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Job, JobQueue, QueuedJob } from '../../jobs/job';
import type { Mailer } from '../../lib/mailer';
import * as repo from './notifications.repository';
import { EMAIL_QUEUE, FANOUT_QUEUE } from './notifications.service';
import {
  alertBody,
  alertLanguage,
  alertMailTexts,
  alertTitle,
  digestMessage,
  type AlertLanguage,
} from '@finfree/core';
import { PUSH_QUEUE, type PushJobData } from './push/push.service';

/** Queue of one event's delivery to one member's webhook (Connect runs it). */
export const WEBHOOK_QUEUE = 'connect.webhook';

/** The data of a {@link WEBHOOK_QUEUE} job. */
export interface WebhookJobData {
  seq: number;
  userId: string;
}

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

/** An alert's title and body in the member's language, from the one set of alert texts. */
function describe(row: repo.EmailDelivery): { title: string; body: string } {
  const lang = alertLanguage(row.language);
  const input = { type: row.type, ...row.payload };
  return { title: alertTitle(input, lang), body: alertBody(input, lang) };
}

/** The summary of what quiet hours held: counts, and the R of closed trades. */
export function heldSummary(rows: repo.EmailDelivery[]) {
  const closed = rows.filter(
    (r) => r.type === 'closed' || (r.type === 'tp_hit' && r.payload.status === 'closed'),
  );
  const rOf = (r: repo.EmailDelivery) =>
    r.payload.full && typeof r.payload.data.rMultiple === 'number'
      ? r.payload.data.rMultiple
      : null;
  const published = rows.filter((r) => r.type === 'published').length;
  return {
    published,
    closed: closed.map(rOf),
    other: rows.length - published - closed.length,
  };
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
 * - `notification-quiet-release` (periodic) ends quiet hours: for each member whose held
 *   deliveries are due, one summary push per device ("While you were away: 2 new trades, 1
 *   closed +1.8 R") and one summary e-mail.
 * - `notification-deliveries-prune` (periodic, hourly) deletes deliveries finished over
 *   {@link DELIVERY_KEEP_MS} ago.
 * Another channel (push, members' webhooks) is one more delivery row kind and queue.
 */
export function createDeliveryJobs(options: DeliveryJobsOptions): {
  fanOut: QueuedJob<FanOutData>;
  email: QueuedJob<EmailData>;
  digest: Job;
  quiet: Job;
  prune: Job;
} {
  const { db, queue, mailer, tokens, appUrl } = options;
  const pageSize = options.fanOutPage ?? 1_000;
  const batch = options.batch ?? 100;
  const footer = (userId: string, lang: AlertLanguage) => {
    const link = `${appUrl}/unsubscribe?token=${encodeURIComponent(tokens.sign(userId))}`;
    const t = alertMailTexts(lang);
    return {
      text: `\n\n${t.choose}\n${t.stop}: ${link}\n`,
      headers: { 'List-Unsubscribe': `<${link}>` },
    };
  };
  /** One alert as a line of a digest. */
  const line = (row: repo.EmailDelivery) => {
    const { title, body } = describe(row);
    return `• ${title}\n  ${body}`;
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
        await queue.sendMany(
          PUSH_QUEUE,
          page.pushes.map(({ userId, deviceId }): PushJobData => ({
            kind: 'event',
            seq,
            userId,
            deviceId,
          })),
          tx,
        );
        await queue.sendMany(
          WEBHOOK_QUEUE,
          page.webhooks.map((userId): WebhookJobData => ({ seq, userId })),
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
      const lang = alertLanguage(row.language);
      const { text, headers } = footer(userId, lang);
      const { title, body } = describe(row);
      await mailer.send({
        to: row.email,
        subject: `Finfree · ${title}`,
        text: `${body}\n\n${alertMailTexts(lang).openTrade}: ${appUrl}/dashboard/trades?trade=${encodeURIComponent(row.trade_id)}${text}`,
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
        const lang = alertLanguage(send[0]!.language);
        const { text, headers } = footer(userId, lang);
        const t = alertMailTexts(lang);
        try {
          await mailer.send({
            to: send[0]!.email,
            subject: `Finfree · ${t.digestSubject(send.length)}`,
            text: `${send.map(line).join('\n')}\n\n${t.openTrades}: ${appUrl}/dashboard/trades${text}`,
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

  const quiet: Job = {
    name: 'notification-quiet-release',
    everyMs: options.digestEveryMs,
    async run({ now, signal }) {
      let released = 0;
      for (const userId of await repo.dueHeld(db, now, batch)) {
        if (signal.aborted) return { released, aborted: true };
        // Left out of the summary (and skipped): a disabled account, a channel turned off for
        // the type, a trade snoozed or a market muted since the delivery was held.
        const unwantedHeld = (r: repo.HeldDelivery) =>
          r.disabled || r.wantsChannel === false || r.muted;
        // The phone's summary is queued, and its rows closed, in one transaction.
        const mail = await db.transaction(async (tx) => {
          const rows = await repo.takeHeld(tx, userId, now);
          const push = rows.filter((r) => r.channel === 'push');
          const skip = (list: repo.HeldDelivery[], channel: 'email' | 'push') =>
            repo.finishChannel(
              tx,
              userId,
              channel,
              list.filter(unwantedHeld).map((r) => r.seq),
              'skipped',
              now,
            );
          await skip(push, 'push');
          const pushSend = push.filter((r) => !unwantedHeld(r));
          if (pushSend.length > 0) {
            const seqs = pushSend.map((r) => r.seq);
            const devices = await repo.deviceIds(tx, userId);
            await queue.sendMany(
              PUSH_QUEUE,
              devices.map((deviceId): PushJobData => ({ kind: 'digest', userId, deviceId, seqs })),
              tx,
            );
            await repo.finishChannel(tx, userId, 'push', seqs, 'sent', now);
          }
          const email = rows.filter((r) => r.channel === 'email');
          await skip(email, 'email');
          return email.filter((r) => !unwantedHeld(r));
        });
        if (mail.length > 0) {
          const lang = alertLanguage(mail[0]!.language);
          const { text, headers } = footer(userId, lang);
          const summary = digestMessage(heldSummary(mail), lang);
          try {
            await mailer.send({
              to: mail[0]!.email,
              subject: `Finfree · ${summary.body}`,
              text: `${summary.body}\n\n${mail.map(line).join('\n')}\n\n${alertMailTexts(lang).openTrades}: ${appUrl}/dashboard/trades${text}`,
              headers,
              idempotencyKey: `quiet-${userId}-${mail[0]!.seq}`,
            });
          } catch {
            // Still pending and due: the next run tries again.
            continue;
          }
          await repo.finishChannel(
            db,
            userId,
            'email',
            mail.map((r) => r.seq),
            'sent',
            now,
          );
        }
        released += 1;
      }
      return { released };
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

  return { fanOut, email, digest, quiet, prune };
}
