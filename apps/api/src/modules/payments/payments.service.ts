import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { lockKey, type Tx } from '../../db/sql';
import { addInterval } from '../../lib/billing-period';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cards, orders, paymentCustomers, plans, subscriptions } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  CardDeclinedError,
  type CardDecline,
  type PaymentMethodInfo,
  type PaymentProvider,
  UnknownPaymentMethodError,
} from '../../providers/provider';
import type { TokenService } from '../auth/tokens';
import { toPlan } from '../plans';

type CardRow = typeof cards.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
/** A Drizzle database or transaction. */

/** Body of a 402 answer. */
export interface CardErrorBody {
  code: 402;
  type: 'card_error';
  message: string;
  declineCode: string;
}

/** What order fulfilment applies (stored on the order when it is created). */
export interface OrderEffect extends Record<string, unknown> {
  planId?: string;
  periodStart?: string;
  periodEnd?: string;
  /** Set when the paid order could not apply and its money goes back (see {@link UNFULFILLED}). */
  unfulfilled?: Unfulfilled;
  /**
   * The provider call of the attempt in flight, recorded when the order is claimed (before the
   * provider is asked), so the reconciler can repeat it with the same idempotency key.
   */
  charge?: ChargeRecord;
}

/** What the provider is asked for one attempt of an order (no card data: provider ids only). */
export interface ChargeRecord extends Record<string, unknown> {
  /** The order's attempt this charge belongs to. */
  attempt: number;
  /** The charge's idempotency key. */
  key: string;
  /** The provider customer charged. */
  customerId: string;
  /** The provider payment method charged. */
  paymentMethodId: string;
}

/**
 * The charge of attempt `attempt` of an order: its idempotency key is `order:<id>:<attempt>`
 * unless given (renewals use one per period).
 */
export function chargeRecord(
  orderId: string,
  attempt: number,
  customerId: string,
  paymentMethodId: string,
  idempotencyKey?: string,
): ChargeRecord {
  return {
    attempt,
    key: idempotencyKey ?? `order:${orderId}:${attempt}`,
    customerId,
    paymentMethodId,
  };
}

/** What a payment left `processing` without a recorded charge answers once reconciled. */
export const INTERRUPTED: CardDecline = {
  declineCode: 'processing_error',
  message: 'The payment was interrupted before the card was charged: please try again.',
};

/** Statuses whose subscription renews (its last card cannot be deleted). */
export const RENEWING = ['active', 'trialing', 'past_due'] as const;
/** Statuses that count as "already subscribed". */
export const LIVE = ['active', 'trialing', 'past_due'] as const;
/**
 * Statuses of which a user holds at most one subscription (the partial unique index
 * `subscriptions_one_live_idx`): {@link LIVE} plus `incomplete`, a first payment not made yet.
 * An incomplete one is replaced by a new attempt unless its payment is in flight.
 */
export const ONE_PER_USER = ['incomplete', ...LIVE] as const;

/** 409 message for subscribing (or paying for a new subscription) while subscribed. */
export const ALREADY_SUBSCRIBED = 'You already have a subscription: change its plan instead';
/** 409 message while another payment for a new subscription of the user is in flight. */
export const SUBSCRIBING = 'A payment for your subscription is already in progress';
/** 409 message for paying a subscription (or a period of it) that is already paid. */
export const NOTHING_TO_PAY = 'This subscription has nothing to pay';

/**
 * Why a paid order was refunded instead of applied (kept as `data.unfulfilled`), and the 409
 * message the payer gets.
 */
export const UNFULFILLED = {
  already_subscribed: 'You already have a subscription: this payment is refunded',
  subscription_ended: 'This subscription has ended: this payment is refunded',
  already_paid: 'This subscription was already paid: this payment is refunded',
} as const;
/** A reason of {@link UNFULFILLED}. */
export type Unfulfilled = keyof typeof UNFULFILLED;

