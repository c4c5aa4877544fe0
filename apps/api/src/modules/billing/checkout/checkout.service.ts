import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/sql';
import { HttpError, notFound } from '../../../lib/errors';
import {
  type CardDecline,
  CardDeclinedError,
  type PaymentProvider,
  UnknownPaymentMethodError,
} from '../../../providers/provider';
import type { PaymentActionsService } from '../actions';
import type { CardsService } from '../cards';
import type { FulfilmentService } from '../fulfilment';
import {
  cardError,
  type ChargeOutcome,
  type ChargeRecord,
  chargeRecord,
  declineError,
  NOTHING_TO_PAY,
  type OrderEffect,
  type OrderPageFilter,
  type OrderRow,
  type OrdersRepository,
  type PaymentMethodChoice,
  type PlansRepository,
  type SubscribeGuard,
  type SubscriptionsRepository,
  unfulfilledError,
} from '../shared';

/** What {@link CheckoutService} is built from. */
export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  orders: OrdersRepository;
  subscriptions: SubscriptionsRepository;
  plans: PlansRepository;
  guard: SubscribeGuard;
  cards: Pick<CardsService, 'customerFor' | 'ownCard' | 'saveCard'>;
  fulfilment: Pick<FulfilmentService, 'markSucceeded' | 'markFailed'>;
  /** Charges the payer's bank wants confirmed (3-D Secure). */
  actions: Pick<PaymentActionsService, 'awaiting' | 'returnUrl'>;
}

/** How a charge is made: with the payer present (default), or not (a renewal). */
export interface ChargeMode {
  /** The payer is not present: a bank challenge waits for them (the renewal's e-mail). */
  offSession?: boolean;
}

