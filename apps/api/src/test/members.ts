import type { Db } from '../db/client';
import { plans, subscriptions } from '../db/schema';
import { newId } from '../lib/ids';

/**
 * Gives `userId` an active subscription to a plan of its own (a member) for 30 days; answers
 * the plan's and the subscription's ids.
 */
export async function makeMember(
  db: Db,
  userId: string,
): Promise<{ planId: string; subscriptionId: string }> {
  const planId = newId();
  const subscriptionId = newId();
  await db.insert(plans).values({
    id: planId,
    name: 'Pro',
    slug: `pro-${planId}`,
    amount: 4900,
    interval: 'month',
  });
  await db.insert(subscriptions).values({
    id: subscriptionId,
    userId,
    planId,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  return { planId, subscriptionId };
}
