import { and, asc, count, eq, like } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  affiliateClicks,
  commissions,
  orders,
  plans,
  subscriptions,
  users,
  withdrawals,
} from '../../db/schema';
import { newId } from '../../lib/ids';
import { createPaymentProvider } from '../../providers';
import { COMMUNITY_DOMAIN } from '../../lib/demo-data';
import { addInterval } from '../../lib/billing-period';
import { createAffiliates } from './affiliates.factory';

const DAY = 86_400_000;

/**
 * Demo affiliate data for the demo member: 14 referred community members (6 paying monthly
 * for up to five months, 4 of them still subscribed), 180 link clicks, commissions in every
 * state (pending, available, paid — the paid withdrawal is allocated to the oldest ones —,
 * reversed after a refund, and one partly reversed after a half refund), and a withdrawal
 * history (paid through the sandbox provider, rejected, and one pending in the admin payouts
 * queue). Booked through the real ledger.
 * Does nothing when the member already has commissions.
 */
export async function seedDemoAffiliates(
  db: Db,
  config: Config,
  memberId: string,
  adminId: string,
  now = new Date(),
): Promise<boolean> {
  const [has] = await db
    .select({ n: count() })
    .from(commissions)
    .where(eq(commissions.affiliateId, memberId));
  if ((has?.n ?? 0) > 0) return false;
  const [plan] = await db.select().from(plans).where(eq(plans.slug, 'pro-monthly'));
  if (!plan) return false;
  const referred = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${COMMUNITY_DOMAIN}`))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(14);
  if (referred.length < 14) return false;
  const affiliates = createAffiliates({
    db,
    config,
    provider: createPaymentProvider(config, db),
  });
  await db.insert(affiliateClicks).values(
    Array.from({ length: 180 }, (_, i) => ({
      affiliateId: memberId,
      createdAt: new Date(now.getTime() - ((i * 7) % 150) * DAY),
    })),
  );
  for (const [i, r] of referred.entries()) {
    await db
      .update(users)
      .set({ referredBy: memberId, createdAt: new Date(now.getTime() - (160 - i * 9) * DAY) })
      .where(eq(users.id, r.id));
  }
  // Six paying members: months paid (newest payment 3 + i*4 days ago).
  const payers = referred.slice(0, 6);
  const months = [5, 4, 4, 3, 2, 1];
  const paidOrders: string[] = [];
  for (const [i, r] of payers.entries()) {
    const n = months[i] ?? 1;
    const last = new Date(now.getTime() - (3 + i * 4) * DAY);
    for (let k = n - 1; k >= 0; k -= 1) {
      const paidAt = addInterval(last, 'month', -k);
      const [order] = await db
        .insert(orders)
        .values({
          id: newId(),
          userId: r.id,
          purpose: k === n - 1 ? 'subscription_create' : 'renewal',
          planId: plan.id,
          amount: plan.amount,
          currency: plan.currency,
          status: 'succeeded',
          attempts: 1,
          paidAt,
          createdAt: paidAt,
        })
        .returning();
      if (!order) continue;
      paidOrders.push(order.id);
      await db.transaction((tx) => affiliates.onOrderPaid(tx, order, paidAt));
    }
    if (i < 4) {
      await db.insert(subscriptions).values({
        id: newId(),
        userId: r.id,
        planId: plan.id,
        status: 'active',
        currentPeriodStart: last,
        currentPeriodEnd: addInterval(last, 'month'),
      });
    }
  }
  await affiliates.releaseHeldCommissions(now);
  // One refunded payment (its commission is clawed back) and one half refunded (in proportion).
  for (const [orderId, share] of [
    [paidOrders[1], 1],
    [paidOrders[7], 0.5],
  ] as const) {
    if (!orderId) continue;
    await db.transaction(async (tx) => {
      const refundedAmount = Math.round(plan.amount * share);
      await tx
        .update(orders)
        .set({ refundedAmount, ...(share === 1 ? { status: 'refunded' as const } : {}) })
        .where(eq(orders.id, orderId));
      await affiliates.onOrderRefunded(tx, orderId, refundedAmount, now);
    });
  }
  // Withdrawal history: paid, rejected, and one waiting in the payouts queue.
  const history: [number, 'paypal' | 'bank_transfer' | 'usdt', string, string[], number][] = [
    [20_000, 'paypal', 'demo.member@paypal.example', ['approved', 'paid'], 60],
    [5000, 'usdt', 'TQ4zWr7demoWalletAddress', ['rejected'], 25],
    [6000, 'bank_transfer', 'DE89 3704 0044 0532 0130 00', [], 2],
  ];
  for (const [amount, method, destination, steps, daysAgo] of history) {
    const { withdrawal } = await affiliates.withdrawals.withdraw(memberId, {
      amount,
      method,
      destination,
    });
    for (const status of steps) {
      await affiliates.withdrawals.adminUpdate(adminId, withdrawal.id, {
        status: status as 'approved',
        ...(status === 'rejected' ? { note: 'Wallet address could not be verified' } : {}),
      });
    }
    const at = new Date(now.getTime() - daysAgo * DAY);
    await db
      .update(withdrawals)
      .set({ createdAt: at, updatedAt: at })
      .where(and(eq(withdrawals.id, withdrawal.id), eq(withdrawals.userId, memberId)));
  }
  return true;
}
