import type { FastifyInstance } from 'fastify';

/** A card as the provider describes it after tokenisation (never the number). */
export interface PaymentMethodInfo {
  /** The provider's token (`pm_…`). */
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Same card → same fingerprint (per provider account). */
  fingerprint: string;
}

/** Why a card was refused, in the provider's words. */
export interface CardDecline {
  /** `card_declined`, `insufficient_funds`, `expired_card`, `incorrect_cvc`, … */
  declineCode: string;
  message: string;
}

/** A charge of a saved card: the same `idempotencyKey` always answers the first result. */
export interface ChargeInput {
  customerId: string;
  paymentMethodId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
  /**
   * The payer is not present (a renewal): the bank's challenge cannot be shown, so a card that
   * needs one answers `requires_action` with no `actionUrl`; the payer starts the challenge
   * later with {@link PaymentProvider.authenticate}.
   */
  offSession: boolean;
  /** Where the bank's challenge sends the payer back (on-session charges). */
  returnUrl?: string;
}

/** The decline code of a charge whose bank challenge (3-D Secure) failed or was refused. */
export const AUTHENTICATION_FAILED = 'authentication_failed';

/** Result of {@link PaymentProvider.charge}. */
export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  /**
   * The bank wants the payer to confirm (3-D Secure / SCA). `actionUrl` is the challenge page
   * to send the payer to (it returns to `returnUrl`); null off-session, where
   * {@link PaymentProvider.authenticate} starts it. The outcome arrives as `charge.succeeded` /
   * `charge.failed` events and from {@link PaymentProvider.retrieveCharge}.
   */
  | { status: 'requires_action'; chargeId: string; actionUrl: string | null }
  | ({ status: 'failed'; chargeId: string | null } & CardDecline);

/** A dispute (chargeback) of a charge, as the provider describes it. */
export interface DisputeInfo {
  /** The provider's dispute id (`dp_…`). */
  id: string;
  /** Disputed amount (minor units) and currency. */
  amount: number;
  currency: string;
  /** The bank's reason (`fraudulent`, `product_not_received`, …). */
  reason: string;
  /**
   * `needs_response`, `under_review`, `won`, `lost`, `warning_needs_response`,
   * `warning_under_review`, `warning_closed`, `prevented`.
   */
  status: string;
  /** Evidence due by (seconds since the epoch), or null. */
  evidenceDueBy: number | null;
}

/** Result of {@link PaymentProvider.payout}. */
export interface PayoutResult {
  /** The provider's payout id. */
  payoutId: string;
  /** `paid`: the money left; `failed`: refused, nothing was sent. */
  status: 'paid' | 'failed';
  /** Why a failed payout was refused, in the provider's words. */
  failureMessage?: string;
}

/** A verified provider event. */
export interface ProviderEvent {
  id: string;
  /**
   * Normalised across providers: `charge.succeeded`, `charge.failed` (a decline, or a failed
   * bank challenge: `declineCode` {@link AUTHENTICATION_FAILED}), `charge.refunded` (cumulative
   * `amountRefunded`), `charge.dispute.created|updated|closed` (with `dispute`; `chargeId`
   * names the disputed charge, `metadata` may be absent).
   */
  type:
    | 'charge.succeeded'
    | 'charge.failed'
    | 'charge.refunded'
    | 'charge.dispute.created'
    | 'charge.dispute.updated'
    | 'charge.dispute.closed'
    | (string & {});
  /** When the provider created it (seconds since the epoch). */
  created: number;
  data: {
    chargeId?: string;
    /** What the API passed as `metadata` when charging. */
    metadata?: Record<string, string>;
    /** The charge's amount (minor units) and currency, as charged. */
    amount?: number;
    currency?: string;
    amountRefunded?: number;
    declineCode?: string;
    /** The decline's message in the provider's words (`charge.failed`). */
    declineMessage?: string;
    /** `charge.dispute.*`: the dispute as it is now. */
    dispute?: DisputeInfo;
  };
}

