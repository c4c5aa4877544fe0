import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  type AlertLanguage,
  type AlertMessage,
  alertBody,
  alertLanguage,
  alertTitle,
  digestMessage,
  testAlertMessage,
  tradeStateLine,
} from '@finfree/core';
import webpush, { type RequestDetails } from 'web-push';
import type { Db } from '../../../db/client';
import type { QueuedJob } from '../../../jobs/job';
import type { NotificationPayload } from '../notifications.tables';
import { finishChannel, holdDelivery } from '../notifications.repository';
import * as repo from './push.repository';
import { endpointAllowed, PUSH_QUEUE, type PushJobData } from './push.service';

/**
 * What a phone receives (the service worker shows it): ids and short text only, under 1 KB.
 * `tradeId` and `seq` are null for a digest and a test.
 */
export interface PushPayload {
  v: 1;
  title: string;
  body: string;
  /** Replaces the device's notification with the same tag (one per trade). */
  tag: string;
  /** Opened on click (a path of the web app). */
  url: string;
  tradeId: string | null;
  seq: number | null;
  lang: AlertLanguage;
  dir: 'ltr' | 'rtl';
}

/** The push service's delivery options of one message (RFC 8030 headers). */
export interface PushDelivery {
  /** Seconds the push service keeps the message for an offline device. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A newer undelivered message with the same topic replaces the older one. */
  topic: string | null;
}

/** One message to send: what the phone shows and how the push service delivers it. */
export interface PushMessage {
  payload: PushPayload;
  delivery: PushDelivery;
}

/** The longest payload sent (bytes of JSON, before encryption). */
export const PUSH_PAYLOAD_MAX_BYTES = 1024;
/** A live trade's alert is kept a day for an offline phone; one of a finished trade, 6 hours. */
export const LIVE_TRADE_TTL_SECONDS = 24 * 3600;
export const FINISHED_TRADE_TTL_SECONDS = 6 * 3600;
/** A quiet-hours digest is kept 12 hours. */
export const DIGEST_TTL_SECONDS = 12 * 3600;

const TITLE_MAX = 80;
const BODY_MAX = 240;

/** Cuts `text` to `max` characters (code points), with an ellipsis. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** A trade's topic: its id in the URL-safe base64 alphabet, at most 32 characters. */
export function tradeTopic(tradeId: string): string | null {
  const topic = tradeId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);
  return topic || null;
}

function payloadOf(
  message: AlertMessage,
  lang: AlertLanguage,
  rest: Pick<PushPayload, 'tag' | 'url' | 'tradeId' | 'seq'>,
): PushPayload {
  return {
    v: 1,
    title: clip(message.title, TITLE_MAX),
    body: clip(message.body, BODY_MAX),
    ...rest,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
  };
}

/**
 * An event's push to one reader, or null when they may not see it (a non-member, an event for
 * members only). A member reads the new trade's levels on its publication, and the trade's state
 * NOW on any later event, so a phone that was offline wakes to the latest state whichever of the
 * trade's messages it receives; a non-member reads the teaser, never a level.
 */
export function eventPush(
  event: repo.PushEventRow,
  trade: repo.PushTradeRow,
  reader: repo.PushReader,
): PushMessage | null {
  const lang = alertLanguage(reader.language);
  const shown: NotificationPayload | null = reader.member ? event.payload : event.publicPayload;
  if (!shown) return null;
  const input = { type: event.type, symbol: shown.symbol, side: shown.side };
  let body: string;
  if (!reader.member) body = alertBody({ ...input, full: false, data: {} }, lang);
  else if (event.type === 'published')
    body = alertBody({ ...input, full: true, data: shown.data }, lang);
  else
    body = tradeStateLine(
      {
        symbol: trade.symbol,
        side: trade.side,
        status: trade.status,
        entryPrice: trade.entryPrice,
        stopLoss: trade.stopLoss,
        initialStopLoss: trade.initialStopLoss,
        takeProfits: trade.takeProfits.map((tp) => ({ price: tp.price, hit: tp.hitAt !== null })),
        rMultiple: trade.rMultiple,
        closePrice: trade.closePrice,
      },
      lang,
    );
  const live = trade.status === 'pending' || trade.status === 'open';
  return {
    payload: payloadOf({ title: alertTitle(input, lang), body }, lang, {
      tag: `trade-${trade.id}`,
      url: `/dashboard/trades?trade=${encodeURIComponent(trade.id)}`,
      tradeId: trade.id,
      seq: event.seq,
    }),
    delivery: {
      ttl: live ? LIVE_TRADE_TTL_SECONDS : FINISHED_TRADE_TTL_SECONDS,
      urgency: 'high',
      topic: tradeTopic(trade.id),
    },
  };
}

