import { request as httpRequest, type IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import { newId } from '../../lib/ids';
import { eurusdBuy } from '../../test/helpers';

/** One parsed server-sent event. */
export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
  at: number;
}

/** An open event stream read by a test. */
export interface SseClient {
  events: SseEvent[];
  comments: string[];
  /** Every `id:` line, those of blocks without data too. */
  ids: string[];
  status: number;
  response: IncomingMessage;
  /**
   * Settles when the response has closed, with whether it was cut (`aborted`) rather than ended.
   * Listened to from the start: a short response can close before a caller's own listener.
   */
  closed: Promise<{ cut: boolean }>;
  /** Resolves with the first event (from now or already received) matching `match`. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

/** Opens `GET url` as an event stream (a real socket, so streaming and back-pressure are real). */
export function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        const events: SseEvent[] = [];
        const comments: string[] = [];
        const ids: string[] = [];
        const waiters = new Set<() => void>();
        let cut = false;
        res.once('aborted', () => (cut = true));
        const closed = new Promise<{ cut: boolean }>((r) => res.once('close', () => r({ cut })));
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: 'message', data: null, at: Date.now() };
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('id: ')) ids.push((event.id = line.slice(4)));
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (data) {
              event.data = JSON.parse(data);
              events.push(event);
            }
            for (const w of waiters) w();
            end = buffer.indexOf('\n\n');
          }
        });
        resolve({
          events,
          comments,
          ids,
          status: res.statusCode ?? 0,
          response: res,
          closed,
          waitFor(match, timeoutMs = 2_000) {
            return new Promise((done, fail) => {
              const check = () => {
                const found = events.find(match);
                if (!found) return false;
                waiters.delete(check);
                clearTimeout(timer);
                done(found);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching event within ${timeoutMs} ms`));
              }, timeoutMs);
              if (!check()) waiters.add(check);
            });
          },
          close() {
            req.destroy();
          },
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Gives `userId` an active subscription (a member). */
export async function makeMember(db: Db, userId: string): Promise<void> {
  const planId = newId();
  await db.insert(plans).values({
    id: planId,
    name: 'Pro',
    slug: `pro-${planId}`,
    amount: 4900,
    interval: 'month',
  });
  await db.insert(subscriptions).values({
    id: newId(),
    userId,
    planId,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}

/** A valid trade to publish. */
export const tradeBody = eurusdBuy(1.1, 1.095, 1.11);

/** E-mail deliveries of a member, oldest event first. */
export async function emailRows(db: Db, userId: string) {
  return (
    (await db.execute(
      sql`select seq::text as seq, status, digest from notification_deliveries
          where user_id = ${userId} and channel = 'email' order by seq`,
    )) as unknown as { rows: { seq: string; status: string; digest: boolean }[] }
  ).rows;
}

/** Makes the queue's jobs waiting for a retry due now (instead of after their back-off). */
export async function retryNow(db: Db): Promise<void> {
  await db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
}
