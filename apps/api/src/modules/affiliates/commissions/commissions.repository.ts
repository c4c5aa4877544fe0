import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { affiliateProfiles, cards, commissions, users } from '../../../db/schema';
import { paged, queryRows, type Tx } from '../../../db/sql';
import type { CommissionRow } from '../shared/model';

/** Who referred a member (null or undefined: nobody). */
export async function referrerOf(tx: Tx, userId: string): Promise<string | null | undefined> {
  const [member] = await tx
    .select({ referredBy: users.referredBy })
    .from(users)
    .where(eq(users.id, userId));
  return member?.referredBy;
}

/** Why a member's payments earn their referrer nothing (null or undefined: they do). */
export async function referralBlockedReason(tx: Tx, userId: string) {
  const [profile] = await tx
    .select()
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.userId, userId));
  return profile?.referralBlockedReason;
}

/** When the member first paid, not counting `exceptOrderId` (null: never). */
export async function firstPaidAt(
  tx: Tx,
  userId: string,
  exceptOrderId: string,
): Promise<Date | null> {
  const [first] = await queryRows<{ at: Date | string | null }>(
    tx,
    sql`select min(paid_at) as at from orders where user_id = ${userId}
        and status in ('succeeded', 'refunded') and id <> ${exceptOrderId}`,
  );
  return first?.at ? new Date(first.at) : null;
}

/** True when `affiliateId` saved the same card (by fingerprint) as the card `cardId`. */
export async function sharesCard(tx: Tx, cardId: string, affiliateId: string): Promise<boolean> {
  const [card] = await tx.select().from(cards).where(eq(cards.id, cardId));
  if (!card) return false;
  const [shared] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, affiliateId), eq(cards.fingerprint, card.fingerprint)));
  return Boolean(shared);
}

/** Marks a member's referral as blocked (a self-referral: same card as the referrer). */
export async function blockReferral(tx: Tx, userId: string, reason: 'same_card', now: Date) {
  await tx
    .insert(affiliateProfiles)
    .values({ userId, referralBlockedReason: reason })
    .onConflictDoUpdate({
      target: affiliateProfiles.userId,
      set: { referralBlockedReason: reason, updatedAt: now },
    });
}

/** Inserts a commission unless its order already has one; answers the new row or undefined. */
export async function insertCommission(tx: Tx, row: typeof commissions.$inferInsert) {
  const [inserted] = await tx.insert(commissions).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The commission of an order, locked (`FOR UPDATE`), or undefined. */
export async function lockCommissionOfOrder(tx: Tx, orderId: string) {
  const [c] = await tx
    .select()
    .from(commissions)
    .where(eq(commissions.orderId, orderId))
    .for('update');
  return c;
}

/** Updates one commission's amounts and status. */
export async function updateCommission(
  tx: Tx,
  id: string,
  set: Partial<typeof commissions.$inferInsert>,
): Promise<void> {
  await tx.update(commissions).set(set).where(eq(commissions.id, id));
}

/** Paid-out money (the balance's `paid`) and what of it commissions already cover. */
export async function paidAndAllocated(tx: Tx, affiliateId: string) {
  const [row] = await queryRows<{ paid: number; allocated: number }>(
    tx,
    sql`select coalesce((select paid from affiliate_balances where user_id = ${affiliateId}), 0)::int as paid,
          coalesce((select sum(paid_amount) from commissions where affiliate_id = ${affiliateId}), 0)::int as allocated`,
  );
  return { paid: row?.paid ?? 0, allocated: row?.allocated ?? 0 };
}

/** An affiliate's released commissions with money still open, oldest first, locked. */
export function lockOpenCommissions(tx: Tx, affiliateId: string): Promise<CommissionRow[]> {
  return tx
    .select()
    .from(commissions)
    .where(
      and(
        eq(commissions.affiliateId, affiliateId),
        eq(commissions.status, 'available'),
        sql`${commissions.amount} - ${commissions.reversedAmount} - ${commissions.paidAmount} > 0`,
      ),
    )
    .orderBy(commissions.createdAt, commissions.id)
    .for('update');
}

/** Up to `limit` pending commissions whose hold ended, locked (others' locked rows skipped). */
export function lockDueCommissions(tx: Tx, now: Date, limit: number): Promise<CommissionRow[]> {
  return tx
    .select()
    .from(commissions)
    .where(and(eq(commissions.status, 'pending'), lte(commissions.availableAt, now)))
    .orderBy(commissions.availableAt, commissions.id)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** A page of an affiliate's commissions (newest first) with the referred member's name. */
export async function commissionPage(
  db: Db,
  affiliateId: string,
  q: { limit: number; page: number; status?: CommissionRow['status'] | undefined },
) {
  const where: SQL[] = [eq(commissions.affiliateId, affiliateId)];
  if (q.status) where.push(eq(commissions.status, q.status));
  const condition = and(...where);
  return paged(
    db,
    db
      .select({ c: commissions, name: users.name })
      .from(commissions)
      .innerJoin(users, eq(users.id, commissions.referredUserId))
      .where(condition)
      .orderBy(desc(commissions.createdAt), desc(commissions.id)),
    { table: commissions, where: condition },
    { limit: q.limit, offset: (q.page - 1) * q.limit },
  );
}

/** True when the user exists. */
export async function userExists(tx: Tx, userId: string): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(user);
}

/** An affiliate's rate override (basis points), its profile row locked; undefined: no row. */
export async function lockRateOverride(tx: Tx, userId: string) {
  const [before] = await tx
    .select({ rateBps: affiliateProfiles.rateBps })
    .from(affiliateProfiles)
    .where(eq(affiliateProfiles.userId, userId))
    .for('update');
  return before?.rateBps;
}

/** Sets (or with null clears) an affiliate's rate override. */
export async function upsertRateOverride(
  tx: Tx,
  userId: string,
  rateBps: number | null,
  now: Date,
): Promise<void> {
  await tx
    .insert(affiliateProfiles)
    .values({ userId, rateBps, updatedAt: now })
    .onConflictDoUpdate({ target: affiliateProfiles.userId, set: { rateBps, updatedAt: now } });
}
