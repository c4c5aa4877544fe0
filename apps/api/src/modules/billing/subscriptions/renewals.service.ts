import { randomUUID } from 'node:crypto';
import { addInterval } from '../../../lib/billing-period';
import { HttpError } from '../../../lib/errors';
import type { CardsService } from '../cards';
import type { CheckoutService } from '../checkout';
import {
  type OrdersRepository,
  PAYMENT_ACTION_PENDING,
  PAYMENT_IN_FLIGHT,
  type PlansRepository,
  type SessionInvalidator,
  type SubscriptionsRepository,
} from '../shared';
import type { SubscriptionsService } from './subscriptions.service';

/** How long a runner owns a claimed subscription before another may retry it. */
const LEASE_MS = 5 * 60_000;

/** What one renewal pass did. */
export interface Renewed {
  renewed: number;
  failed: number;
  canceled: number;
  /** Charges the member's bank wants confirmed: past due with access for the grace period. */
  awaitingConfirmation: number;
}

/** What renewing one subscription did. */
type Outcome = keyof Renewed;

/** What {@link RenewalsService} is built from. */
export interface RenewalsDeps {
  subscriptions: SubscriptionsRepository;
  orders: OrdersRepository;
  plans: PlansRepository;
  lifecycle: Pick<SubscriptionsService, 'reload' | 'renewalCard'>;
  cards: Pick<CardsService, 'customerFor'>;
  checkout: Pick<CheckoutService, 'chargeOrder'>;
  tokens: SessionInvalidator;
}

/**
 * Renews every subscription whose period has ended: cancels those set to end, otherwise
 * charges the renewal card; a decline (or no card) marks it `past_due`.
 * Safe with several runners: each subscription is claimed with `FOR UPDATE SKIP LOCKED` and a
 * lease; the renewal order is unique per period and the charge's idempotency key is per
 * period, so a subscription is charged once per period whoever runs it.
 */
export class RenewalsService {
  constructor(private readonly deps: RenewalsDeps) {}

  /** One pass as of `now` (injectable), over at most `limit` subscriptions. */
  async run(options: { now?: Date; limit?: number } = {}): Promise<Renewed> {
    const { subscriptions } = this.deps;
    const now = options.now ?? new Date();
    const limit = options.limit ?? 500;
    const runner = randomUUID();
    const report: Renewed = { renewed: 0, failed: 0, canceled: 0, awaitingConfirmation: 0 };
    for (let i = 0; i < limit; i += 1) {
      const claimed = await subscriptions.claimDue(now, LEASE_MS);
      if (!claimed) break;
      let outcome: Outcome | 'in_flight' | 'deferred' | null = null;
      try {
        outcome = await this.renewOne(claimed.id, now, runner);
        if (outcome !== 'in_flight' && outcome !== 'deferred') report[outcome] += 1;
      } finally {
        // A renewal whose charge (or another payment of its subscription) is in flight keeps
        // its lease (not taken again until it lapses); a failed one is released, to be retried
        // by the next pass.
        if (outcome !== 'in_flight' && outcome !== 'deferred') {
          await subscriptions.releaseClaim(claimed.id);
        }
      }
    }
    return report;
  }

  /**
   * Renews one claimed subscription; `in_flight` when its renewal's charge is still
   * `processing` (another runner's, or one whose answer was lost: the reconciler settles it);
   * `deferred` when another payment of the subscription is (retried once its lease lapses).
   */
  private async renewOne(
    id: string,
    now: Date,
    runner: string,
  ): Promise<Outcome | 'in_flight' | 'deferred'> {
    const { subscriptions, orders, plans, lifecycle, tokens } = this.deps;
    const sub = await lifecycle.reload(id);
    if (sub.cancelAtPeriodEnd) {
      await subscriptions.update(sub.id, {
        status: 'canceled',
        canceledAt: sub.currentPeriodEnd,
        updatedAt: now,
      });
      tokens.invalidateUser(sub.userId);
      return 'canceled';
    }
    const plan = await plans.byId(sub.scheduledPlanId ?? sub.planId);
    if (!plan) throw new Error('renewal plan missing');
    const periodStart = sub.currentPeriodEnd;
    const periodEnd = addInterval(periodStart, plan.interval);
    const renewalKey = `${sub.id}:${periodStart.toISOString()}`;
    const order = await orders.upsertRenewal({
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
    });
    if (order.status === 'succeeded') return 'renewed';
    if (order.status === 'processing') return 'in_flight';
    if (order.status === 'requires_action') return 'awaitingConfirmation';
    const card = await lifecycle.renewalCard(sub);
    if (!card) {
      await orders.failNoCard(order.id, now);
      await subscriptions.update(sub.id, { status: 'past_due', updatedAt: now });
      tokens.invalidateUser(sub.userId);
      return 'failed';
    }
    const customerId = await this.deps.cards.customerFor(sub.userId);
    try {
      const outcome = await this.deps.checkout.chargeOrder(
        order,
        customerId,
        { ...card, cardId: card.id },
        `renewal:${renewalKey}`,
        // The member is not here: a bank challenge waits for them (banner and e-mail).
        { offSession: true },
      );
      if (!outcome.ok) return 'failed';
      return outcome.order.status === 'requires_action' ? 'awaitingConfirmation' : 'renewed';
    } catch (error) {
      // Another payment of this subscription is in flight (a plan change), or waits for its
      // member's confirmation: the next pass renews it, once that payment has settled.
      if (
        error instanceof HttpError &&
        (error.message === PAYMENT_IN_FLIGHT || error.message === PAYMENT_ACTION_PENDING)
      ) {
        return 'deferred';
      }
      throw error;
    }
  }
}
