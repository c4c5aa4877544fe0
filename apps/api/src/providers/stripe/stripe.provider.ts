import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import Stripe from 'stripe';
import {
  AUTHENTICATION_FAILED,
  CardDeclinedError,
  type ChargeInput,
  type ChargeResult,
  type DisputeInfo,
  type PaymentMethodInfo,
  type PaymentProvider,
  type PayoutResult,
  type ProviderEvent,
  UnknownPaymentMethodError,
  WebhookSignatureError,
} from '../provider';

/** The Stripe API version this adapter is written and tested for (the SDK's own pin). */
export const STRIPE_API_VERSION = '2025-09-30.clover' as const;
/** Oldest webhook signature accepted, in seconds. */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;
/** Where Stripe Checkout sends the payer back after saving a card (outside /v1). */
export const SETUP_COMPLETE_PATH = '/stripe/setup-complete';
/** The card form's address: sends the payer on to the Checkout Session (outside /v1). */
export const CHECKOUT_PATH = '/stripe/checkout';
/** The decline code of a charge of a card Stripe does not know for the customer. */
export const PAYMENT_METHOD_UNAVAILABLE = 'payment_method_unavailable';
/** The payout id of a withdrawal the admin paid by hand (see {@link StripeProvider.payout}). */
export const MANUAL_PAYOUT_PREFIX = 'manual_';

/** Options of {@link StripeProvider}. */
export interface StripeOptions {
  /** `sk_…` or restricted `rk_…` key. */
  secretKey: string;
  /** The signing secret (`whsec_…`) of this app's webhook endpoint. */
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in); default Stripe's. */
  apiUrl?: string;
  /** Public base URL of this server (Checkout's return pages). */
  baseUrl: string;
  /** Origins the setup-complete page may hand a payment method to (postMessage). */
  allowedOrigins: string[];
  /** Per-request timeout (ms). */
  timeoutMs?: number;
}

/** Stripe's decline code, the generic one named like the other providers (`card_declined`). */
export function declineCodeOf(error: {
  code?: string | null;
  decline_code?: string | null;
}): string {
  if (error.code === 'payment_intent_authentication_failure') return AUTHENTICATION_FAILED;
  if (error.decline_code && error.decline_code !== 'generic_decline') return error.decline_code;
  return error.code ?? 'card_declined';
}

