import { and, eq, inArray, sql } from 'drizzle-orm';
import { givesMembership } from '../../../db/membership';
import { trades } from '../../../db/schema';
import { queryRows, type Tx } from '../../../db/sql';
import { eventWishes, type EventWishesRow } from '../notifications.repository';
import { alertEvents, pushDevices } from '../notifications.tables';

/** A stored device. */
export type PushDeviceRow = typeof pushDevices.$inferSelect;

/** What registering a device stores. */
export interface DeviceWrite {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  name: string;
  at: Date;
}

/**
 * Stores a device's subscription, one row per endpoint: a browser that subscribes again (new
 * keys, or another account signed in on it) updates its row and moves it to that user.
 */
export async function upsertDevice(db: Tx, write: DeviceWrite): Promise<PushDeviceRow> {
  const [row] = await db
    .insert(pushDevices)
    .values({
      id: write.id,
      userId: write.userId,
      endpoint: write.endpoint,
      p256dh: write.p256dh,
      auth: write.auth,
      name: write.name,
      createdAt: write.at,
      lastSeenAt: write.at,
    })
    .onConflictDoUpdate({
      target: pushDevices.endpoint,
      set: {
        userId: write.userId,
        p256dh: write.p256dh,
        auth: write.auth,
        name: write.name,
        lastSeenAt: write.at,
        // Another account on this browser starts a new device of that account.
        createdAt: sql`case when ${pushDevices.userId} = ${write.userId} then ${pushDevices.createdAt} else ${write.at} end`,
      },
    })
    .returning();
  return row!;
}

/** A user's devices, oldest first. */
export function listDevices(db: Tx, userId: string): Promise<PushDeviceRow[]> {
  return db
    .select()
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(pushDevices.createdAt, pushDevices.id);
}

/** One device, or null. */
export async function device(db: Tx, id: string): Promise<PushDeviceRow | null> {
  const [row] = await db.select().from(pushDevices).where(eq(pushDevices.id, id));
  return row ?? null;
}

/** Removes a user's device; false when they have no such device. */
export async function deleteDevice(db: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.id, id), eq(pushDevices.userId, userId)))
    .returning({ id: pushDevices.id });
  return rows.length > 0;
}

/** Forgets a device whose subscription the push service says is gone (404, 410). */
export async function forgetDevice(db: Tx, id: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

/** Notes that the push service accepted a push for a device. */
export async function markPushed(db: Tx, id: string, at: Date): Promise<void> {
  await db.update(pushDevices).set({ lastPushAt: at }).where(eq(pushDevices.id, id));
}

/** Who a push is written for: the member's alert language and whether they are a member now. */
export interface PushReader {
  language: string;
  member: boolean;
}

/** A member's wishes about one event at the push job's clock (see `eventWishes`). */
export interface PushWishes {
  /** Their market filter no longer lets the event through, or they snoozed its trade. */
  muted: boolean;
  /** The end of the quiet hours they are in now (the event's type not let through), else null. */
  heldUntil: Date | null;
  /** Their phone delivery of the event is already held for the quiet-hours summary. */
  held: boolean;
}

/**
 * A user's alert language (`en` until they choose) and membership at `at` (an admin, or a
 * subscription that gives membership); null when the user is gone. Given an event's `seq`, the
 * same statement reads the member's wishes about it at `at` (null when the event is gone).
 */
export async function pushReader(
  db: Tx,
  userId: string,
  at: Date,
  seq?: number,
): Promise<(PushReader & { wishes: PushWishes | null }) | null> {
  const wishes =
    seq === undefined
      ? sql`select null::boolean as muted, null::text as held_until, null::boolean as push_held
          where false`
      : eventWishes(userId, seq, at);
  const [row] = await queryRows<PushReader & EventWishesRow>(
    db,
    sql`select coalesce(ns.language, 'en') as language, (u.role = 'admin' or exists (
          select 1 from subscriptions s where s.user_id = u.id
            and ${givesMembership('s', sql`${at}`)})) as member,
          w.muted, w.held_until, w.push_held
        from users u left join notification_settings ns on ns.user_id = u.id
          left join (${wishes}) w on true
        where u.id = ${userId}`,
  );
  if (!row) return null;
  return {
    language: row.language,
    member: row.member,
    wishes:
      row.muted === null
        ? null
        : {
            muted: row.muted,
            heldUntil: row.held_until ? new Date(row.held_until) : null,
            held: row.push_held === true,
          },
  };
}

/** A logged alert event. */
export type PushEventRow = typeof alertEvents.$inferSelect;
/** A trade as it is now. */
export type PushTradeRow = typeof trades.$inferSelect;

/** One logged event and its trade's current row, or null when either is gone. */
export async function eventWithTrade(
  db: Tx,
  seq: number,
): Promise<{ event: PushEventRow; trade: PushTradeRow } | null> {
  const [row] = await db
    .select({ event: alertEvents, trade: trades })
    .from(alertEvents)
    .innerJoin(trades, eq(trades.id, alertEvents.tradeId))
    .where(eq(alertEvents.seq, seq));
  return row ?? null;
}

/** The logged events of `seqs` (those still there), oldest first. */
export function events(db: Tx, seqs: number[]): Promise<PushEventRow[]> {
  if (seqs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(alertEvents)
    .where(inArray(alertEvents.seq, seqs))
    .orderBy(alertEvents.seq);
}
