import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql';
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
 * zero, every balance row equals the sum of its accounts, no held or pending amount is
 * negative, held equals the pending and approved withdrawals, paid equals the paid ones, and
 * commissions reconcile: pending = their net pending amounts; available + held + (paid − the
 * paid amounts allocated to commissions) = the released commissions' open amounts (what is
 * neither reversed nor paid), so a negative available balance is exactly paid-out money no
 * commission covers (a clawback debt); such money is never left unallocated while a
 * commission is open; and every commission's status agrees with its amounts.
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
            coalesce(sum(amount - reversed_amount) filter (where status = 'pending'), 0)::int as pending,
            coalesce(sum(amount - reversed_amount - paid_amount)
              filter (where status in ('available', 'paid')), 0)::int as open,
            coalesce(sum(paid_amount), 0)::int as allocated
          from commissions group by affiliate_id
        )
        select b.user_id, b.pending, b.available, b.held, b.paid,
          l.pending as l_pending, l.available as l_available, l.held as l_held, l.paid as l_paid,
          coalesce(w.held, 0) as w_held, coalesce(w.paid, 0) as w_paid, coalesce(c.pending, 0) as c_pending,
          coalesce(c.open, 0) as c_open, coalesce(c.allocated, 0) as c_allocated
        from affiliate_balances b
        left join l on l.user_id = b.user_id
        left join w on w.user_id = b.user_id
        left join c on c.user_id = b.user_id
        where b.pending <> coalesce(l.pending, 0) or b.available <> coalesce(l.available, 0)
          or b.held <> coalesce(l.held, 0) or b.paid <> coalesce(l.paid, 0)
          or b.held < 0 or b.pending < 0
          or b.held <> coalesce(w.held, 0) or b.paid <> coalesce(w.paid, 0)
          or b.pending <> coalesce(c.pending, 0)
          or b.paid < coalesce(c.allocated, 0)
          or b.available + b.held + b.paid - coalesce(c.allocated, 0) <> coalesce(c.open, 0)
          or least(b.paid - coalesce(c.allocated, 0), coalesce(c.open, 0)) > 0`,
  );
  for (const m of mismatched) problems.push(`balance ${JSON.stringify(m)}`);
  const commissionsOff = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, status, amount, reversed_amount, paid_amount from commissions
        where reversed_amount < 0 or paid_amount < 0
          or reversed_amount + paid_amount > amount
          or (status = 'pending' and (paid_amount <> 0 or reversed_amount >= amount))
          or (status = 'reversed' and (reversed_amount <> amount or paid_amount <> 0))
          or (status = 'paid' and (paid_amount = 0 or paid_amount <> amount - reversed_amount))
          or (status = 'available' and paid_amount >= amount - reversed_amount)`,
  );
  for (const c of commissionsOff) problems.push(`commission ${JSON.stringify(c)}`);
  return problems;
}
