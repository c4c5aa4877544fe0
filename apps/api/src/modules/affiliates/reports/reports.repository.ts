import { and, count, desc, eq, inArray, like, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  adminAuditLog,
  affiliateClicks,
  commissions,
  users,
  withdrawals,
} from '../../../db/schema';
import { paged, queryRows } from '../../../db/sql';

/** A user's referral code, or undefined when there is no such user. */
export async function referralCodeOf(db: Db, userId: string): Promise<string | undefined> {
  const [me] = await db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, userId));
  return me?.code;
}

/** How many clicks an affiliate's referral link got. */
export async function clickCount(db: Db, affiliateId: string): Promise<number> {
  const [clicks] = await db
    .select({ n: count() })
    .from(affiliateClicks)
    .where(eq(affiliateClicks.affiliateId, affiliateId));
  return clicks?.n ?? 0;
}

/** The referral funnel: sign-ups, those who paid once, those with a live subscription. */
export async function funnel(db: Db, affiliateId: string) {
  const [row] = await queryRows<{ signups: number; conversions: number; active: number }>(
    db,
    sql`select count(*)::int as signups,
          count(*) filter (where exists (select 1 from orders o where o.user_id = u.id
            and o.status in ('succeeded', 'refunded')))::int as conversions,
          count(*) filter (where exists (select 1 from subscriptions s where s.user_id = u.id
            and s.status in ('active', 'trialing', 'past_due')))::int as active
        from users u where u.referred_by = ${affiliateId}`,
  );
  return {
    signups: row?.signups ?? 0,
    conversions: row?.conversions ?? 0,
    active: row?.active ?? 0,
  };
}

/** Lifetime earnings: every commission net of what refunds clawed back. */
export async function lifetimeEarnings(db: Db, affiliateId: string): Promise<number> {
  const [earned] = await db
    .select({
      n: sql<number>`coalesce(sum(${commissions.amount} - ${commissions.reversedAmount}), 0)::int`,
    })
    .from(commissions)
    .where(eq(commissions.affiliateId, affiliateId));
  return earned?.n ?? 0;
}

/** Count and total of the withdrawals waiting in the payouts queue, by status. */
export function payoutsQueueTotals(db: Db) {
  return db
    .select({ status: withdrawals.status, n: count(), amount: sum(withdrawals.amount) })
    .from(withdrawals)
    .where(inArray(withdrawals.status, ['pending', 'approved']))
    .groupBy(withdrawals.status);
}

/**
 * A page of the admin audit log (newest first) with the actors, and how many match. `action`
 * without a dot matches the family (`trade` → `trade.published`, `trade.closed`…).
 */
export async function auditPage(
  db: Db,
  q: { limit: number; page: number; actorId?: string | undefined; action?: string | undefined },
) {
  const where: SQL[] = [];
  if (q.actorId) where.push(eq(adminAuditLog.actorId, q.actorId));
  if (q.action) {
    const family = q.action.includes('.') ? null : `${q.action}.%`;
    const match = family
      ? or(eq(adminAuditLog.action, q.action), like(adminAuditLog.action, family))
      : eq(adminAuditLog.action, q.action);
    if (match) where.push(match);
  }
  const condition = where.length ? and(...where) : undefined;
  return paged(
    db,
    db
      .select({ a: adminAuditLog, actor: { id: users.id, name: users.name, email: users.email } })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorId))
      .where(condition)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id)),
    { table: adminAuditLog, where: condition },
    { limit: q.limit, offset: (q.page - 1) * q.limit },
  );
}
