import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { affiliateBalances, users, withdrawals } from '../../../db/schema';
import { paged, queryRows, type Tx } from '../../../db/sql';
import type { WithdrawalRow } from '../shared/model';

/**
 * Inserts a pending withdrawal; undefined when the user already has one (the partial unique
 * index on pending withdrawals).
 */
export async function insertPending(tx: Tx, row: typeof withdrawals.$inferInsert) {
  const [w] = await tx.insert(withdrawals).values(row).onConflictDoNothing().returning();
  return w;
}

/**
 * Locks the user's balance row when its `available` covers `amount` (a guarded update);
 * false otherwise. A concurrent request re-checks `available` after the holder commits.
 */
export async function lockBalanceCovering(tx: Tx, userId: string, amount: number) {
  const [locked] = await tx
    .update(affiliateBalances)
    .set({ updatedAt: new Date() })
    .where(
      and(eq(affiliateBalances.userId, userId), sql`${affiliateBalances.available} >= ${amount}`),
    )
    .returning({ userId: affiliateBalances.userId });
  return Boolean(locked);
}

/** A withdrawal locked (`FOR UPDATE`), optionally only when `userId` owns it. */
export async function lockWithdrawal(tx: Tx, id: string, userId?: string) {
  const [w] = await tx
    .select()
    .from(withdrawals)
    .where(
      userId ? and(eq(withdrawals.id, id), eq(withdrawals.userId, userId)) : eq(withdrawals.id, id),
    )
    .for('update');
  return w;
}

/** Updates a withdrawal; answers the updated row. */
export async function updateWithdrawal(
  tx: Tx,
  id: string,
  set: Partial<typeof withdrawals.$inferInsert>,
): Promise<WithdrawalRow | undefined> {
  const [next] = await tx.update(withdrawals).set(set).where(eq(withdrawals.id, id)).returning();
  return next;
}

/** Ends a started payout of a withdrawal still approved (a refusal came back). */
export async function clearPayoutStart(tx: Tx, id: string): Promise<void> {
  await tx
    .update(withdrawals)
    .set({ payoutStartedAt: null })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'approved')));
}

/**
 * Claims the oldest approved withdrawal whose payout started at or before `cutoff`
 * (`FOR UPDATE SKIP LOCKED`), moving its start to `now` as a lease; answers it or undefined.
 */
export async function claimStartedPayout(db: Db, now: Date, cutoff: Date) {
  const [w] = await queryRows<{ id: string }>(
    db,
    sql`update withdrawals set payout_started_at = ${now}
      where id = (
        select id from withdrawals
        where status = 'approved' and payout_started_at is not null
          and payout_started_at <= ${cutoff}
        order by payout_started_at, id
        limit 1
        for update skip locked
      )
      returning id`,
  );
  if (!w) return undefined;
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
  return row ?? null;
}

/** A page of withdrawals with their requesters, and how many match. */
export async function withdrawalPage(
  db: Db,
  q: {
    limit: number;
    page: number;
    userId?: string | undefined;
    status?: WithdrawalRow['status'] | undefined;
    oldestFirst: boolean;
  },
) {
  const where: SQL[] = [];
  if (q.userId) where.push(eq(withdrawals.userId, q.userId));
  if (q.status) where.push(eq(withdrawals.status, q.status));
  const condition = where.length ? and(...where) : undefined;
  return paged(
    db,
    db
      .select({ w: withdrawals, u: { id: users.id, name: users.name, email: users.email } })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(condition)
      .orderBy(
        ...(q.oldestFirst
          ? [asc(withdrawals.createdAt), asc(withdrawals.id)]
          : [desc(withdrawals.createdAt), desc(withdrawals.id)]),
      ),
    { table: withdrawals, where: condition },
    { limit: q.limit, offset: (q.page - 1) * q.limit },
  );
}