/** Thrown by {@link PaymentProvider.attachPaymentMethod} for a declined card. */
export class CardDeclinedError extends Error implements CardDecline {
  readonly declineCode: string;
  constructor(decline: CardDecline) {
    super(decline.message);
    this.name = 'CardDeclinedError';
    this.declineCode = decline.declineCode;
  }
}

/** Thrown when a payment method is unknown or belongs to another customer. */
export class UnknownPaymentMethodError extends Error {
  constructor() {
    super('Payment method not found');
    this.name = 'UnknownPaymentMethodError';
  }
}

/** Thrown by {@link PaymentProvider.verifyWebhook}. */
export class WebhookSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * What the API needs from a card payment provider. The sandbox implements it; a real
 * provider's adapter can replace it without touching the rest of the API.
 * Every money call takes an idempotency key, so a retried call never charges twice.
 */
export interface PaymentProvider {
  /** Provider name stored beside its ids (`sandbox`, `stripe`). */
  readonly name: string;
  /** The request header carrying the webhook signature (`finfree-signature`, `stripe-signature`). */
  readonly signatureHeader: string;
  /** Creates the provider-side customer of a user. */
  createCustomer(input: { reference: string; email?: string }): Promise<{ customerId: string }>;
  /** Opens a card-form session; `cardFormUrl` is where the user types the card. */
  createSetup(input: { customerId: string }): Promise<{ setupId: string; cardFormUrl: string }>;
  /** Attaches a tokenised card to the customer (verifies it); throws {@link CardDeclinedError}. */
  attachPaymentMethod(input: {
    customerId: string;
    paymentMethodId: string;
  }): Promise<PaymentMethodInfo>;
  /** Describes a token of this customer without attaching it. */
  retrievePaymentMethod(input: {
    customerId: string;
    paymentMethodId: string;
  }): Promise<PaymentMethodInfo>;
  /** Charges a card; the same `idempotencyKey` always answers the first result. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /**
   * Starts the bank's challenge of a charge that answered `requires_action` (the payer is
   * present now): answers `requires_action` with the page to open (it returns to `returnUrl`),
   * or the charge's outcome when nothing is left to confirm.
   */
  authenticate(input: {
    chargeId: string;
    customerId: string;
    returnUrl: string;
  }): Promise<ChargeResult>;
  /** The provider's current word on a charge (after a challenge, or when an answer was lost). */
  retrieveCharge(input: { chargeId: string }): Promise<ChargeResult>;
  /** Refunds (part of) a charge; the same `idempotencyKey` always answers the first result. */
  refund(input: {
    chargeId: string;
    amount?: number;
    idempotencyKey: string;
    /** Why, in the admin's words (kept with the provider's refund as metadata). */
    reason?: string;
  }): Promise<{ refundId: string; status: 'succeeded' | 'failed' | 'pending' }>;
  /**
   * Sends money out (affiliate withdrawals). The same `idempotencyKey` always answers the
   * first result, so a retried call never pays twice. A refused payout answers `failed` with
   * a `failureMessage`; a transport problem throws.
   */
  payout(input: {
    amount: number;
    currency: string;
    method: string;
    destination: string;
    idempotencyKey: string;
  }): Promise<PayoutResult>;
  /** Checks a webhook's signature on the raw body and parses it; throws {@link WebhookSignatureError}. */
  verifyWebhook(rawBody: string, signature: string | undefined, now?: Date): ProviderEvent;
  /** Registers the provider's own routes (the sandbox's card form), outside /v1. */
  registerRoutes?(app: FastifyInstance): void | Promise<void>;
  /** Sends events to the webhook endpoint of this app (the sandbox delivers in-process). */
  connect?(app: FastifyInstance): void;
  /** Waits for event deliveries in flight (tests, shutdown). */
  flush?(): Promise<void>;
  /** Stops background work (webhook retries) and waits for what is in flight (shutdown). */
  close?(): Promise<void>;
}