/**
 * Orders and charging them: creating an order (its amount always from the plan), paying it
 * with a saved card or a card-form token, and recording the provider's answer. Every state
 * change is conditional, so the API's own answer and the provider's webhooks (twice, out of
 * order) apply once.
 */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  /** The user's own order, or 404. */
  async ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const row = await this.deps.orders.own(userId, orderId);
    if (!row) throw notFound('Order not found');
    return row;
  }

  /** One page of a user's billing history, newest first. */
  async history(filter: OrderPageFilter) {
    return this.deps.orders.page(filter);
  }

  /**
   * POST /payments/create-order: `{planId}` pays for a new subscription; `{subscriptionId}`
   * pays an incomplete or past-due one. The amount always comes from the plan.
   */
  async createOrder(userId: string, input: { planId?: string; subscriptionId?: string }) {
    const { orders, plans, subscriptions, guard } = this.deps;
    if (input.planId) {
      const plan = await plans.active(input.planId);
      // A plan change goes through PATCH /subscriptions/:id (its charge names the subscription).
      const blocked = await guard.blocker(this.deps.db, userId);
      if (blocked) throw blocked;
      return orders.insert({
        userId,
        purpose: 'subscription_create',
        planId: plan.id,
        subscriptionId: null,
        amount: plan.amount,
        currency: plan.currency,
        data: { planId: plan.id },
      });
    }
    const sub = await subscriptions.visible(userId, input.subscriptionId ?? '');
    if (!sub) throw notFound('Subscription not found');
    if (sub.status !== 'past_due' && sub.status !== 'incomplete') {
      throw new HttpError(409, NOTHING_TO_PAY);
    }
    const plan = await plans.get(sub.scheduledPlanId ?? sub.planId);
    return orders.insert({
      userId,
      purpose: sub.status === 'incomplete' ? 'subscription_create' : 'renewal',
      planId: plan.id,
      subscriptionId: sub.id,
      amount: plan.amount,
      currency: plan.currency,
      // A past-due subscription restarts its period when paid.
      data: { planId: plan.id },
    });
  }

  /**
   * Whether paying this order may still do what it was created for (null: yes). An order for
   * a new subscription: the user has none (the subscribe guard's blocker); an order of a
   * subscription: it has not ended, and a first payment is still due; a renewal: its period
   * is not paid yet (a past-due subscription's payment: it is still past due); and no other
   * payment of its subscription is in flight (409 {@link PAYMENT_IN_FLIGHT}). The same
   * conditions as fulfilment's, checked before the provider is asked.
   */
  async payableError(db: Tx, order: OrderRow): Promise<HttpError | null> {
    const { guard } = this.deps;
    if (!order.subscriptionId) {
      return order.purpose === 'subscription_create'
        ? guard.blocker(db, order.userId, order.id)
        : null;
    }
    const sub = await this.deps.subscriptions.byId(order.subscriptionId, db);
    if (!sub || sub.status === 'canceled') return new HttpError(409, 'This subscription has ended');
    // One payment of a subscription at a time (a plan change, a renewal or another order).
    const busy = await guard.paymentInFlight(db, sub.id, order.id);
    if (busy) return busy;
    if (order.purpose === 'renewal') {
      const effect = order.data as OrderEffect;
      const paid = effect.periodEnd
        ? sub.currentPeriodEnd.getTime() >= new Date(effect.periodEnd).getTime()
        : sub.status !== 'past_due';
      return paid ? new HttpError(409, NOTHING_TO_PAY) : null;
    }
    if (order.purpose !== 'subscription_create') return null;
    if (sub.status !== 'incomplete') return new HttpError(409, NOTHING_TO_PAY);
    return guard.blocker(db, order.userId, order.id);
  }

  /**
   * POST /payments/orders/:id/confirm: pays an order with a saved card or a fresh card-form
   * token (saved when `saveCard`).
   */
  async confirmOrder(
    userId: string,
    orderId: string,
    input: { cardId?: string; paymentMethodId?: string; saveCard?: boolean },
  ): Promise<ChargeOutcome> {
    const { cards, provider } = this.deps;
    const order = await this.ownOrder(userId, orderId);
    if (order.status === 'succeeded') {
      const refunded = unfulfilledError(order);
      if (refunded) throw refunded;
      return { ok: true, order };
    }
    if (order.status === 'refunded') {
      throw unfulfilledError(order) ?? new HttpError(409, 'This order was refunded');
    }
    if (order.status === 'processing') throw new HttpError(409, 'This order is being paid');
    // Waiting for the payer's bank: the same challenge again (the payer may have closed it).
    if (order.status === 'requires_action') return { ok: true, order };
    // Before touching the provider: an old order for a plan after subscribing another way, or
    // for a subscription that ended or is paid, answers 409 without a charge. (Checked again
    // under the per-user lock when the order is claimed.)
    const unpayable = await this.payableError(this.deps.db, order);
    if (unpayable) throw unpayable;
    const customerId = await cards.customerFor(userId);
    let method: PaymentMethodChoice;
    if (input.cardId) {
      const card = await cards.ownCard(userId, input.cardId);
      method = { ...card, cardId: card.id };
    } else if (input.saveCard) {
      try {
        const { card } = await cards.saveCard(userId, input.paymentMethodId ?? '', false);
        method = { ...card, cardId: card.id };
      } catch (error) {
        if (!(error instanceof CardDeclinedError)) throw error;
        const failed = await this.recordFailure(order, null, error);
        return { ok: false, order: failed, error: cardError(error) };
      }
    } else {
      try {
        const info = await provider.retrievePaymentMethod({
          customerId,
          paymentMethodId: input.paymentMethodId ?? '',
        });
        method = { ...info, cardId: null };
      } catch (error) {
        if (error instanceof UnknownPaymentMethodError) throw notFound('Payment method not found');
        throw error;
      }
    }
    const outcome = await this.chargeOrder(order, customerId, method);
    // Paid, but a race the checks could not close (e.g. the provider's webhook) made it
    // refunded instead of applied: the payer learns why.
    const refunded = outcome.ok ? unfulfilledError(outcome.order) : null;
    if (refunded) throw refunded;
    return outcome;
  }

  private async recordFailure(order: OrderRow, attempt: number | null, d: CardDecline) {
    const { orders } = this.deps;
    const row = await orders.markFailed(order.id, attempt, declineError(d));
    return row ?? (await orders.byId(order.id)) ?? order;
  }

  /**
   * Claims an order (→ processing), charges it and records the outcome. The charge's
   * idempotency key is per attempt (`order:<id>:<n>`) unless given (renewals use one per period);
   * the claim records it with the customer and payment method (`data.charge`), so a charge
   * whose answer is lost is asked again, identically, by the reconciler.
   * Claimed under the subscribe lock after {@link payableError}: of two payments of one
   * user for a new subscription only one reaches the provider, and an order whose
   * subscription ended or whose period is paid answers 409 before any charge.
   */
  async chargeOrder(
    order: OrderRow,
    customerId: string,
    method: PaymentMethodChoice,
    idempotencyKey?: string,
    mode: ChargeMode = {},
  ): Promise<ChargeOutcome> {
    const { orders, guard } = this.deps;
    const claimed = await this.deps.db.transaction(async (tx) => {
      await guard.lock(tx, order.userId);
      const current = await orders.byId(order.id, tx, true);
      if (
        !current ||
        (current.status !== 'requires_payment_method' && current.status !== 'failed')
      ) {
        return null;
      }
      const unpayable = await this.payableError(tx, current);
      if (unpayable) throw unpayable;
      const attempt = current.attempts + 1;
      const charge = chargeRecord(
        current.id,
        attempt,
        customerId,
        method.paymentMethodId,
        idempotencyKey,
        mode.offSession,
      );
      return orders.update(
        current.id,
        {
          status: 'processing',
          attempts: attempt,
          cardId: method.cardId,
          cardBrand: method.brand,
          cardLast4: method.last4,
          data: { ...(current.data as OrderEffect), charge },
          updatedAt: new Date(),
        },
        tx,
      );
    });
    if (!claimed) {
      const now = await orders.byId(order.id);
      if (now?.status === 'succeeded') return { ok: true, order: now };
      throw new HttpError(409, 'This order is being paid');
    }
    return this.chargeClaimed(claimed, customerId, method, idempotencyKey, mode);
  }

  /**
   * Charges an order already claimed (`processing`, its attempt counted) and records the
   * outcome. The provider call is the one recorded at the claim (`data.charge`) when there is
   * one for this attempt; otherwise it is built from the arguments.
   */
  async chargeClaimed(
    claimed: OrderRow,
    customerId: string,
    method: { paymentMethodId: string },
    idempotencyKey?: string,
    mode: ChargeMode = {},
  ): Promise<ChargeOutcome> {
    const recorded = (claimed.data as OrderEffect).charge;
    const charge =
      recorded?.attempt === claimed.attempts
        ? recorded
        : chargeRecord(
            claimed.id,
            claimed.attempts,
            customerId,
            method.paymentMethodId,
            idempotencyKey,
            mode.offSession,
          );
    return this.settleCharge(claimed, charge);
  }

  /**
   * Asks the provider for `charge` (the same call answers the first result: it never charges
   * twice) and records the outcome like its webhook would — a charge the payer's bank wants
   * confirmed leaves the order `requires_action`. Throws when the outcome is unknown
   * (the provider did not answer): the order stays `processing`, for the webhook or the
   * reconciler (after RECONCILE_AFTER_MS) to settle.
   */
  async settleCharge(claimed: OrderRow, charge: ChargeRecord): Promise<ChargeOutcome> {
    const { fulfilment, provider, actions } = this.deps;
    const attempt = claimed.attempts;
    if (claimed.amount === 0) {
      return { ok: true, order: await fulfilment.markSucceeded(claimed.id, null) };
    }
    let result;
    try {
      result = await provider.charge({
        customerId: charge.customerId,
        paymentMethodId: charge.paymentMethodId,
        amount: claimed.amount,
        currency: claimed.currency,
        idempotencyKey: charge.key,
        metadata: { orderId: claimed.id, attempt: String(attempt) },
        offSession: charge.offSession === true,
        ...(charge.offSession ? {} : { returnUrl: actions.returnUrl(claimed.id) }),
      });
    } catch (error) {
      if (error instanceof UnknownPaymentMethodError) {
        const unavailable = {
          declineCode: 'payment_method_unavailable',
          message: 'This card can no longer be charged.',
        };
        const failed = await this.recordFailure(claimed, attempt, unavailable);
        return { ok: false, order: failed, error: cardError(unavailable) };
      }
      throw error;
    }
    if (result.status === 'succeeded') {
      return { ok: true, order: await fulfilment.markSucceeded(claimed.id, result.chargeId) };
    }
    if (result.status === 'requires_action') {
      const order = await actions.awaiting(claimed, attempt, result, charge.offSession === true);
      return { ok: true, order };
    }
    const failed = await fulfilment.markFailed(claimed.id, attempt, result.chargeId, result);
    return { ok: false, order: failed, error: cardError(result) };
  }
}