const idOf = (v: string | { id: string } | null | undefined) =>
  typeof v === 'string' ? v : (v?.id ?? null);

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Stripe, through its official SDK. Cards are typed on Stripe Checkout (setup mode) and never
 * reach Finfree; a charge is a PaymentIntent confirmed at once (its id `pi_…` is the charge id
 * that refunds, disputes and events name); webhooks are checked with Stripe's signature scheme.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly signatureHeader = 'stripe-signature';
  readonly stripe: Stripe;

  constructor(readonly options: StripeOptions) {
    const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
    this.stripe = new Stripe(options.secretKey, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'http:' ? 80 : 443),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async createCustomer(input: { reference: string; email?: string }) {
    const customer = await this.stripe.customers.create({
      metadata: { finfree_user: input.reference },
      ...(input.email ? { email: input.email } : {}),
    });
    return { customerId: customer.id };
  }

  /**
   * A Checkout Session in setup mode. The card form's URL is this server's
   * {@link CHECKOUT_PATH}, which sends the payer on to Checkout: the window the app opens then
   * starts and ends (at {@link SETUP_COMPLETE_PATH}) on the app's origin, the only origin the
   * app takes the card's message from.
   */
  async createSetup(input: { customerId: string }) {
    const back = new URL(SETUP_COMPLETE_PATH, this.options.baseUrl).toString();
    const session = await this.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: input.customerId,
      payment_method_types: ['card'],
      // Stripe replaces the placeholder itself; it must stay unescaped.
      success_url: `${back}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}?canceled=1`,
    });
    if (!session.url) throw new Error('Stripe Checkout answered no URL');
    const form = new URL(CHECKOUT_PATH, this.options.baseUrl);
    form.searchParams.set('session', session.id);
    return { setupId: session.id, cardFormUrl: form.toString() };
  }

  private async method(customerId: string, paymentMethodId: string) {
    let pm: Stripe.PaymentMethod;
    try {
      pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        throw new UnknownPaymentMethodError();
      }
      throw error;
    }
    const owner = idOf(pm.customer);
    // Unattached (only right after a setup) or this customer's: anyone else's is unknown here.
    if ((owner && owner !== customerId) || pm.type !== 'card' || !pm.card) {
      throw new UnknownPaymentMethodError();
    }
    return pm;
  }

  async retrievePaymentMethod(input: { customerId: string; paymentMethodId: string }) {
    const pm = await this.method(input.customerId, input.paymentMethodId);
    if (!pm.customer) throw new UnknownPaymentMethodError();
    return toInfo(pm);
  }

  async attachPaymentMethod(input: { customerId: string; paymentMethodId: string }) {
    let pm = await this.method(input.customerId, input.paymentMethodId);
    if (!pm.customer) {
      try {
        pm = await this.stripe.paymentMethods.attach(pm.id, { customer: input.customerId });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          throw new CardDeclinedError({
            declineCode: declineCodeOf(error),
            message: error.message,
          });
        }
        throw error;
      }
    }
    return toInfo(pm);
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      customer: input.customerId,
      payment_method: input.paymentMethodId,
      payment_method_types: ['card'],
      confirm: true,
      metadata: input.metadata,
    };
    if (input.offSession) params.off_session = true;
    else if (input.returnUrl) params.return_url = input.returnUrl;
    try {
      const pi = await this.stripe.paymentIntents.create(params, {
        idempotencyKey: input.idempotencyKey,
      });
      return toResult(pi);
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.param === 'payment_method' || error.param === 'customer')
      ) {
        // A card Stripe does not know for this customer (another provider's card, or one
        // removed at Stripe): refused for good, nothing was charged.
        return {
          status: 'failed',
          chargeId: null,
          declineCode: PAYMENT_METHOD_UNAVAILABLE,
          message: 'This card cannot be charged: add the card again.',
        };
      }
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      const pi = error.payment_intent;
      if (error.code === 'authentication_required' && pi) {
        return { status: 'requires_action', chargeId: pi.id, actionUrl: null };
      }
      return {
        status: 'failed',
        chargeId: pi?.id ?? null,
        declineCode: declineCodeOf(error),
        message: error.message,
      };
    }
  }

  async authenticate(input: {
    chargeId: string;
    customerId: string;
    returnUrl: string;
  }): Promise<ChargeResult> {
    const current = await this.stripe.paymentIntents.retrieve(input.chargeId);
    if (idOf(current.customer) !== input.customerId) throw new Error('Unknown charge');
    if (
      current.status !== 'requires_payment_method' &&
      current.status !== 'requires_confirmation'
    ) {
      return toResult(current);
    }
    const pm = idOf(current.payment_method) ?? idOf(current.last_payment_error?.payment_method);
    try {
      const pi = await this.stripe.paymentIntents.confirm(input.chargeId, {
        ...(pm ? { payment_method: pm } : {}),
        return_url: input.returnUrl,
      });
      return toResult(pi);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      return {
        status: 'failed',
        chargeId: input.chargeId,
        declineCode: declineCodeOf(error),
        message: error.message,
      };
    }
  }

  async retrieveCharge(input: { chargeId: string }): Promise<ChargeResult> {
    return toResult(await this.stripe.paymentIntents.retrieve(input.chargeId));
  }

  async refund(input: {
    chargeId: string;
    amount?: number;
    idempotencyKey: string;
    reason?: string;
  }): Promise<{ refundId: string; status: 'succeeded' | 'failed' | 'pending' }> {
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: input.chargeId,
        ...(input.amount !== undefined ? { amount: input.amount } : {}),
        ...(input.reason ? { metadata: { reason: input.reason.slice(0, 500) } } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    const status =
      refund.status === 'succeeded'
        ? 'succeeded'
        : refund.status === 'failed' || refund.status === 'canceled'
          ? 'failed'
          : 'pending';
    return { refundId: refund.id, status };
  }

  /**
   * Affiliate payouts are sent by hand with Stripe (bank transfer, PayPal, USDT are not Stripe
   * rails; paying third parties would need Stripe Connect accounts for every affiliate). The
   * admin marks a withdrawal paid after sending the money, so this records that decision:
   * `paid`, with the id `manual_<idempotency key>`, and no call to Stripe.
   */
  async payout(input: Parameters<PaymentProvider['payout']>[0]): Promise<PayoutResult> {
    return { payoutId: `${MANUAL_PAYOUT_PREFIX}${input.idempotencyKey}`, status: 'paid' };
  }

  verifyWebhook(rawBody: string, signature: string | undefined, now = new Date()): ProviderEvent {
    if (!signature) throw new WebhookSignatureError('Missing signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.options.webhookSecret,
        STRIPE_WEBHOOK_TOLERANCE_S,
        undefined,
        now.getTime(),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new WebhookSignatureError(error.message);
      }
      throw new WebhookSignatureError('Bad payload');
    }
    if (!event || typeof event.id !== 'string' || typeof event.type !== 'string') {
      throw new WebhookSignatureError('Bad payload');
    }
    return normaliseEvent(event);
  }

  registerRoutes(app: FastifyInstance) {
    app.get(CHECKOUT_PATH, { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const origins = this.options.allowedOrigins;
      const sessionId = typeof query.session === 'string' ? query.session : '';
      if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) {
        return page(reply, 400, 'Card not saved', '<p>This link is not valid.</p>', origins, null);
      }
      let session: Stripe.Checkout.Session | null = null;
      try {
        session = await this.stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
      if (!session || session.status !== 'open' || !session.url) {
        return page(
          reply,
          404,
          'Card form expired',
          '<p>This card form has expired. Close this window and start again.</p>',
          origins,
          null,
        );
      }
      return reply.header('cache-control', 'no-store').redirect(session.url, 303);
    });
    app.get(SETUP_COMPLETE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const origins = this.options.allowedOrigins;
      if (query.canceled !== undefined) {
        return page(
          reply,
          200,
          'Card not saved',
          '<p>No card was saved. You can close this window.</p>',
          origins,
          null,
        );
      }
      const sessionId = typeof query.session_id === 'string' ? query.session_id : '';
      if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) {
        return page(reply, 400, 'Card not saved', '<p>This link is not valid.</p>', origins, null);
      }
      let session: Stripe.Checkout.Session;
      try {
        session = await this.stripe.checkout.sessions.retrieve(sessionId, {
          expand: ['setup_intent'],
        });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return page(
            reply,
            404,
            'Card not saved',
            '<p>This card form has expired.</p>',
            origins,
            null,
          );
        }
        throw error;
      }
      const setupIntent = session.setup_intent;
      const pmId =
        setupIntent && typeof setupIntent === 'object' ? idOf(setupIntent.payment_method) : null;
      if (session.mode !== 'setup' || session.status !== 'complete' || !pmId) {
        return page(
          reply,
          409,
          'Card not saved',
          '<p>The card form was not finished. Close this window and start again.</p>',
          origins,
          null,
        );
      }
      const pm = await this.stripe.paymentMethods.retrieve(pmId);
      const message = {
        type: 'finfree:payment-method',
        setupId: session.id,
        paymentMethodId: pm.id,
        brand: pm.card?.brand ?? 'unknown',
        last4: pm.card?.last4 ?? '',
      };
      return page(
        reply,
        200,
        'Card saved',
        '<p>Card saved. This window closes by itself.</p>',
        origins,
        message,
      );
    });
  }
}

