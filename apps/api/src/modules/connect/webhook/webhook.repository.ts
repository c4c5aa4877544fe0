import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { trades, users } from '../../../db/schema';
import { queryRows, type Tx } from '../../../db/sql';
import { webhookAttempts, webhookEndpoints } from '../connect.tables';

/** A member's webhook row. */
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
/** One delivery attempt row. */
export type AttemptRow = typeof webhookAttempts.$inferSelect;
/** A logged alert event, as a webhook reads it. */
export interface EventRow {
  seq: number;
  tradeId: string;
  type: string;
  symbol: string;
  /** What members see: the trade's side and status at the event, and its details. */
  payload: { side: 'buy' | 'sell'; status: string; data: Record<string, unknown> };
  createdAt: Date;
  /** The event's `hash` in the verifiable history (`GET /v1/trades/chain`). */
  chainHash: string;
}
/** A trade as it is now. */
export type TradeRow = typeof trades.$inferSelect;

/** Attempts kept per member (older ones are deleted as new ones are written). */
export const ATTEMPTS_KEPT = 50;

/** A member's webhook, if any. */
export async function getEndpoint(db: Tx, userId: string): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  return row ?? null;
}

/** Creates a member's webhook; null when they already have one (the caller updates it). */
export async function createEndpoint(
  db: Tx,
  userId: string,
  url: string,
  sealedSecret: string,
  at: Date,
): Promise<EndpointRow | null> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ userId, url, secret: sealedSecret, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Updates a member's webhook; null when they have none. */
export async function updateEndpoint(
  db: Tx,
  userId: string,
  set: Partial<Omit<EndpointRow, 'userId' | 'createdAt'>>,
  at: Date,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...set, updatedAt: at })
    .where(eq(webhookEndpoints.userId, userId))
    .returning();
  return row ?? null;
}

/**
 * Pauses a member's webhook unless it is paused already; answers whether this call paused it
 * (so one failing delivery among several tells the member once).
 */
export async function pauseEndpoint(db: Tx, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ pausedAt: at, updatedAt: at })
    .where(and(eq(webhookEndpoints.userId, userId), isNull(webhookEndpoints.pausedAt)))
    .returning({ userId: webhookEndpoints.userId });
  return rows.length > 0;
}

/**
 * Notes a failed delivery: the run of failures starts now unless one is under way. Answers
 * when it started.
 */
export async function noteFailure(db: Tx, userId: string, at: Date): Promise<Date | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
    .where(eq(webhookEndpoints.userId, userId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? null;
}

/** Deletes a member's webhook and its attempts; answers whether there was one. */
export async function deleteEndpoint(db: Tx, userId: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .returning({ userId: webhookEndpoints.userId });
  await db.delete(webhookAttempts).where(eq(webhookAttempts.userId, userId));
  return rows.length > 0;
}

/** Records an attempt and keeps the member's newest {@link ATTEMPTS_KEPT}. */
export async function recordAttempt(db: Tx, write: Omit<AttemptRow, 'id'>): Promise<AttemptRow> {
  const [row] = await db.insert(webhookAttempts).values(write).returning();
  await db.execute(sql`
    delete from webhook_attempts where user_id = ${write.userId} and id < (
      select min(id) from (select id from webhook_attempts where user_id = ${write.userId}
        order by id desc limit ${ATTEMPTS_KEPT}) kept)`);
  return row!;
}

/** A member's attempts, newest first (at most {@link ATTEMPTS_KEPT}). */
export function listAttempts(db: Tx, userId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.userId, userId))
    .orderBy(desc(webhookAttempts.id))
    .limit(ATTEMPTS_KEPT);
}

/** The status of the webhook delivery of event `seq` to `userId`, or null when there is none. */
export async function deliveryStatus(
  db: Tx,
  seq: number,
  userId: string,
): Promise<'pending' | 'sent' | 'skipped' | null> {
  const [row] = await queryRows<{ status: 'pending' | 'sent' | 'skipped' }>(
    db,
    sql`select status from notification_deliveries
      where seq = ${seq} and user_id = ${userId} and channel = 'webhook'`,
  );
  return row?.status ?? null;
}

/** Marks the pending webhook delivery of event `seq` to `userId` done. */
export async function finishDelivery(
  db: Tx,
  seq: number,
  userId: string,
  status: 'sent' | 'skipped',
  at: Date,
): Promise<void> {
  await db.execute(sql`
    update notification_deliveries set status = ${status}, sent_at = ${at}
    where seq = ${seq} and user_id = ${userId} and channel = 'webhook' and status = 'pending'`);
}

/** Marks every pending webhook delivery of a member skipped (the webhook was paused or removed). */
export async function skipPending(db: Tx, userId: string, at: Date): Promise<void> {
  await db.execute(sql`
    update notification_deliveries set status = 'skipped', sent_at = ${at}
    where user_id = ${userId} and channel = 'webhook' and status = 'pending'`);
}

/**
 * Event `seq`, the events of its trade up to it that a webhook receives (every type but notes,
 * oldest first: the chain of the trade's deliveries), and the trade; null when gone.
 */
export async function eventChain(
  db: Tx,
  seq: number,
): Promise<{ events: EventRow[]; trade: TradeRow } | null> {
  const rows = await queryRows<{
    seq: string;
    trade_id: string;
    type: string;
    symbol: string;
    payload: EventRow['payload'];
    created_at: string;
    hash: string | null;
  }>(
    db,
    sql`select e.seq::text as seq, e.trade_id, e.type, e.symbol, e.payload,
        to_json(e.created_at) #>> '{}' as created_at, u.hash
      from alert_events e
      left join trade_updates u on u.id::text = e.event_key
      where e.trade_id = (select trade_id from alert_events where seq = ${seq})
        and e.seq <= ${seq} and e.type <> 'note'
      order by e.seq`,
  );
  const last = rows.at(-1);
  if (!last || Number(last.seq) !== seq) return null;
  const [trade] = await db.select().from(trades).where(eq(trades.id, last.trade_id));
  if (!trade) return null;
  const events = rows.map((r) => ({
    seq: Number(r.seq),
    tradeId: r.trade_id,
    type: r.type,
    symbol: r.symbol,
    payload: r.payload,
    createdAt: new Date(r.created_at),
    chainHash: r.hash ?? '',
  }));
  return { events, trade };
}

/** A user's e-mail address, if the user exists. */
export async function emailOf(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
