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
   * PATCH {planId}: upgrade now (prorated charge of the renewal card) or downgrade at renewal.
   * Choosing the current plan drops a scheduled downgrade.
   * Under the subscription's money guard ({@link SubscribeGuard.hold}) the change is priced
   * from the subscription as it is now and an upgrade's order is recorded already claimed
   * (`processing`, its charge recorded) before the guard is released: of concurrent changes
   * (whatever their Idempotency-Keys) one charges; the others answer 409 while it is in flight,
   * and afterwards see the plan it left (the same plan again: nothing to charge).
   */
  async changePlan(
    sub: SubscriptionRow,
    planId: string,
    now = new Date(),
  ): Promise<{ ok: true } | { ok: false; outcome: ChargeOutcome }> {
    const { plans, subscriptions, guard, orders } = this.deps;
    const next = await plans.active(planId);
    // What the charge needs, read before the guard (nothing slow is done while holding it).
    const card = await this.renewalCard(sub);
    const customerId = card ? await this.deps.cards.customerFor(sub.userId) : null;
    const claimed = await this.deps.db.transaction(async (tx) => {
      const fresh = await guard.hold(tx, sub.userId, sub.id);
      if (!fresh) throw notFound('Subscription not found');
      if (fresh.status !== 'active' && fresh.status !== 'trialing') {
        throw new HttpError(409, 'Only an active subscription can change plan');
      }
      if (next.id === fresh.planId) {
        await subscriptions.update(fresh.id, { scheduledPlanId: null, updatedAt: now }, tx);
        return null;
      }
      const current = await plans.byId(fresh.planId, tx);
      if (!current) throw notFound('Plan not found');
      const p = previewPlanChange(fresh, current, next, now);
      if (p.effective === 'renewal') {
        await subscriptions.update(fresh.id, { scheduledPlanId: next.id, updatedAt: now }, tx);
        return null;
      }
      if (p.amountDue === 0) {
        await subscriptions.update(
          fresh.id,
          {
            planId: next.id,
            scheduledPlanId: null,
            currentPeriodStart: new Date(p.periodStart),
            currentPeriodEnd: new Date(p.periodEnd),
            updatedAt: now,
          },
          tx,
        );
        return null;
      }
      if (!card || !customerId) throw new HttpError(409, 'Add a card before upgrading');
      const orderId = newId();
      return orders.insert(
        {
          id: orderId,
          userId: fresh.userId,
          purpose: 'upgrade',
          planId: next.id,
          subscriptionId: fresh.id,
          amount: p.amountDue,
          currency: next.currency,
          data: {
            planId: next.id,
            periodStart: p.periodStart,
            periodEnd: p.periodEnd,
            // Recorded before the provider is asked (the reconciler repeats it if the answer
            // is lost).
            charge: chargeRecord(orderId, 1, customerId, card.paymentMethodId),
          },
          cardId: card.id,
          cardBrand: card.brand,
          cardLast4: card.last4,
          status: 'processing',
          attempts: 1,
        },
        tx,
      );
    });
    if (!claimed || !card || !customerId) return { ok: true };
    const outcome = await this.deps.checkout.chargeClaimed(claimed, customerId, card);
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
    const { guard, subscriptions } = this.deps;
    // Under the owner's lock, on the row as it is now (a payment in flight may be ending or
    // restarting it): a resume never races a plan change or a renewal into a lost update.
    await this.deps.db.transaction(async (tx) => {
      await guard.lock(tx, sub.userId);
      const fresh = await subscriptions.byId(sub.id, tx, true);
      if (!fresh || !(LIVE as readonly string[]).includes(fresh.status)) {
        throw new HttpError(409, 'This subscription has ended');
      }
      await subscriptions.update(
        fresh.id,
        {
          cancelAtPeriodEnd: cancel,
          cancellationReason: cancel ? (reason ?? null) : null,
          updatedAt: new Date(),
        },
        tx,
      );
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
