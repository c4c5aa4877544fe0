import type { AlertEventType } from '@finfree/core';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { trades } from '../../../db/schema';
import { queryRows, type Tx } from '../../../db/sql';
import { connectChannelPosts, connectThreads, telegramInvites } from '../connect.tables';

/** A logged alert event: what the channel post words. */
export interface EventRow {
  seq: number;
  type: AlertEventType;
  tradeId: string;
  /** What members see (the channel is the members'). */
  payload: { symbol: string; side: 'buy' | 'sell'; data: Record<string, unknown> };
}
/** A trade as it is now. */
export type TradeRow = typeof trades.$inferSelect;

/** One logged event and its trade's current row, or null when either is gone. */
export async function eventWithTrade(
  db: Tx,
  seq: number,
): Promise<{ event: EventRow; trade: TradeRow } | null> {
  const [event] = await queryRows<EventRow>(
    db,
    sql`select seq::int as seq, type, trade_id as "tradeId", payload
      from alert_events where seq = ${seq}`,
  );
  if (!event) return null;
  const [trade] = await db.select().from(trades).where(eq(trades.id, event.tradeId));
  return trade ? { event, trade } : null;
}

/** A handed-out invite link. */
export type InviteRow = typeof telegramInvites.$inferSelect;

/** Stores a new invite link of `userId`. */
export async function addInvite(
  db: Tx,
  write: { link: string; userId: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db.insert(telegramInvites).values({
    link: write.link,
    userId: write.userId,
    expiresAt: write.expiresAt,
    createdAt: write.at,
  });
}

/** One invite link, if it is ours. */
export async function invite(db: Tx, link: string): Promise<InviteRow | null> {
  const [row] = await db.select().from(telegramInvites).where(eq(telegramInvites.link, link));
  return row ?? null;
}

/** A member's invite links nobody used and that are not revoked (except `keep`). */
export function openInvites(db: Tx, userId: string, keep?: string): Promise<InviteRow[]> {
  return db
    .select()
    .from(telegramInvites)
    .where(
      and(
        eq(telegramInvites.userId, userId),
        isNull(telegramInvites.usedAt),
        isNull(telegramInvites.revokedAt),
        ...(keep ? [ne(telegramInvites.link, keep)] : []),
      ),
    );
}

/** Marks a link revoked. */
export async function markRevoked(db: Tx, link: string, at: Date): Promise<void> {
  await db
    .update(telegramInvites)
    .set({ revokedAt: at })
    .where(and(eq(telegramInvites.link, link), isNull(telegramInvites.revokedAt)));
}

/** Marks a link used by Telegram user `by` (the first use only). */
export async function markUsed(db: Tx, link: string, by: string, at: Date): Promise<void> {
  await db
    .update(telegramInvites)
    .set({ usedBy: by, usedAt: at })
    .where(and(eq(telegramInvites.link, link), isNull(telegramInvites.usedAt)));
}

/** Forgets invite links that expired a day ago or more (they cannot be used any more). */
export async function pruneInvites(db: Tx, before: Date): Promise<void> {
  await db
    .delete(telegramInvites)
    .where(and(lt(telegramInvites.expiresAt, before), isNull(telegramInvites.usedAt)));
}

/**
 * Claims event `seq`'s post on Telegram: answers its row's status (`pending` when this call or
 * an earlier attempt claimed it and it was not sent; `sent` when it went out).
 */
export async function claimPost(
  db: Tx,
  seq: number,
  at: Date,
): Promise<'pending' | 'sent' | 'skipped'> {
  await db
    .insert(connectChannelPosts)
    .values({ seq, platform: 'telegram', status: 'pending', createdAt: at })
    .onConflictDoNothing();
  const [row] = await db
    .select({ status: connectChannelPosts.status })
    .from(connectChannelPosts)
    .where(and(eq(connectChannelPosts.seq, seq), eq(connectChannelPosts.platform, 'telegram')));
  return row!.status;
}

/** Marks event `seq`'s post sent as message `messageId`. */
export async function markPostSent(
  db: Tx,
  seq: number,
  messageId: string,
  at: Date,
): Promise<void> {
  await db
    .update(connectChannelPosts)
    .set({ status: 'sent', messageId, sentAt: at })
    .where(and(eq(connectChannelPosts.seq, seq), eq(connectChannelPosts.platform, 'telegram')));
}

/**
 * Whether an earlier event of the same trade has a Telegram post claimed but not sent yet: a
 * later event waits for it, so the trade's first message is the thread every reply goes under.
 */
export async function earlierPostPending(db: Tx, tradeId: string, seq: number): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from connect_channel_posts p join alert_events e on e.seq = p.seq
      where p.platform = 'telegram' and p.status = 'pending' and e.trade_id = ${tradeId}
        and p.seq < ${seq} limit 1`,
  );
  return rows.length > 0;
}

/** The trade's first message on the channel, if posted. */
export async function thread(
  db: Tx,
  tradeId: string,
): Promise<{ channelId: string; messageId: string } | null> {
  const [row] = await db
    .select({ channelId: connectThreads.channelId, messageId: connectThreads.messageId })
    .from(connectThreads)
    .where(and(eq(connectThreads.tradeId, tradeId), eq(connectThreads.platform, 'telegram')));
  return row ?? null;
}

/** Stores the trade's first message (kept when one is stored already). */
export async function putThread(
  db: Tx,
  write: { tradeId: string; channelId: string; messageId: string; at: Date },
): Promise<void> {
  await db
    .insert(connectThreads)
    .values({ ...write, platform: 'telegram', createdAt: write.at })
    .onConflictDoNothing();
}
