import type { Db } from '../../../db/client';
import { HttpError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { CardsService } from '../cards';
import type { CheckoutService } from '../checkout';
import {
  type CardRow,
  type CardsRepository,
  type ChargeOutcome,
  chargeRecord,
  LIVE,
  type OrdersRepository,
  type PlansRepository,
  type SessionInvalidator,
  type SubscribeGuard,
  type SubscriptionRow,
  type SubscriptionsRepository,
  unfulfilledError,
} from '../shared';
import { previewPlanChange } from './plan-change';

/** 409 message for a trial with a card that already had one (on any account). */
export const CARD_HAD_TRIAL =
  'This card has already been used for a free trial: choose another card to start yours';

/** What {@link SubscriptionsService} is built from. */
export interface SubscriptionsDeps {
  db: Db;
  subscriptions: SubscriptionsRepository;
  orders: OrdersRepository;
  plans: PlansRepository;
  cardRows: CardsRepository;
  guard: SubscribeGuard;
  cards: Pick<CardsService, 'customerFor' | 'ownCard'>;
  checkout: Pick<CheckoutService, 'chargeOrder' | 'chargeClaimed'>;
  tokens: SessionInvalidator;
}

/** The subscription lifecycle: subscribing, changing plan, card or cancellation, ending. */
export class SubscriptionsService {
  constructor(private readonly deps: SubscriptionsDeps) {}

  /** A subscription the caller may see (own; admin: any), or 404. */
  async visible(userId: string, isAdmin: boolean, id: string): Promise<SubscriptionRow> {
    const row = await this.deps.subscriptions.visible(isAdmin ? null : userId, id);
    if (!row) throw notFound('Subscription not found');
    return row;
  }

  /** Subscriptions newest first (`userId` omitted: everyone's). */
  async list(filter: { userId?: string; status?: SubscriptionRow['status']; limit: number }) {
    return this.deps.subscriptions.list(filter);
  }

  /**
   * POST /subscriptions: charges the card now (or starts the plan's trial on a member's first
   * subscription, once per card: 409 for a card that already had one) →
   * `{subscription, order}`; a decline leaves it `incomplete`.
   * At most one live subscription per user: under the per-user lock, a live one (or another
   * payment for a new one in flight) answers 409 before any charge, and the new subscription
   * and its order, already claimed (`processing`), are recorded before the lock is released —
   * so of concurrent requests (whatever their Idempotency-Keys) exactly one reaches the provider.
   */
  async create(userId: string, planId: string, cardId: string, now = new Date()) {
    const { plans, cards, guard, subscriptions, orders } = this.deps;
    const plan = await plans.active(planId);
    const card = await cards.ownCard(userId, cardId);
    // The provider customer before the lock (nothing slow is done while holding it).
    const customerId = await cards.customerFor(userId);
    const { id, order, trial } = await this.deps.db.transaction(async (tx) => {
      await guard.lock(tx, userId);
      const blocked = await guard.blocker(tx, userId);
      if (blocked) throw blocked;
      const previous = await subscriptions.statusesOf(tx, userId);
      // An abandoned first attempt (its payment not in flight: checked above) is replaced.
      const stale = previous.filter((p) => p.status === 'incomplete').map((p) => p.id);
      if (stale.length) await subscriptions.cancelIncomplete(tx, userId, now, stale);
      // One free trial per person: a member who had any subscription (a trial included) pays.
      const hadOne = previous.some((p) => p.status !== 'incomplete');
      const trial = plan.trialDays > 0 && !hadOne;
      const id = newId();
      // One free trial per card, whoever's account it is on (by the provider's fingerprint):
      // refused before anything is recorded, so the checkout's "due today" stays true.
      if (trial && !(await subscriptions.claimTrial(tx, card, userId, id, now))) {
        throw new HttpError(409, CARD_HAD_TRIAL, [
          { field: 'cardId', message: 'has already had a free trial' },
        ]);
      }
      await subscriptions.insert(tx, {
        id,
        userId,
        planId: plan.id,
        status: trial ? 'trialing' : 'incomplete',
        currentPeriodStart: now,
        currentPeriodEnd: trial ? new Date(now.getTime() + plan.trialDays * 86_400_000) : now,
        defaultCardId: card.id,
      });
      const orderId = newId();
      const order = await orders.insert(
        {
          id: orderId,
          userId,
          purpose: 'subscription_create',
          planId: plan.id,
          subscriptionId: id,
          amount: trial ? 0 : plan.amount,
          currency: plan.currency,
          // The charge of its first attempt, recorded before the provider is asked (the
          // reconciler repeats it if the answer is lost).
          data: trial
            ? { planId: plan.id }
            : {
                planId: plan.id,
                charge: chargeRecord(orderId, 1, customerId, card.paymentMethodId),
              },
          cardId: card.id,
          cardBrand: card.brand,
          cardLast4: card.last4,
          // A trial charges nothing now (the card is charged at its end); otherwise the
          // order is claimed for its first attempt here, inside the lock.
          ...(trial ? { status: 'succeeded', paidAt: now } : { status: 'processing', attempts: 1 }),
        },
        tx,
      );
      return { id, order, trial };
    });
    const outcome: ChargeOutcome = trial
      ? { ok: true, order }
      : await this.deps.checkout.chargeClaimed(order, customerId, card);
    this.deps.tokens.invalidateUser(userId);
    // Paid, but the subscription ended meanwhile (refunded): say so rather than 201.
    const refunded = outcome.ok ? unfulfilledError(outcome.order) : null;
    if (refunded) throw refunded;
    const sub = await subscriptions.byId(id);
    return { outcome, subscription: sub as SubscriptionRow };
  }

  /** GET /subscriptions/:id/preview. */
  async preview(sub: SubscriptionRow, planId: string, now = new Date()) {
    const { plans } = this.deps;
    const [current, next] = await Promise.all([plans.get(sub.planId), plans.active(planId)]);
    return previewPlanChange(sub, current, next, now);
  }

  /**
   * PATCH {planId}: upgrade now (prorated charge of the default card) or downgrade at renewal.
   * Choosing the current plan drops a scheduled downgrade.
   */
  async changePlan(
    sub: SubscriptionRow,
    planId: string,
    now = new Date(),
  ): Promise<{ ok: true } | { ok: false; outcome: ChargeOutcome }> {
    const { plans, subscriptions } = this.deps;
    if (sub.status !== 'active' && sub.status !== 'trialing') {
      throw new HttpError(409, 'Only an active subscription can change plan');
    }
    if (planId === sub.planId) {
      await subscriptions.update(sub.id, { scheduledPlanId: null, updatedAt: now });
      return { ok: true };
    }
    const [current, next] = await Promise.all([plans.get(sub.planId), plans.active(planId)]);
    const p = previewPlanChange(sub, current, next, now);
    if (p.effective === 'renewal') {
      await subscriptions.update(sub.id, { scheduledPlanId: next.id, updatedAt: now });
      return { ok: true };
    }
    if (p.amountDue === 0) {
      await subscriptions.update(sub.id, {
        planId: next.id,
        scheduledPlanId: null,
        currentPeriodStart: new Date(p.periodStart),
        currentPeriodEnd: new Date(p.periodEnd),
        updatedAt: now,
      });
      return { ok: true };
    }
    const card = await this.renewalCard(sub);
    if (!card) throw new HttpError(409, 'Add a card before upgrading');
    const order = await this.deps.orders.insert({
      userId: sub.userId,
      purpose: 'upgrade',
      planId: next.id,
      subscriptionId: sub.id,
      amount: p.amountDue,
      currency: next.currency,
      data: { planId: next.id, periodStart: p.periodStart, periodEnd: p.periodEnd },
    });
    const customerId = await this.deps.cards.customerFor(sub.userId);
    const outcome = await this.deps.checkout.chargeOrder(order, customerId, {
      ...card,
      cardId: card.id,
    });
    return outcome.ok ? { ok: true } : { ok: false, outcome };
  }

  /** The card a subscription renews with: its own, else the user's default. */
  async renewalCard(sub: SubscriptionRow): Promise<CardRow | null> {
    const { cardRows } = this.deps;
    if (sub.defaultCardId) {
      const own = await cardRows.byId(sub.defaultCardId);
      if (own) return own;
    }
    return (await cardRows.defaultOf(sub.userId)) ?? null;
  }

  /** PATCH {cancelAtPeriodEnd, cancellationReason?}. */
  async setCancelAtPeriodEnd(sub: SubscriptionRow, cancel: boolean, reason?: string) {
    if (!(LIVE as readonly string[]).includes(sub.status)) {
      throw new HttpError(409, 'This subscription has ended');
    }
    await this.deps.subscriptions.update(sub.id, {
      cancelAtPeriodEnd: cancel,
      cancellationReason: cancel ? (reason ?? null) : null,
      updatedAt: new Date(),
    });
  }

  /** PATCH {cardId}: the card charged at renewal. */
  async setCard(sub: SubscriptionRow, cardId: string) {
    const card = await this.deps.cards.ownCard(sub.userId, cardId);
    await this.deps.subscriptions.update(sub.id, { defaultCardId: card.id, updatedAt: new Date() });
  }

  /** DELETE …?immediately=true (admin): ends it now. */
  async cancelNow(sub: SubscriptionRow, now = new Date()) {
    await this.deps.subscriptions.cancelNow(sub.id, now);
    this.deps.tokens.invalidateUser(sub.userId);
  }

  /** Drops the cached session state of the subscription's owner (after a change). */
  changed(sub: SubscriptionRow): void {
    this.deps.tokens.invalidateUser(sub.userId);
  }

  /** Reloads one row. */
  async reload(id: string): Promise<SubscriptionRow> {
    const row = await this.deps.subscriptions.byId(id);
    if (!row) throw notFound('Subscription not found');
    return row;
  }
}