/**
 * The quiet-hours digest: new trades, closed ones with their R, other updates, of the events the
 * reader may see (a non-member: those with a public part, without R).
 */
export function digestPush(events: repo.PushEventRow[], reader: repo.PushReader): PushMessage {
  const lang = alertLanguage(reader.language);
  const input = { published: 0, closed: [] as (number | null)[], other: 0 };
  for (const event of events) {
    const shown = reader.member ? event.payload : event.publicPayload;
    if (!shown) continue;
    if (event.type === 'published') input.published += 1;
    else if (event.type === 'closed') {
      const r = shown.full ? shown.data.rMultiple : undefined;
      input.closed.push(typeof r === 'number' && Number.isFinite(r) ? r : null);
    } else input.other += 1;
  }
  return {
    payload: payloadOf(digestMessage(input, lang), lang, {
      tag: 'digest',
      url: '/dashboard/trades',
      tradeId: null,
      seq: null,
    }),
    delivery: { ttl: DIGEST_TTL_SECONDS, urgency: 'normal', topic: 'digest' },
  };
}

/** The test alert a member sends to one of their devices. */
export function testPush(reader: repo.PushReader): PushMessage {
  const lang = alertLanguage(reader.language);
  return {
    payload: payloadOf(testAlertMessage(lang), lang, {
      tag: 'test',
      url: '/dashboard/one',
      tradeId: null,
      seq: null,
    }),
    delivery: { ttl: 3600, urgency: 'normal', topic: 'test' },
  };
}

/** The VAPID key pair (base64url) and the contact (`mailto:` or `https:` URL). */
export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where the push job reports. */
export interface PushLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Options of {@link createPushJob}. */
export interface PushJobOptions {
  db: Db;
  vapid: VapidDetails;
  /** The push services an endpoint may name (checked again before each request). */
  allowedHosts: string[];
  log: PushLog;
  /** How long one request to the push service may take (default 10 s). */
  timeoutMs?: number;
  /** Seconds before a failed push is retried, doubled each time (default 30). */
  retryDelaySeconds?: number;
}

/**
 * Posts one request that web-push built (its encrypted body and headers) and answers the push
 * service's status. Plain http only reaches a host the allow-list names with its port (a local
 * push service); redirects are not followed.
 */
export function postPush(details: RequestDetails, timeoutMs: number, signal?: AbortSignal) {
  const url = new URL(details.endpoint);
  const request = url.protocol === 'http:' ? httpRequest : httpsRequest;
  const abort = signal
    ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
    : AbortSignal.timeout(timeoutMs);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: details.headers as Record<string, string>, signal: abort },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}

/**
 * The `notifications.push` queue: one push to one device (an event's alert, a quiet-hours digest
 * or a test), encrypted for the device (aes128gcm) and signed with the server's VAPID key by
 * web-push. A device that is gone or now another user's gets nothing. An event's push is decided
 * again at the job's clock by the fan-out's rules: a trade snoozed or a market muted since →
 * nothing sent, the delivery `skipped`; quiet hours begun since → the delivery held to the end of
 * the window, sent in its summary (as is one already held). The push service's answer:
 * 2xx → the device's last push and the member's pending phone deliveries of those events are
 * noted (`sent`); 404 or 410 → the subscription is gone: the device is forgotten; 413 → logged,
 * not retried (a payload over the limit is a bug); anything else (429, 5xx, a network error or
 * time-out) → the job throws and the engine retries it with back-off.
 */