/**
 * The page Checkout returns to: posts the payment method to the opener, one message per
 * allowed origin (the browser delivers it only to a window of that origin), then closes.
 */
function page(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  origins: string[],
  message: Record<string, string> | null,
) {
  const nonce = randomBytes(16).toString('base64');
  // JSON inside a script: `<` escaped so no value can end the script element.
  const data = JSON.stringify({ message, origins }).replace(/</g, '\\u003c');
  const script = `<script nonce="${nonce}">
(function () {
  var d = ${data};
  if (d.message && window.opener) {
    for (var i = 0; i < d.origins.length; i++) window.opener.postMessage(d.message, d.origins[i]);
  }
  if (window.opener) window.setTimeout(function () { window.close(); }, 800);
})();
</script>`;
  reply.removeHeader('x-frame-options');
  return (
    reply
      .code(status)
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `script-src 'nonce-${nonce}'`,
          "style-src 'unsafe-inline'",
          "base-uri 'none'",
          "form-action 'none'",
          "frame-ancestors 'none'",
        ].join('; '),
      )
      // Opened by the app (possibly from another origin) and answers through window.opener.
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:28rem;padding:0 1rem}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
${script}
</body>
</html>`)
  );
}

function toInfo(pm: Stripe.PaymentMethod): PaymentMethodInfo {
  const card = pm.card;
  if (!card) throw new UnknownPaymentMethodError();
  return {
    paymentMethodId: pm.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    fingerprint: card.fingerprint ?? pm.id,
  };
}

/** A PaymentIntent as a charge result; `processing` (no outcome yet) throws. */
export function toResult(pi: Stripe.PaymentIntent): ChargeResult {
  switch (pi.status) {
    case 'succeeded':
      return { status: 'succeeded', chargeId: pi.id };
    case 'requires_action':
    case 'requires_confirmation': {
      const url = pi.next_action?.redirect_to_url?.url ?? null;
      return { status: 'requires_action', chargeId: pi.id, actionUrl: url };
    }
    case 'requires_payment_method': {
      const error = pi.last_payment_error;
      // Off-session, the bank asked for the payer: waiting for them, not declined.
      if (!error || error.code === 'authentication_required') {
        return { status: 'requires_action', chargeId: pi.id, actionUrl: null };
      }
      return {
        status: 'failed',
        chargeId: pi.id,
        declineCode: declineCodeOf(error),
        message: error.message ?? 'Your card was declined.',
      };
    }
    case 'canceled':
      return {
        status: 'failed',
        chargeId: pi.id,
        declineCode: 'canceled',
        message: 'The payment was canceled.',
      };
    default:
      // `processing`, `requires_capture`: no final word yet; the reconciler asks again later.
      throw new Error(`Stripe PaymentIntent ${pi.id} is ${pi.status}`);
  }
}

function disputeInfo(d: Stripe.Dispute): DisputeInfo {
  return {
    id: d.id,
    amount: d.amount,
    currency: d.currency,
    reason: d.reason,
    status: d.status,
    evidenceDueBy: d.evidence_details?.due_by ?? null,
  };
}

/** A verified Stripe event in the API's words (see {@link ProviderEvent}). */
export function normaliseEvent(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, created: event.created };
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const pi = event.data.object;
      return {
        ...base,
        type: 'charge.succeeded',
        data: {
          chargeId: pi.id,
          metadata: pi.metadata,
          amount: pi.amount_received || pi.amount,
          currency: pi.currency,
        },
      };
    }
    case 'payment_intent.payment_failed': {
      const pi = event.data.object;
      const error = pi.last_payment_error;
      // An off-session charge the bank wants the payer to confirm is waiting, not failed: it
      // stays `requires_action` until the payer authenticates (then `charge.succeeded`/`failed`).
      if (error?.code === 'authentication_required') {
        return { ...base, type: event.type, data: {} };
      }
      return {
        ...base,
        type: 'charge.failed',
        data: {
          chargeId: pi.id,
          metadata: pi.metadata,
          amount: pi.amount,
          currency: pi.currency,
          declineCode: error ? declineCodeOf(error) : 'card_declined',
          ...(error?.message ? { declineMessage: error.message } : {}),
        },
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        type: 'charge.refunded',
        data: {
          ...(idOf(charge.payment_intent)
            ? { chargeId: idOf(charge.payment_intent) as string }
            : {}),
          metadata: charge.metadata,
          amount: charge.amount,
          currency: charge.currency,
          amountRefunded: charge.amount_refunded,
        },
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      return {
        ...base,
        type: event.type,
        data: {
          ...(idOf(dispute.payment_intent)
            ? { chargeId: idOf(dispute.payment_intent) as string }
            : {}),
          amount: dispute.amount,
          currency: dispute.currency,
          dispute: disputeInfo(dispute),
        },
      };
    }
    default:
      return { ...base, type: event.type, data: {} };
  }
}
