import type { Tx } from '../../../db/sql';
import type { cards, orders, plans, subscriptions } from '../../../db/schema';
import { HttpError } from '../../../lib/errors';
import type { CardDecline } from '../../../providers/provider';

/** A saved card row. */
export type CardRow = typeof cards.$inferSelect;
/** An order row. */
export type OrderRow = typeof orders.$inferSelect;
/** A plan row. */
export type PlanRow = typeof plans.$inferSelect;
/** A subscription row. */
export type SubscriptionRow = typeof subscriptions.$inferSelect;

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
  /**
   * The payer was not present (a renewal): a card that needs the bank's challenge waits for
   * the member to confirm. Absent: on-session.
   */
  offSession?: boolean;
  /** The bank challenge page of a charge waiting for its payer (null: the payer starts it). */
  actionUrl?: string | null;
}

/**
 * The charge of attempt `attempt` of an order: its idempotency key is `order:<id>:<attempt>`
 * unless given (renewals use one per period); `offSession` when the payer is not present.
 */
export function chargeRecord(
  orderId: string,
  attempt: number,
  customerId: string,
  paymentMethodId: string,
  idempotencyKey?: string,
  offSession = false,
): ChargeRecord {
  return {
    attempt,
    key: idempotencyKey ?? `order:${orderId}:${attempt}`,
    customerId,
    paymentMethodId,
    ...(offSession ? { offSession: true } : {}),
  };
}

/** The card an order is paid with (a saved card, or a card-form token not saved). */
export interface PaymentMethodChoice {
  paymentMethodId: string;
  brand: string;
  last4: string;
  cardId: string | null;
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
/** 409 while a payment of the subscription waits for its member to confirm it with their bank. */
export const PAYMENT_ACTION_PENDING =
  'A payment for this subscription waits for your confirmation: confirm it (or let it expire), then try again';
/**
 * Until when a payment waiting for its payer's bank confirmation may still be confirmed (a
 * renewal waiting so keeps access until then): `graceMs` after it started waiting, or after the
 * period it renews began if that is later.
 */
export function actionDueBy(order: Pick<OrderRow, 'updatedAt' | 'data'>, graceMs: number): Date {
  const periodStart = (order.data as OrderEffect).periodStart;
  const from = Math.max(order.updatedAt.getTime(), periodStart ? Date.parse(periodStart) : 0);
  return new Date(from + graceMs);
}

/** What a payment nobody confirmed with their bank in time fails with. */
export const ACTION_EXPIRED = {
  declineCode: 'authentication_required',
  message: 'The payment was not confirmed with your bank in time.',
} as const;
/** 409 while another payment of the same subscription is in flight (its answer not in yet). */
export const PAYMENT_IN_FLIGHT =
  'A payment for this subscription is already in progress: wait for it to finish, then try again';

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

/** The 409 for an order that was paid and then refunded because it could not apply, or null. */
export function unfulfilledError(order: OrderRow): HttpError | null {
  const reason = (order.data as OrderEffect).unfulfilled;
  return reason && reason in UNFULFILLED ? new HttpError(409, UNFULFILLED[reason]) : null;
}

/** A 402 body from a decline. */
export const cardError = (d: CardDecline): CardErrorBody => ({
  code: 402,
  type: 'card_error',
  message: d.message,
  declineCode: d.declineCode,
});

/**
 * Outcome of charging an order. `ok` with an order `requires_action`: the payer's bank wants
 * them to confirm (`data.charge.actionUrl`, or the payer starts the challenge).
 */
export type ChargeOutcome =
  { ok: true; order: OrderRow } | { ok: false; order: OrderRow; error: CardErrorBody };

/**
 * Where billing reports what an operator must know (a refund it issued or could not, what the
 * reconciler settled: order ids and outcomes, never card data).
 */
export interface BillingLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * What else a paid or refunded order does, inside the transaction that records it (the
 * affiliates' commissions). Billing calls it; the implementation lives elsewhere.
 */
export interface OrderListener {
  /** The order was just paid and applied (not when it is refunded instead). */
  onPaid(tx: Tx, order: OrderRow): Promise<void>;
  /** A paid order's refunded total grew (`order.refundedAmount`, cumulative). */
  onRefunded(tx: Tx, order: OrderRow): Promise<void>;
  /**
   * A paid order's money was taken back by the payer's bank (a dispute): `lostTotal` is what
   * the order lost in all, refunds and disputes (cumulative, at most its amount).
   */
  onDisputed(tx: Tx, order: OrderRow, lostTotal: number): Promise<void>;
}

/** Where a user's cached session state is dropped after their subscription changes. */
export interface SessionInvalidator {
  invalidateUser(userId: string): void;
}