export function createPushJob(options: PushJobOptions): QueuedJob<PushJobData> {
  const { db, vapid, log } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  /**
   * An event and its trade, read once per second per instance rather than once per device: the
   * text of a push is the trade's state at most a second old (a later event has its own push,
   * which replaces this one on the phone).
   */
  const recent = new Map<number, { at: number; value: ReturnType<typeof repo.eventWithTrade> }>();
  const eventOf = (seq: number, now: Date) => {
    const hit = recent.get(seq);
    if (hit && now.getTime() - hit.at < 1_000) return hit.value;
    if (recent.size > 100) recent.clear();
    const value = repo.eventWithTrade(db, seq);
    recent.set(seq, { at: now.getTime(), value });
    value.catch(() => recent.delete(seq));
    return value;
  };

  return {
    name: PUSH_QUEUE,
    // Thousands of phones follow one publish: each instance takes 50 per poll, 10 at a time.
    batchSize: 50,
    concurrency: 10,
    retryLimit: 5,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    async run(data, { now, signal }) {
      // The device, the reader (with their wishes about the event, now) and the event are read
      // at once; an event's row is shared by the thousands of jobs that follow its publish (see
      // `eventOf`).
      const [device, reader, found, events] = await Promise.all([
        repo.device(db, data.deviceId),
        repo.pushReader(db, data.userId, now, data.kind === 'event' ? data.seq : undefined),
        data.kind === 'event' ? eventOf(data.seq, now) : null,
        data.kind === 'digest' ? repo.events(db, data.seqs) : null,
      ]);
      if (!device || device.userId !== data.userId) return;
      if (!endpointAllowed(device.endpoint, options.allowedHosts)) {
        log.warn({ deviceId: device.id }, 'push not sent: the endpoint’s host is not allowed');
        return;
      }
      if (!reader) return;
      let message: PushMessage | null;
      let seqs: number[] = [];
      if (data.kind === 'event') {
        if (!found || !reader.wishes) return;
        // The member's wishes are decided again now, not only when the event was fanned out: a
        // job may run long after (retries, a backlog, an instance that died).
        const { muted, heldUntil, held } = reader.wishes;
        if (muted) {
          // The trade snoozed, or its market muted, since.
          await finishChannel(db, data.userId, 'push', [data.seq], 'skipped', now);
          return;
        }
        // Already held (by this device's earlier attempt or another device's job): the
        // quiet-hours summary sends it.
        if (held) return;
        if (heldUntil) {
          // Quiet hours began since: held to the end of the window, sent in its summary.
          await holdDelivery(db, data.userId, 'push', data.seq, heldUntil);
          return;
        }
        message = eventPush(found.event, found.trade, reader);
        seqs = [data.seq];
      } else if (data.kind === 'digest') {
        message = digestPush(events ?? [], reader);
        seqs = data.seqs;
      } else message = testPush(reader);
      if (!message) {
        // Nothing this reader may see (a non-member, an event for members only).
        await finishChannel(db, data.userId, 'push', seqs, 'skipped', now);
        return;
      }

      const body = JSON.stringify(message.payload);
      if (Buffer.byteLength(body) > PUSH_PAYLOAD_MAX_BYTES) {
        log.error({ deviceId: device.id, bytes: Buffer.byteLength(body) }, 'push payload too big');
        return;
      }
      const details = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        body,
        {
          vapidDetails: vapid,
          TTL: message.delivery.ttl,
          urgency: message.delivery.urgency,
          ...(message.delivery.topic ? { topic: message.delivery.topic } : {}),
          contentEncoding: 'aes128gcm',
        },
      );
      const status = await postPush(details, timeoutMs, signal);
      if (status >= 200 && status < 300) {
        await Promise.all([
          repo.markPushed(db, device.id, now),
          finishChannel(db, data.userId, 'push', seqs, 'sent', now),
        ]);
        return;
      }
      if (status === 404 || status === 410) {
        await repo.forgetDevice(db, device.id);
        return;
      }
      if (status === 413) {
        log.error({ deviceId: device.id, kind: data.kind }, 'push refused as too big (413)');
        return;
      }
      throw new Error(`push service answered ${status}`);
    },
  };
}