/** Where the service reports what an operator must know (a refund it issued, one it could not). */
export interface PaymentsLog {
  /** What the reconciler settled (order ids, outcomes; never card data). */
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The 409 for an order that was paid and then refunded because it could not apply, or null. */
export function unfulfilledError(order: OrderRow): HttpError | null {
  const reason = (order.data as OrderEffect).unfulfilled;
  return reason && reason in UNFULFILLED ? new HttpError(409, UNFULFILLED[reason]) : null;
}

/** Card row → API shape. */
export const toCard = (r: CardRow) => ({
  id: r.id,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.expMonth,
  expYear: r.expYear,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
});

/** Order row → API shape. */
export const toOrder = (r: OrderRow) => ({
  id: r.id,
  purpose: r.purpose,
  planId: r.planId,
  subscriptionId: r.subscriptionId,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  refundedAmount: r.refundedAmount,
  card: r.cardBrand && r.cardLast4 ? { brand: r.cardBrand, last4: r.cardLast4 } : null,
  lastError: r.lastError ?? null,
  paidAt: r.paidAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** A 402 body from a decline. */
export const cardError = (d: CardDecline): CardErrorBody => ({
  code: 402,
  type: 'card_error',
  message: d.message,
  declineCode: d.declineCode,
});

/** Outcome of charging an order. */
export type ChargeOutcome =
  { ok: true; order: OrderRow } | { ok: false; order: OrderRow; error: CardErrorBody };

/**
 * Cards, orders, charges and what a paid order does. Reaches the provider only through
 * the {@link PaymentProvider} interface; every state change is conditional, so the API's own
 * answer and the provider's webhooks (twice, out of order) apply once.
 */
export class PaymentsService {
  /** What else a paid or refunded order does, inside its transaction (affiliate commissions). */
  hooks: {
    onPaid?: (tx: Tx, order: OrderRow) => Promise<void>;
    onRefunded?: (tx: Tx, order: OrderRow) => Promise<void>;
  } = {};

  /** Operator log (the app's logger once attached; silent until then). */
  log: PaymentsLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

  constructor(
    readonly db: Db,
    readonly provider: PaymentProvider,
    readonly tokens: TokenService,
    readonly config: Config,
  ) {}

  /** The provider customer of a user, created on first use. */
  async customerFor(userId: string): Promise<string> {
    const find = async () =>
      (
        await this.db
          .select({ customerId: paymentCustomers.customerId })
          .from(paymentCustomers)
          .where(
            and(
              eq(paymentCustomers.userId, userId),
              eq(paymentCustomers.provider, this.provider.name),
            ),
          )
      )[0]?.customerId;
    const existing = await find();
    if (existing) return existing;
    const { customerId } = await this.provider.createCustomer({ reference: userId });
    await this.db
      .insert(paymentCustomers)
      .values({ userId, provider: this.provider.name, customerId })
      .onConflictDoNothing();
    const id = await find();
    if (!id) throw new Error('payment customer missing');
    return id;
  }

  /** Opens a card-form session. */
  async setup(userId: string) {
    return this.provider.createSetup({ customerId: await this.customerFor(userId) });
  }

  /** The user's own card, or 404. */
  async ownCard(userId: string, cardId: string, db: Tx = this.db): Promise<CardRow> {
    const [row] = await db
      .select()
      .from(cards)
      .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
    if (!row) throw notFound('Card not found');
    return row;
  }

  /** Cards of a user, default first. */
  async listCards(userId: string) {
    return this.db
      .select()
      .from(cards)
      .where(eq(cards.userId, userId))
      .orderBy(desc(cards.isDefault), desc(cards.createdAt), cards.id);
  }

  /**
   * Attaches a card-form token and saves the card. The same card (fingerprint) answers the
   * existing card. Declines become {@link CardDeclinedError}.
   */
  async saveCard(
    userId: string,
    paymentMethodId: string,
    setDefault: boolean,
  ): Promise<{ card: CardRow; created: boolean }> {
    const customerId = await this.customerFor(userId);
    let info: PaymentMethodInfo;
    try {
      info = await this.provider.attachPaymentMethod({ customerId, paymentMethodId });
    } catch (error) {
      if (error instanceof UnknownPaymentMethodError) throw notFound('Payment method not found');
      throw error;
    }
    const result = await this.db.transaction(async (tx) => {
      // One writer per user's cards at a time (default flag, fingerprint check).
      await lockKey(tx, `cards:${userId}`);
      const [same] = await tx
        .select()
        .from(cards)
        .where(and(eq(cards.userId, userId), eq(cards.fingerprint, info.fingerprint)));
      if (same) {
        if (setDefault && !same.isDefault) await this.makeDefault(tx, userId, same.id);
        return { id: same.id, created: false };
      }
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(cards)
        .where(eq(cards.userId, userId));
      const first = (count?.n ?? 0) === 0;
      const id = newId();
      await tx.insert(cards).values({
        id,
        userId,
        provider: this.provider.name,
        paymentMethodId: info.paymentMethodId,
        brand: info.brand,
        last4: info.last4,
        expMonth: info.expMonth,
        expYear: info.expYear,
        fingerprint: info.fingerprint,
        isDefault: false,
      });
      if (first || setDefault) await this.makeDefault(tx, userId, id);
      return { id, created: true };
    });
    return { card: await this.ownCard(userId, result.id), created: result.created };
  }

  /** Makes one card the default (and the card of the user's renewing subscriptions). */
  async makeDefault(tx: Tx, userId: string, cardId: string) {
    await tx
      .update(cards)
      .set({ isDefault: false })
      .where(and(eq(cards.userId, userId), ne(cards.id, cardId), eq(cards.isDefault, true)));
    await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, cardId));
  }

  /** PATCH /users/cards/:id. */
  async updateCard(userId: string, cardId: string, isDefault: boolean) {
    await this.db.transaction(async (tx) => {
      await lockKey(tx, `cards:${userId}`);
      const card = await this.ownCard(userId, cardId, tx);
      if (isDefault) await this.makeDefault(tx, userId, card.id);
      else if (card.isDefault) {
        const [other] = await tx
          .select({ id: cards.id })
          .from(cards)
          .where(and(eq(cards.userId, userId), ne(cards.id, card.id)))
          .orderBy(desc(cards.createdAt))
          .limit(1);
        if (!other) throw new HttpError(409, 'Your only card is the default card');
        await this.makeDefault(tx, userId, other.id);
      }
    });
    return this.ownCard(userId, cardId);
  }

  /** DELETE /users/cards/:id: 409 for the last card of a renewing subscription. */
  async deleteCard(userId: string, cardId: string) {
    await this.db.transaction(async (tx) => {
      await lockKey(tx, `cards:${userId}`);
      const card = await this.ownCard(userId, cardId, tx);
      const others = await tx
        .select()
        .from(cards)
        .where(and(eq(cards.userId, userId), ne(cards.id, card.id)))
        .orderBy(desc(cards.isDefault), desc(cards.createdAt));
      const renewing = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, [...RENEWING]),
            eq(subscriptions.cancelAtPeriodEnd, false),
          ),
        );
      if (renewing.length && others.length === 0) {
        throw new HttpError(
          409,
          'This card pays for a renewing subscription: add another card or cancel first',
        );
      }
      await tx.delete(cards).where(eq(cards.id, card.id));
      const next = others[0];
      if (next && card.isDefault) await this.makeDefault(tx, userId, next.id);
      await tx
        .update(subscriptions)
        .set({ defaultCardId: next?.id ?? null, updatedAt: new Date() })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.defaultCardId, card.id)));
    });
  }

  /** The user's own order, or 404. */
  async ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw notFound('Order not found');
    return row;
  }

  /** An order by id (any user). */
  async order(orderId: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    return row ?? null;
  }

  /** An active plan, or 404. */
  async activePlan(planId: string): Promise<PlanRow> {
    const [plan] = await this.db
      .select()
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.active, true)));
    if (!plan) throw notFound('Plan not found');
    return plan;
  }

  /** A live (active, trialing or past-due) subscription of the user, if any. */
  async liveSubscription(userId: string, db: Tx = this.db) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE])))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * POST /payments/create-order: `{planId}` pays for a new subscription; `{subscriptionId}`
   * pays an incomplete or past-due one. The amount always comes from the plan.
   */
  async createOrder(userId: string, input: { planId?: string; subscriptionId?: string }) {
    if (input.planId) {
      const plan = await this.activePlan(input.planId);
      // A plan change goes through PATCH /subscriptions/:id (its charge names the subscription).
      const blocked = await this.subscribeBlocker(this.db, userId);
      if (blocked) throw blocked;
      return this.insertOrder({
        userId,
        purpose: 'subscription_create',
        planId: plan.id,
        subscriptionId: null,
        amount: plan.amount,
        currency: plan.currency,
        data: { planId: plan.id },
      });
    }
    const [sub] = await this.db
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.id, input.subscriptionId ?? ''), eq(subscriptions.userId, userId)),
      );
    if (!sub) throw notFound('Subscription not found');
    if (sub.status !== 'past_due' && sub.status !== 'incomplete') {
      throw new HttpError(409, NOTHING_TO_PAY);
    }
    const [plan] = await this.db
      .select()
      .from(plans)
      .where(eq(plans.id, sub.scheduledPlanId ?? sub.planId));
    if (!plan) throw notFound('Plan not found');
    return this.insertOrder({
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
   * Serialises, per user, everything that may start a subscription: checking that none is
   * live and claiming the payment for a new one, and fulfilling a paid order. Taken first in
   * its transaction (before any row lock), so lock order is the same everywhere.
   */
  async lockSubscribing(tx: Tx, userId: string): Promise<void> {
    await lockKey(tx, `subscribe:${userId}`);
  }

  /**
   * Why the user cannot start a new subscription now (null: free to): a live one (409
   * {@link ALREADY_SUBSCRIBED}), or another payment for a new subscription in flight (409
   * {@link SUBSCRIBING}; `exceptOrderId` is the payer's own order). Only conclusive under
   * {@link lockSubscribing}.
   */
  async subscribeBlocker(db: Tx, userId: string, exceptOrderId?: string) {
    if (await this.liveSubscription(userId, db)) return new HttpError(409, ALREADY_SUBSCRIBED);
    const [paying] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.purpose, 'subscription_create'),
          eq(orders.status, 'processing'),
          exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
        ),
      )
      .limit(1);
    return paying ? new HttpError(409, SUBSCRIBING) : null;
  }

  /**
   * Whether paying this order may still do what it was created for (null: yes). An order for
   * a new subscription: the user has none ({@link subscribeBlocker}); an order of a
   * subscription: it has not ended, and a first payment is still due; a renewal: its period
   * is not paid yet (a past-due subscription's payment: it is still past due). The same
   * conditions as {@link fulfil}'s, checked before the provider is asked.
   */
  async payableError(db: Tx, order: OrderRow): Promise<HttpError | null> {
    if (!order.subscriptionId) {
      return order.purpose === 'subscription_create'
        ? this.subscribeBlocker(db, order.userId, order.id)
        : null;
    }
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, order.subscriptionId));
    if (!sub || sub.status === 'canceled') return new HttpError(409, 'This subscription has ended');
    if (order.purpose === 'renewal') {
      const effect = order.data as OrderEffect;
      const paid = effect.periodEnd
        ? sub.currentPeriodEnd.getTime() >= new Date(effect.periodEnd).getTime()
        : sub.status !== 'past_due';
      return paid ? new HttpError(409, NOTHING_TO_PAY) : null;
    }
    if (order.purpose !== 'subscription_create') return null;
    if (sub.status !== 'incomplete') return new HttpError(409, NOTHING_TO_PAY);
    return this.subscribeBlocker(db, order.userId, order.id);
  }

  /** Inserts an order awaiting a payment method (or in the state given). */
  async insertOrder(
    values: {
      userId: string;
      purpose: OrderRow['purpose'];
      planId: string | null;
      subscriptionId: string | null;
      amount: number;
      currency: string;
      data: OrderEffect;
      renewalKey?: string;
    } & Partial<
      Pick<OrderRow, 'id' | 'status' | 'attempts' | 'cardId' | 'cardBrand' | 'cardLast4' | 'paidAt'>
    >,
    db: Tx = this.db,
  ): Promise<OrderRow> {
    const [row] = await db
      .insert(orders)
      .values({ id: newId(), status: 'requires_payment_method', ...values })
      .returning();
    if (!row) throw new Error('order insert returned nothing');
    return row;
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
    // Before touching the provider: an old order for a plan after subscribing another way, or
    // for a subscription that ended or is paid, answers 409 without a charge. (Checked again
    // under the per-user lock when the order is claimed.)
    const unpayable = await this.payableError(this.db, order);
    if (unpayable) throw unpayable;
    const customerId = await this.customerFor(userId);
    let method: { paymentMethodId: string; brand: string; last4: string; cardId: string | null };
    if (input.cardId) {
      const card = await this.ownCard(userId, input.cardId);
      method = { ...card, cardId: card.id };
    } else if (input.saveCard) {
      try {
        const { card } = await this.saveCard(userId, input.paymentMethodId ?? '', false);
        method = { ...card, cardId: card.id };
      } catch (error) {
        if (!(error instanceof CardDeclinedError)) throw error;
        const failed = await this.recordFailure(order, null, error);
        return { ok: false, order: failed, error: cardError(error) };
      }
    } else {
      try {
        const info = await this.provider.retrievePaymentMethod({
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
    const [row] = await this.db
      .update(orders)
      .set({
        status: 'failed',
        lastError: { code: 'card_declined', message: d.message, declineCode: d.declineCode },
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, order.id),
          attempt === null
            ? inArray(orders.status, ['requires_payment_method', 'failed'])
            : and(eq(orders.status, 'processing'), eq(orders.attempts, attempt)),
        ),
      )
      .returning();
    return row ?? (await this.order(order.id)) ?? order;
  }

  /**
   * Claims an order (→ processing), charges it and records the outcome. The charge's
   * idempotency key is per attempt (`order:<id>:<n>`) unless given (renewals use one per period);
   * the claim records it with the customer and payment method (`data.charge`), so a charge
   * whose answer is lost is asked again, identically, by {@link reconcileOrder}.
   * Claimed under {@link lockSubscribing} after {@link payableError}: of two payments of one
   * user for a new subscription only one reaches the provider, and an order whose
   * subscription ended or whose period is paid answers 409 before any charge.
   */
  async chargeOrder(
    order: OrderRow,
    customerId: string,
    method: { paymentMethodId: string; brand: string; last4: string; cardId: string | null },
    idempotencyKey?: string,
  ): Promise<ChargeOutcome> {
    const claimed = await this.db.transaction(async (tx) => {
      await this.lockSubscribing(tx, order.userId);
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
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
      );
      const [row] = await tx
        .update(orders)
        .set({
          status: 'processing',
          attempts: attempt,
          cardId: method.cardId,
          cardBrand: method.brand,
          cardLast4: method.last4,
          data: { ...(current.data as OrderEffect), charge },
          updatedAt: new Date(),
        })
        .where(eq(orders.id, current.id))
        .returning();
      return row;
    });
    if (!claimed) {
      const now = await this.order(order.id);
      if (now?.status === 'succeeded') return { ok: true, order: now };
      throw new HttpError(409, 'This order is being paid');
    }
    return this.chargeClaimed(claimed, customerId, method, idempotencyKey);
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
          );
    return this.settleCharge(claimed, charge);
  }

  /**
   * Asks the provider for `charge` (the same call answers the first result: it never charges
   * twice) and records the outcome like its webhook would. Throws when the outcome is unknown
   * (the provider did not answer): the order stays `processing`.
   */
  private async settleCharge(claimed: OrderRow, charge: ChargeRecord): Promise<ChargeOutcome> {
    const attempt = claimed.attempts;
    if (claimed.amount === 0) {
      return { ok: true, order: await this.markSucceeded(claimed.id, null) };
    }
    let result;
    try {
      result = await this.provider.charge({
        customerId: charge.customerId,
        paymentMethodId: charge.paymentMethodId,
        amount: claimed.amount,
        currency: claimed.currency,
        idempotencyKey: charge.key,
        metadata: { orderId: claimed.id, attempt: String(attempt) },
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
      // Outcome unknown: the order stays `processing`; the provider's webhook, or the
      // reconciler after RECONCILE_AFTER_MS ({@link reconcileOrder}), settles it.
      throw error;
    }
    if (result.status === 'succeeded') {
      return { ok: true, order: await this.markSucceeded(claimed.id, result.chargeId) };
    }
    const failed = await this.markFailed(claimed.id, attempt, result.chargeId, result);
    return { ok: false, order: failed, error: cardError(result) };
  }

  /**
   * Settles an order left `processing` (the answer of its charge was lost and no webhook
   * came): repeats the charge recorded at its claim — same idempotency key, so the provider
   * answers the stored outcome and never charges twice — and applies it exactly as the
   * webhook would (paid → fulfilled, or refunded when it can no longer apply; declined →
   * failed, a renewal's subscription past due). An order claimed without a recorded charge
   * (before the record existed) is failed as interrupted; a late `charge.succeeded` event
   * would still apply it. The caller claims the order first, so one runner handles it.
   * Answers the outcome; `unknown` when the provider still does not answer (retried later).
   */
  async reconcileOrder(order: OrderRow): Promise<'succeeded' | 'failed' | 'unknown'> {
    const details = {
      orderId: order.id,
      userId: order.userId,
      purpose: order.purpose,
      attempt: order.attempts,
    };
    const charge = (order.data as OrderEffect).charge;
    if (order.amount > 0 && charge?.attempt !== order.attempts) {
      const failed = await this.markFailed(
        order.id,
        order.attempts,
        null,
        INTERRUPTED,
        'payment_interrupted',
      );
      this.log.info(
        { ...details, status: failed.status },
        'reconciled a payment left processing: no charge on record',
      );
      return failed.status === 'failed' ? 'failed' : 'succeeded';
    }
    let outcome: ChargeOutcome;
    try {
      outcome = await this.settleCharge(
        order,
        charge ?? chargeRecord(order.id, order.attempts, '', ''),
      );
    } catch (error) {
      this.log.warn(
        { ...details, err: error },
        'payment left processing: the provider did not answer, retried later',
      );
      return 'unknown';
    }
    this.log.info(
      {
        ...details,
        status: outcome.order.status,
        ...(outcome.ok ? {} : { declineCode: outcome.error.declineCode }),
      },
      'reconciled a payment left processing',
    );
    return outcome.ok ? 'succeeded' : 'failed';
  }

  /**
   * Marks an order paid and applies what it pays for, once: the status change and the
   * effect share one transaction, and only the first caller (API answer or webhook) wins.
   * Under {@link lockSubscribing}: a paid order that can no longer apply (the user subscribed
   * meanwhile; its subscription ended or was already paid) never makes a second subscription —
   * it books no commission, is marked `data.unfulfilled`, and its money goes back
   * ({@link refundUnfulfilled}).
   */
  async markSucceeded(orderId: string, chargeId: string | null): Promise<OrderRow> {
    const [owner] = await this.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!owner) throw new Error('order vanished');
    const applied = await this.db.transaction(async (tx) => {
      await this.lockSubscribing(tx, owner.userId);
      const [order] = await tx
        .update(orders)
        .set({
          status: 'succeeded',
          chargeId: chargeId ?? sql`${orders.chargeId}`,
          lastError: null,
          paidAt: new Date(),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(orders.id, orderId),
            inArray(orders.status, ['requires_payment_method', 'processing', 'failed']),
          ),
        )
        .returning();
      if (!order) return null;
      const unfulfilled = await this.fulfil(tx, order);
      if (unfulfilled) {
        await tx
          .update(orders)
          .set({
            data: { ...(order.data as OrderEffect), unfulfilled },
            lastError: { code: unfulfilled, message: UNFULFILLED[unfulfilled] },
          })
          .where(eq(orders.id, order.id));
        return { refund: true };
      }
      await this.hooks.onPaid?.(tx, order);
      return { refund: false };
    });
    if (applied) this.tokens.invalidateUser(owner.userId);
    if (applied?.refund) await this.refundUnfulfilled(orderId);
    const row = await this.order(orderId);
    if (!row) throw new Error('order vanished');
    return row;
  }

  /**
   * Records a decline (or an interrupted payment) for the attempt still in flight; a renewal's
   * subscription goes past due.
   */
  async markFailed(
    orderId: string,
    attempt: number,
    chargeId: string | null,
    d: CardDecline,
    /** `lastError.code`: a decline unless told otherwise. */
    code = 'card_declined',
  ): Promise<OrderRow> {
    const userId = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({
          status: 'failed',
          chargeId,
          lastError: { code, message: d.message, declineCode: d.declineCode },
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'processing'),
            eq(orders.attempts, attempt),
          ),
        )
        .returning();
      if (!order) return null;
      if (order.purpose === 'renewal' && order.subscriptionId && order.renewalKey) {
        const effect = order.data as OrderEffect;
        // Only while the subscription still waits for this period.
        await tx
          .update(subscriptions)
          .set({ status: 'past_due', updatedAt: new Date() })
          .where(
            and(
              eq(subscriptions.id, order.subscriptionId),
              inArray(subscriptions.status, ['active', 'trialing']),
              sql`${subscriptions.currentPeriodEnd} <= ${new Date(effect.periodStart ?? 0)}`,
            ),
          );
      }
      return order.userId;
    });
    if (userId) this.tokens.invalidateUser(userId);
    return (await this.order(orderId)) as OrderRow;
  }

  /**
   * Records a refund (provider event). `refundedTotal` is the cumulative refunded amount
   * (default: all of it); the order keeps it as `refundedAmount` and becomes `refunded` only
   * once it reaches the amount. Only a larger total changes anything, so repeated or older
   * events apply once; a paid order also claws back its commission, in proportion.
   */
  async markRefunded(orderId: string, refundedTotal?: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!before || before.status === 'refunded') return;
      const total = Math.min(before.amount, refundedTotal ?? before.amount);
      if (total <= before.refundedAmount) return;
      const [row] = await tx
        .update(orders)
        .set({
          refundedAmount: total,
          ...(total >= before.amount ? { status: 'refunded' as const } : {}),
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId))
        .returning();
      if (row && before.status === 'succeeded') await this.hooks.onRefunded?.(tx, row);
    });
  }

  /**
   * Refunds, through the provider, a paid order that could not apply (`data.unfulfilled`),
   * then records it like the provider's refund event would. Idempotent (key
   * `refund:order:<id>`), so the renewal runner retries what failed here.
   */
  async refundUnfulfilled(orderId: string): Promise<void> {
    const order = await this.order(orderId);
    const reason = order && (order.data as OrderEffect).unfulfilled;
    if (!order || !reason || order.status !== 'succeeded') return;
    const details = { orderId: order.id, userId: order.userId, amount: order.amount, reason };
    try {
      const remaining = order.amount - order.refundedAmount;
      if (remaining > 0) {
        if (!order.chargeId) throw new Error('paid order without a charge id');
        const refund = await this.provider.refund({
          chargeId: order.chargeId,
          amount: remaining,
          idempotencyKey: `refund:order:${order.id}`,
        });
        if (refund.status !== 'succeeded') throw new Error(`refund ${refund.status}`);
      }
      await this.markRefunded(order.id);
      this.log.warn(details, 'paid order could not apply: refunded');
    } catch (error) {
      this.log.error({ ...details, err: error }, 'paid order could not apply: refund failed');
    }
  }

  /** Retries the refunds of paid orders that could not apply (the renewal runner calls it). */
  async retryUnfulfilledRefunds(): Promise<number> {
    const due = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'succeeded'), sql`${orders.data} ? 'unfulfilled'`));
    for (const { id } of due) await this.refundUnfulfilled(id);
    return due.length;
  }

  /**
   * What a paid order does to its subscription (inside the paying transaction, under
   * {@link lockSubscribing}); a reason when it cannot apply (its money goes back).
   */
  private async fulfil(tx: Tx, order: OrderRow): Promise<Unfulfilled | null> {
    const effect = order.data as OrderEffect;
    const now = new Date();
    const planId = effect.planId ?? order.planId;
    const [plan] = planId ? await tx.select().from(plans).where(eq(plans.id, planId)) : [];
    if (!plan) return null;
    if (order.purpose === 'subscription_create' && !order.subscriptionId) {
      // Subscribed another way meanwhile (a race the checks before the charge cannot close).
      if (await this.liveSubscription(order.userId, tx)) return 'already_subscribed';
      // An abandoned first attempt is replaced (its late payment, if any, is refunded).
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now, updatedAt: now })
        .where(and(eq(subscriptions.userId, order.userId), eq(subscriptions.status, 'incomplete')));
      const id = newId();
      await tx.insert(subscriptions).values({
        id,
        userId: order.userId,
        planId: plan.id,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: addInterval(now, plan.interval),
        defaultCardId: order.cardId,
      });
      await tx.update(orders).set({ subscriptionId: id }).where(eq(orders.id, order.id));
      return null;
    }
    if (!order.subscriptionId) return null;
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, order.subscriptionId))
      .for('update');
    if (!sub || sub.status === 'canceled') return 'subscription_ended';
    // A first payment for a subscription another payment already started, or a late payment
    // of one no longer past due: it would only move the period, so the money goes back.
    if (order.purpose === 'subscription_create' && sub.status !== 'incomplete')
      return 'already_paid';
    if (order.purpose === 'renewal' && !effect.periodEnd && sub.status !== 'past_due') {
      return 'already_paid';
    }
    if (order.purpose === 'subscription_create' || !effect.periodEnd) {
      // First payment, or a past-due subscription paid late: a new period starts now.
      await tx
        .update(subscriptions)
        .set({
          status: 'active',
          planId: plan.id,
          scheduledPlanId: null,
          currentPeriodStart: now,
          currentPeriodEnd: addInterval(now, plan.interval),
          defaultCardId: sub.defaultCardId ?? order.cardId,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, sub.id));
      return null;
    }
    const periodEnd = new Date(effect.periodEnd);
    if (order.purpose === 'renewal' && sub.currentPeriodEnd.getTime() >= periodEnd.getTime()) {
      return 'already_paid'; // Already renewed past this period (paid another way).
    }
    await tx
      .update(subscriptions)
      .set({
        status: 'active',
        planId: plan.id,
        scheduledPlanId: order.purpose === 'renewal' ? null : sub.scheduledPlanId,
        currentPeriodStart: new Date(effect.periodStart ?? sub.currentPeriodStart),
        currentPeriodEnd: periodEnd,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id));
    return null;
  }

  /** Loads subscriptions in API shape. */
  async subscriptionDtos(rows: SubscriptionRow[]) {
    if (rows.length === 0) return [];
    const planIds = [
      ...new Set(rows.flatMap((r) => [r.planId, r.scheduledPlanId].filter(Boolean) as string[])),
    ];
    const cardIds = rows.map((r) => r.defaultCardId).filter(Boolean) as string[];
    const [planRows, cardRows] = await Promise.all([
      this.db.select().from(plans).where(inArray(plans.id, planIds)),
      cardIds.length
        ? this.db.select().from(cards).where(inArray(cards.id, cardIds))
        : Promise.resolve([] as CardRow[]),
    ]);
    const planById = new Map(planRows.map((p) => [p.id, toPlan(p)]));
    const cardById = new Map(cardRows.map((c) => [c.id, toCard(c)]));
    return rows.map((r) => {
      const plan = planById.get(r.planId);
      if (!plan) throw new Error('subscription plan missing');
      return {
        id: r.id,
        userId: r.userId,
        plan,
        status: r.status,
        currentPeriodStart: r.currentPeriodStart.toISOString(),
        currentPeriodEnd: r.currentPeriodEnd.toISOString(),
        cancelAtPeriodEnd: r.cancelAtPeriodEnd,
        cancellationReason: r.cancellationReason,
        canceledAt: r.canceledAt?.toISOString() ?? null,
        scheduledPlan: r.scheduledPlanId ? (planById.get(r.scheduledPlanId) ?? null) : null,
        defaultCard: r.defaultCardId ? (cardById.get(r.defaultCardId) ?? null) : null,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }
}
