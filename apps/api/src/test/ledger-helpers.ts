import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { orders, users } from '../db/schema';
import { newId } from '../lib/ids';
import type { TestContext } from './helpers';

/**
 * Gives a user about `amount` of available earnings the real way: a referred member's paid
 * order (sized for the default rate) books a commission, released after its hold (unless
 * `release` is false: then it stays pending).
 */
export async function grant(
  t: TestContext,
  userId: string,
  amount: number,
  now = new Date(),
  release = true,
) {
  const member = await t.createUser();
  await t.database.db.update(users).set({ referredBy: userId }).where(eq(users.id, member.id));
  const rate = t.config.affiliates.rateBps;
  const orderAmount = Math.ceil((amount * 10_000) / rate);
  const [order] = await t.database.db
    .insert(orders)
    .values({
      id: newId(),
      userId: member.id,
      purpose: 'subscription_create',
      amount: orderAmount,
      currency: 'usd',
      status: 'succeeded',
      paidAt: now,
    })
    .returning();
  if (!order) throw new Error('order missing');
  await t.database.db.transaction((tx) => t.app.money.affiliates.onOrderPaid(tx, order, now));
  if (!release) return { member, order };
  await t.app.money.affiliates.releaseHeldCommissions(
    new Date(now.getTime() + (t.config.affiliates.holdDays + 1) * 86_400_000),
  );
  return { member, order };
}

/**
 * Ledger invariants; returns what is broken (empty when all hold): every posting sums to
 * zero, every balance row equals the sum of its accounts, no held amount is negative,
 * held equals the pending and approved withdrawals, and commissions reconcile with the
 * pending and earned entries.
 */
export async function checkLedger(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ tx_id: string; s: number }>(
    db,
    sql`select tx_id, sum(amount)::int as s from ledger_entries group by tx_id having sum(amount) <> 0`,
  );
  for (const u of unbalanced) problems.push(`posting ${u.tx_id} sums to ${u.s}`);
  const mismatched = await queryRows<Record<string, unknown>>(
    db,
    sql`with l as (
          select user_id,
            coalesce(sum(amount) filter (where account = 'affiliate:pending'), 0)::int as pending,
            coalesce(sum(amount) filter (where account = 'affiliate:available'), 0)::int as available,
            coalesce(sum(amount) filter (where account = 'affiliate:held'), 0)::int as held,
            coalesce(sum(amount) filter (where account = 'affiliate:paid'), 0)::int as paid
          from ledger_entries where user_id is not null group by user_id
        ), w as (
          select user_id,
            coalesce(sum(amount) filter (where status in ('pending', 'approved')), 0)::int as held,
            coalesce(sum(amount) filter (where status = 'paid'), 0)::int as paid
          from withdrawals group by user_id
        ), c as (
          select affiliate_id as user_id,
            coalesce(sum(amount) filter (where status = 'pending'), 0)::int as pending
          from commissions group by affiliate_id
        )
        select b.user_id, b.pending, b.available, b.held, b.paid,
          l.pending as l_pending, l.available as l_available, l.held as l_held, l.paid as l_paid,
          coalesce(w.held, 0) as w_held, coalesce(w.paid, 0) as w_paid, coalesce(c.pending, 0) as c_pending
        from affiliate_balances b
        left join l on l.user_id = b.user_id
        left join w on w.user_id = b.user_id
        left join c on c.user_id = b.user_id
        where b.pending <> coalesce(l.pending, 0) or b.available <> coalesce(l.available, 0)
          or b.held <> coalesce(l.held, 0) or b.paid <> coalesce(l.paid, 0)
          or b.held < 0 or b.pending < 0
          or b.held <> coalesce(w.held, 0) or b.paid <> coalesce(w.paid, 0)
          or b.pending <> coalesce(c.pending, 0)`,
  );
  for (const m of mismatched) problems.push(`balance ${JSON.stringify(m)}`);
  return problems;
}
