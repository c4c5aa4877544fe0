import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql';
import { orders, plans, subscriptions } from '../../db/schema';
import { purgeIdempotencyKeys } from '../../lib/idempotency';
import type { Affiliates } from '../affiliates';
import { addInterval } from '../../lib/billing-period';
import type { PaymentsService } from '../payments/payments.service';
import { type OrdersReconciled, reconcileOrders } from '../payments/reconcile';
import type { SubscriptionsService } from './subscriptions.service';

/** How long a runner owns a claimed subscription before another may retry it. */
const LEASE_MS = 5 * 60_000;

/** What one run did. */
export interface RenewalReport {
  renewed: number;
  failed: number;
  canceled: number;
  /** Orders left `processing` past the grace period, settled this run. */
  reconciledOrders: OrdersReconciled;
  /** Payouts started and never answered past the grace period, settled this run. */
  reconciledPayouts: { paid: number; refused: number; unknown: number };
}

/** Options of {@link runRenewals}. */
export interface RenewalOptions {
  /** The clock of this run (tests move it). */
  now?: Date;
  /** Most subscriptions renewed (and orders, payouts reconciled) in one run. */
  limit?: number;
  /** Where started payouts are finished (omitted: payouts are not reconciled). */
  affiliates?: Pick<Affiliates, 'reconcilePayouts'>;
}

/**
 * One pass of the runner (as of `now`, injectable). First reconciles what lost its outcome
 * for longer than RECONCILE_AFTER_MS: orders left `processing` ({@link reconcileOrders}) and
 * payouts started and never answered (`affiliates.reconcilePayouts`). Then renews every
 * subscription whose period has ended: cancels those set to end, otherwise charges the
 * renewal card; a decline marks it `past_due`.
 * Safe with several runners: each subscription, order or withdrawal is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease; the renewal order is unique per period and the
 * charge's idempotency key is per period, so a subscription is charged once per period
 * whoever runs it.
 */
export async function runRenewals(
  payments: PaymentsService,
  subs: SubscriptionsService,
  options: RenewalOptions = {},
): Promise<RenewalReport> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 500;
  const runner = randomUUID();
  const { db } = payments;
  const graceMs = payments.config.payments.reconcileAfterMs;
  const report: RenewalReport = {
    renewed: 0,
    failed: 0,
    canceled: 0,
    reconciledOrders: await reconcileOrders(payments, { now, graceMs, limit }),
    reconciledPayouts: (await options.affiliates?.reconcilePayouts(now, graceMs, limit)) ?? {
      paid: 0,
      refused: 0,
      unknown: 0,
    },
  };
  for (let i = 0; i < limit; i += 1) {
    const [claimed] = await queryRows<{ id: string }>(
      db,
      sql`update subscriptions set renewal_claimed_until = ${new Date(now.getTime() + LEASE_MS)}
        where id = (
          select id from subscriptions
          where (status in ('active', 'trialing') or (status = 'past_due' and cancel_at_period_end))
            and current_period_end <= ${now}
            and (renewal_claimed_until is null or renewal_claimed_until < ${now})
          order by current_period_end, id
          limit 1
          for update skip locked
        )
        returning id`,
    );
    if (!claimed) break;
    let outcome: Outcome | 'in_flight' | null = null;
    try {
      outcome = await renewOne(payments, subs, claimed.id, now, runner);
      if (outcome !== 'in_flight') report[outcome] += 1;
    } finally {
      // A renewal whose charge is in flight keeps its lease (not taken again this run); a
      // failed one is released, to be retried by the next pass.
      if (outcome !== 'in_flight') {
        await db
          .update(subscriptions)
          .set({ renewalClaimedUntil: null })
          .where(eq(subscriptions.id, claimed.id));
      }
    }
  }
  // Paid orders that could not apply and whose refund failed earlier: try again (idempotent).
  await payments.retryUnfulfilledRefunds();
  await purgeIdempotencyKeys(db, now);
  return report;
}

/** What renewing one subscription did. */
type Outcome = 'renewed' | 'failed' | 'canceled';

/**
 * Renews one claimed subscription; `in_flight` when its renewal's charge is still
 * `processing` (another runner's, or one whose answer was lost: the reconciler settles it).
 */
async function renewOne(
  payments: PaymentsService,
  subs: SubscriptionsService,
  id: string,
  now: Date,
  runner: string,
): Promise<Outcome | 'in_flight'> {
  const { db } = payments;
  const sub = await subs.reload(id);
  if (sub.cancelAtPeriodEnd) {
    await db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: sub.currentPeriodEnd, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    payments.tokens.invalidateUser(sub.userId);
    return 'canceled';
  }
  const [plan] = await db
    .select()
    .from(plans)
    .where(eq(plans.id, sub.scheduledPlanId ?? sub.planId));
  if (!plan) throw new Error('renewal plan missing');
  const periodStart = sub.currentPeriodEnd;
  const periodEnd = addInterval(periodStart, plan.interval);
  const renewalKey = `${sub.id}:${periodStart.toISOString()}`;
  await db
    .insert(orders)
    .values({
      id: randomUUID(),
      userId: sub.userId,
      purpose: 'renewal',
      planId: plan.id,
      subscriptionId: sub.id,
      amount: plan.amount,
      currency: plan.currency,
      status: 'requires_payment_method',
      renewalKey,
      data: {
        planId: plan.id,
        periodStart: periodStart.toISOString(),
        periodEnd: periodEnd.toISOString(),
        runner,
      },
    })
    .onConflictDoNothing();
  const [order] = await db.select().from(orders).where(eq(orders.renewalKey, renewalKey));
  if (!order) throw new Error('renewal order missing');
  if (order.status === 'succeeded') return 'renewed';
  if (order.status === 'processing') return 'in_flight';
  const card = await subs.renewalCard(sub);
  if (!card) {
    await db
      .update(orders)
      .set({
        status: 'failed',
        lastError: { code: 'no_payment_method', message: 'No card to charge' },
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'requires_payment_method')));
    await db
      .update(subscriptions)
      .set({ status: 'past_due', updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    payments.tokens.invalidateUser(sub.userId);
    return 'failed';
  }
  const customerId = await payments.customerFor(sub.userId);
  const outcome = await payments.chargeOrder(
    order,
    customerId,
    { ...card, cardId: card.id },
    `renewal:${renewalKey}`,
  );
  return outcome.ok ? 'renewed' : 'failed';
}

/** Starts the in-process runner (every `intervalMs`); returns its stop function. */
export function startRenewalRunner(
  payments: PaymentsService,
  subs: SubscriptionsService,
  intervalMs: number,
  onError: (error: unknown) => void,
  /** Also run on every tick (after renewals): e.g. releasing held affiliate commissions. */
  alsoRun?: () => Promise<unknown>,
  /** Options of every pass (e.g. `affiliates`, whose started payouts are reconciled). */
  options: Omit<RenewalOptions, 'now'> = {},
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runRenewals(payments, subs, options)
      .then(() => alsoRun?.())
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
