import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { STRIPE_API_VERSION } from '../stripe.provider';
import { decodeForm, type StripeOpenApi, type Violation } from './stripe-openapi';

/* eslint-disable @typescript-eslint/no-explicit-any -- Stripe objects are plain JSON here. */
type Obj = Record<string, any>;

/** What a test card number does (Stripe's published test cards). */
export const STANDIN_CARDS: Record<string, { behaviour: string; brand: string }> = {
  '4242424242424242': { behaviour: 'ok', brand: 'visa' },
  '4000000000000002': { behaviour: 'decline_generic_decline', brand: 'visa' },
  '4000000000009995': { behaviour: 'decline_insufficient_funds', brand: 'visa' },
  '4000000000000341': { behaviour: 'charge_fails', brand: 'visa' },
  '4000002760003184': { behaviour: 'always_authenticate', brand: 'visa' },
  '4000002500003155': { behaviour: 'authenticate_unless_setup', brand: 'visa' },
  '4000000000000259': { behaviour: 'dispute', brand: 'visa' },
};

/** The events a Finfree webhook endpoint subscribes to. */
export const FINFREE_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
];

/** A card refused on the Checkout page (the payer sees it there; no payment method is made). */
export class StandinDeclineError extends Error {
  constructor(
    readonly code: string,
    readonly declineCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'StandinDeclineError';
  }
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}

/** A webhook event the stand-in sent, with the signature header Stripe would send. */
export interface SentEvent {
  type: string;
  payload: string;
  signature: string;
}

export interface StandinOptions {
  /** Signs webhook events (`whsec_…`). */
  webhookSecret: string;
  /** Where to POST events (else they are only kept in {@link StripeStandin.sent}). */
  webhookUrl?: string;
  /** Checks every request and answer against Stripe's OpenAPI document (null: off). */
  openapi: StripeOpenApi | null;
}

const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
};

const now = () => Math.floor(Date.now() / 1000);

/**
 * A local stand-in of Stripe's API for tests: a real HTTP server on 127.0.0.1 that the official
 * SDK talks to, keeping customers, Checkout sessions (setup mode), setup intents, payment
 * methods, PaymentIntents, charges, refunds and disputes in memory, honouring idempotency keys,
 * and sending signed webhook events. Test helpers play the payer's and the bank's parts
 * (completing Checkout, a 3-D Secure challenge, a dispute). With an {@link StripeOpenApi},
 * every request and every answer is checked against Stripe's published document; differences
 * are collected in {@link violations} ({@link assertNoViolations} fails a test on them).
 */
export class StripeStandin {
  readonly violations: Violation[] = [];
  readonly sent: SentEvent[] = [];
  /** Requests served, `METHOD /template` → count. */
  readonly calls = new Map<string, number>();
  url = '';
  private server: Server | undefined;
  private readonly signer = new Stripe('sk_test_standin_signer', {
    apiVersion: STRIPE_API_VERSION,
  });
  private readonly customers = new Map<string, Obj>();
  private readonly sessions = new Map<string, Obj>();
  private readonly setupIntents = new Map<string, Obj>();
  private readonly paymentMethods = new Map<
    string,
    Obj & { _behaviour: string; _setUp: boolean }
  >();
  private readonly intents = new Map<string, Obj>();
  private readonly charges = new Map<string, Obj>();
  private readonly disputes = new Map<string, Obj>();
  private readonly idempotent = new Map<string, { hash: string; status: number; body: Obj }>();
  private readonly deliveries = new Set<Promise<unknown>>();

  constructor(readonly options: StandinOptions) {}

  static async start(options: StandinOptions): Promise<StripeStandin> {
    const standin = new StripeStandin(options);
    await standin.listen();
    return standin;
  }

  private id(prefix: string) {
    return `${prefix}_test_${randomBytes(12).toString('hex')}`;
  }

  private async listen() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
  }

  async close() {
    await Promise.allSettled([...this.deliveries]);
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  /** Throws when a request or an answer differed from Stripe's document; then forgets them. */
  assertNoViolations() {
    const found = this.violations.splice(0);
    if (found.length) {
      throw new Error(
        `Stripe stand-in differs from Stripe's OpenAPI document:\n${found
          .map((v) => `- [${v.kind}] ${v.method} ${v.path}: ${v.message}`)
          .join('\n')}`,
      );
    }
  }

  private violation(kind: Violation['kind'], method: string, path: string, messages: string[]) {
    for (const message of messages) this.violations.push({ kind, method, path, message });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const query = url.search.slice(1);
    const openapi = this.options.openapi;
    const op = openapi?.operation(method, path);
    const label = `${method} ${op?.template ?? path}`;
    this.calls.set(label, (this.calls.get(label) ?? 0) + 1);
    if (openapi)
      this.violation('request', method, path, openapi.checkRequest(method, path, query, body));
    if (req.headers['stripe-version'] !== STRIPE_API_VERSION) {
      this.violation('request', method, path, [
        `Stripe-Version ${String(req.headers['stripe-version'])}, expected ${STRIPE_API_VERSION}`,
      ]);
    }
    let status = 200;
    let answer: Obj;
    let replayed = false;
    const key = req.headers['idempotency-key'];
    const idemKey = method === 'POST' && typeof key === 'string' ? `${path} ${key}` : null;
    const hash = createHash('sha256').update(body).digest('hex');
    const earlier = idemKey ? this.idempotent.get(idemKey) : undefined;
    if (!/^Bearer (sk|rk)_test_/.test(req.headers.authorization ?? '')) {
      status = 401;
      answer = { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } };
    } else if (earlier && earlier.hash !== hash) {
      status = 400;
      answer = {
        error: {
          type: 'idempotency_error',
          message:
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      };
    } else if (earlier) {
      ({ status, body: answer } = earlier);
      replayed = true;
    } else {
      try {
        answer = this.route(method, path, decodeForm(query), decodeForm(body));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        status = error.status;
        answer = { error: error.body };
      }
      if (idemKey) this.idempotent.set(idemKey, { hash, status, body: answer });
    }
    if (openapi && op) {
      this.violation('response', method, path, openapi.checkResponse(method, path, status, answer));
    }
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(8).toString('hex')}`,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      ...(idemKey ? { 'idempotency-key': String(key) } : {}),
    });
    res.end(JSON.stringify(answer));
  }

  private route(method: string, path: string, query: Obj, form: Obj): Obj {
    const p = path.split('/').filter(Boolean);
    if (p[0] !== 'v1') throw notFound(path);
    const [, resource, id, action] = p;
    if (method === 'POST' && resource === 'customers' && !id) return this.createCustomer(form);
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !action) return this.createSession(form);
      if (method === 'GET' && action) return this.session(action, query.expand);
    }
    if (resource === 'payment_methods' && id) {
      if (method === 'GET' && !action) {
        const pm = this.paymentMethods.get(id);
        if (!pm) throw missing('payment_method', id, 404);
        return this.publicPm(pm);
      }
      if (method === 'POST' && action === 'attach') return this.attach(id, form);
    }
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) return this.createIntent(form);
      if (method === 'GET' && id && !action) return this.intent(id);
      if (method === 'POST' && id && action === 'confirm') return this.confirmIntent(id, form);
    }
    if (method === 'POST' && resource === 'refunds' && !id) return this.createRefund(form);
    throw notFound(path);
  }

  // ---------------------------------------------------------------- customers and cards

  private createCustomer(form: Obj): Obj {
    const customer = {
      id: this.id('cus').replace('_test', ''),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      discount: null,
      email: form.email ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: form.metadata ?? {},
      name: null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSession(form: Obj): Obj {
    if (form.mode !== 'setup') throw invalid('mode', 'Only setup mode is served by the stand-in.');
    if (!this.customers.has(form.customer)) throw missing('customer', form.customer);
    const created = now();
    const seti: Obj = {
      id: this.id('seti').replace('_test', ''),
      object: 'setup_intent',
      application: null,
      automatic_payment_methods: null,
      cancellation_reason: null,
      client_secret: null,
      created,
      customer: form.customer,
      description: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: {},
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_types: ['card'],
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage: 'off_session',
    };
    seti.client_secret = `${seti.id}_secret_${randomBytes(8).toString('hex')}`;
    this.setupIntents.set(seti.id, seti);
    const id = this.id('cs');
    const session = {
      id,
      object: 'checkout.session',
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: null,
      amount_total: null,
      automatic_tax: { enabled: false, status: null },
      billing_address_collection: null,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: null,
      consent: null,
      consent_collection: null,
      created,
      currency: null,
      custom_fields: [],
      custom_text: { shipping_address: null, submit: null },
      customer: form.customer,
      customer_creation: null,
      customer_details: null,
      customer_email: null,
      expires_at: created + 24 * 3600,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: null,
      metadata: form.metadata ?? {},
      mode: 'setup',
      payment_intent: null,
      payment_link: null,
      payment_method_collection: 'always',
      payment_method_options: {},
      payment_method_types: form.payment_method_types ?? ['card'],
      payment_status: 'no_payment_required',
      phone_number_collection: { enabled: false },
      recovered_from: null,
      setup_intent: seti.id,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: form.success_url,
      total_details: null,
      url: `${this.url}/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    return session;
  }

  private session(id: string, expand: unknown): Obj {
    const session = this.sessions.get(id);
    if (!session) throw missing('session', id, 404);
    const wants = Array.isArray(expand) ? expand : [];
    return {
      ...session,
      setup_intent:
        wants.includes('setup_intent') && session.setup_intent
          ? this.setupIntents.get(session.setup_intent)
          : session.setup_intent,
    };
  }

  private pm(id: string) {
    const pm = this.paymentMethods.get(id);
    if (!pm) throw missing('payment_method', id);
    return pm;
  }

  private publicPm(pm: Obj): Obj {
    return Object.fromEntries(Object.entries(pm).filter(([k]) => !k.startsWith('_')));
  }

  private attach(id: string, form: Obj): Obj {
    const pm = this.pm(id);
    if (!this.customers.has(form.customer)) throw missing('customer', form.customer);
    if (pm.customer && pm.customer !== form.customer) {
      throw invalid('payment_method', 'The payment method is attached to another customer.');
    }
    pm.customer = form.customer;
    return this.publicPm(pm);
  }

  /**
   * The payer types `number` on the Checkout page of `sessionId` (and passes the bank's
   * check, if the card has one): the payment method is made, attached to the session's
   * customer, and the session completes. A declined card throws {@link StandinDeclineError}
   * (Checkout shows it; the session stays open). Answers the success URL Checkout goes to.
   */
  completeCheckout(sessionId: string, number: string, exp = { month: 12, year: 2034 }) {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`No open session ${sessionId}`);
    const digits = number.replace(/\D/g, '');
    const card = STANDIN_CARDS[digits] ?? { behaviour: 'ok', brand: 'visa' };
    if (card.behaviour.startsWith('decline_')) {
      const decline = card.behaviour.slice('decline_'.length);
      throw new StandinDeclineError('card_declined', decline, DECLINE_MESSAGES[decline] ?? '');
    }
    const pm = {
      id: this.id('pm').replace('_test', ''),
      object: 'payment_method',
      billing_details: {
        address: {
          city: null,
          country: null,
          line1: null,
          line2: null,
          postal_code: null,
          state: null,
        },
        email: null,
        name: null,
        phone: null,
      },
      card: {
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        exp_month: exp.month,
        exp_year: exp.year,
        fingerprint: createHmac('sha256', 'standin').update(digits).digest('hex').slice(0, 16),
        funding: 'credit',
        generated_from: null,
        last4: digits.slice(-4),
        networks: { available: [card.brand], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: now(),
      customer: session.customer,
      livemode: false,
      metadata: {},
      type: 'card',
      _behaviour: card.behaviour,
      _setUp: true,
    };
    this.paymentMethods.set(pm.id, pm);
    const seti = this.setupIntents.get(session.setup_intent);
    if (seti) Object.assign(seti, { status: 'succeeded', payment_method: pm.id });
    session.status = 'complete';
    return {
      paymentMethodId: pm.id,
      successUrl: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id),
    };
  }

  // ---------------------------------------------------------------- payments

  private intent(id: string): Obj {
    const pi = this.intents.get(id);
    if (!pi) throw missing('intent', id, 404);
    return pi;
  }

  private createIntent(form: Obj): Obj {
    const customer = form.customer;
    if (customer && !this.customers.has(customer)) throw missing('customer', customer);
    const pi: Obj = {
      id: this.id('pi').replace('_test', ''),
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_capturable: 0,
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: null,
      confirmation_method: 'automatic',
      created: now(),
      currency: String(form.currency).toLowerCase(),
      customer: customer ?? null,
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: form.metadata ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: form.payment_method ?? null,
      payment_method_options: {},
      payment_method_types: form.payment_method_types ?? ['card'],
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
    pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`;
    if (pi.payment_method) pi.status = 'requires_confirmation';
    this.intents.set(pi.id, pi);
    if (form.confirm === 'true') {
      this.confirm(pi, {
        offSession:
          form.off_session === 'true' ||
          form.off_session === 'one_off' ||
          form.off_session === 'recurring',
        returnUrl: form.return_url,
      });
    }
    return pi;
  }

  private confirmIntent(id: string, form: Obj): Obj {
    const pi = this.intent(id);
    if (!['requires_payment_method', 'requires_confirmation'].includes(pi.status)) {
      throw invalid(
        undefined,
        `This PaymentIntent's status is ${pi.status}; it cannot be confirmed.`,
        'payment_intent_unexpected_state',
        pi,
      );
    }
    if (form.payment_method) pi.payment_method = form.payment_method;
    this.confirm(pi, { offSession: form.off_session === 'true', returnUrl: form.return_url });
    return pi;
  }

  /** Confirms `pi` with its payment method: succeeds, asks for the bank's challenge, or fails. */
  private confirm(pi: Obj, how: { offSession: boolean; returnUrl?: string }) {
    if (!pi.payment_method) throw invalid('payment_method', 'You must provide a payment method.');
    const pm = this.pm(pi.payment_method);
    if (pi.customer && pm.customer !== pi.customer) {
      throw invalid('payment_method', 'The provided PaymentMethod belongs to another customer.');
    }
    if (!how.offSession && !how.returnUrl) {
      throw invalid(
        'return_url',
        'A return_url is required to confirm a card payment that may need a redirect.',
      );
    }
    pi.last_payment_error = null;
    pi.next_action = null;
    const needsChallenge =
      pm._behaviour === 'always_authenticate' ||
      (pm._behaviour === 'authenticate_unless_setup' && !how.offSession);
    if (needsChallenge && how.offSession) {
      pi.status = 'requires_payment_method';
      const error = {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: DECLINE_MESSAGES.authentication_required,
        payment_method: this.publicPm(pm),
        doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
      };
      pi.last_payment_error = error;
      this.emit('payment_intent.payment_failed', pi);
      throw new ApiError(402, { ...error, payment_intent: { ...pi } });
    }
    if (needsChallenge) {
      pi.status = 'requires_action';
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { return_url: how.returnUrl ?? null, url: `${this.url}/3ds/${pi.id}` },
      };
      return;
    }
    if (pm._behaviour === 'charge_fails') {
      const charge = this.makeCharge(pi, pm, 'failed');
      pi.status = 'requires_payment_method';
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        charge: charge.id,
        message: DECLINE_MESSAGES.generic_decline,
        payment_method: this.publicPm(pm),
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      };
      pi.last_payment_error = error;
      this.emit('payment_intent.payment_failed', pi);
      throw new ApiError(402, { ...error, payment_intent: { ...pi } });
    }
    this.succeed(pi, pm);
  }

  private succeed(pi: Obj, pm: Obj) {
    this.makeCharge(pi, pm, 'succeeded');
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.next_action = null;
    pi.last_payment_error = null;
    this.emit('payment_intent.succeeded', pi);
    if (pm._behaviour === 'dispute') this.openDispute(pi.id);
  }

  private makeCharge(pi: Obj, pm: Obj, status: 'succeeded' | 'failed'): Obj {
    const ok = status === 'succeeded';
    const charge = {
      id: this.id('ch').replace('_test', ''),
      object: 'charge',
      amount: pi.amount,
      amount_captured: ok ? pi.amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: ok ? this.id('txn').replace('_test', '') : null,
      billing_details: pm.billing_details,
      calculated_statement_descriptor: 'FINFREE',
      captured: ok,
      created: now(),
      currency: pi.currency,
      customer: pi.customer,
      description: null,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: ok ? null : 'card_declined',
      failure_message: ok ? null : DECLINE_MESSAGES.generic_decline,
      fraud_details: {},
      livemode: false,
      metadata: pi.metadata,
      on_behalf_of: null,
      outcome: {
        network_status: ok ? 'approved_by_network' : 'declined_by_network',
        reason: ok ? null : 'generic_decline',
        risk_level: 'normal',
        risk_score: 20,
        seller_message: ok
          ? 'Payment complete.'
          : 'The bank did not return any further details with this decline.',
        type: ok ? 'authorized' : 'issuer_declined',
      },
      paid: ok,
      payment_intent: pi.id,
      payment_method: pm.id,
      payment_method_details: {
        card: {
          brand: pm.card.brand,
          checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: null },
          country: pm.card.country,
          exp_month: pm.card.exp_month,
          exp_year: pm.card.exp_year,
          fingerprint: pm.card.fingerprint,
          funding: pm.card.funding,
          installments: null,
          last4: pm.card.last4,
          mandate: null,
          network: pm.card.brand,
          three_d_secure: null,
          wallet: null,
        },
        type: 'card',
      },
      receipt_email: null,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      review: null,
      shipping: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status,
      transfer_data: null,
      transfer_group: null,
    };
    this.charges.set(charge.id, charge);
    pi.latest_charge = charge.id;
    return charge;
  }

  /** The bank's challenge page: the payer approves (the charge succeeds). */
  approveChallenge(paymentIntentId: string) {
    const pi = this.intents.get(paymentIntentId);
    if (!pi || pi.status !== 'requires_action')
      throw new Error(`${paymentIntentId} awaits no challenge`);
    this.succeed(pi, this.pm(pi.payment_method));
  }

  /** The bank's challenge page: the payer fails or refuses it (the charge fails). */
  failChallenge(paymentIntentId: string) {
    const pi = this.intents.get(paymentIntentId);
    if (!pi || pi.status !== 'requires_action')
      throw new Error(`${paymentIntentId} awaits no challenge`);
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
      payment_method: this.publicPm(this.pm(pi.payment_method)),
      doc_url: 'https://stripe.com/docs/error-codes/payment-intent-authentication-failure',
    };
    this.emit('payment_intent.payment_failed', pi);
  }

  private createRefund(form: Obj): Obj {
    const pi = this.intents.get(form.payment_intent);
    if (!pi) throw missing('payment_intent', form.payment_intent);
    const charge = pi.latest_charge ? this.charges.get(pi.latest_charge) : undefined;
    if (pi.status !== 'succeeded' || !charge) {
      throw invalid('payment_intent', 'This PaymentIntent has no successful charge to refund.');
    }
    const left = charge.amount - charge.amount_refunded;
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (amount <= 0 || amount > left) {
      throw invalid(
        'amount',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
      );
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = {
      id: this.id('re').replace('_test', ''),
      object: 'refund',
      amount,
      balance_transaction: this.id('txn').replace('_test', ''),
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: form.metadata ?? {},
      payment_intent: pi.id,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    this.emit('charge.refunded', charge);
    return refund;
  }

  // ---------------------------------------------------------------- disputes

  /** The card holder disputes the charge of `paymentIntentId` (`charge.dispute.created`). */
  openDispute(paymentIntentId: string, reason = 'fraudulent'): string {
    const pi = this.intent(paymentIntentId);
    const charge = this.charges.get(pi.latest_charge);
    if (!charge) throw new Error(`${paymentIntentId} has no charge`);
    charge.disputed = true;
    const created = now();
    const dispute = {
      id: this.id('dp').replace('_test', ''),
      object: 'dispute',
      amount: charge.amount,
      balance_transactions: [],
      charge: charge.id,
      created,
      currency: charge.currency,
      evidence: emptyEvidence(),
      evidence_details: {
        due_by: created + 7 * 24 * 3600,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: pi.id,
      reason,
      status: 'needs_response',
    };
    this.disputes.set(dispute.id, dispute);
    this.emit('charge.dispute.created', dispute);
    return dispute.id;
  }

  /** The bank decides: `charge.dispute.closed` with status `won` or `lost`. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost') {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw new Error(`No dispute ${disputeId}`);
    dispute.status = outcome;
    dispute.evidence_details.due_by = null;
    this.emit('charge.dispute.closed', dispute);
  }

  // ---------------------------------------------------------------- events

  private emit(type: string, object: Obj) {
    if (!FINFREE_EVENTS.includes(type)) return;
    const event = {
      id: this.id('evt').replace('_test', ''),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: now(),
      data: { object: this.publicPm(structuredClone(object)) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const openapi = this.options.openapi;
    if (openapi) {
      const problems = [
        ...openapi.checkSchema('event', event),
        ...openapi.checkSchema(String(object.object), event.data.object),
      ];
      this.violation('event', 'EVENT', type, problems);
    }
    const payload = JSON.stringify(event, null, 2);
    const signature = this.signer.webhooks.generateTestHeaderString({
      payload,
      secret: this.options.webhookSecret,
    });
    this.sent.push({ type, payload, signature });
    const target = this.options.webhookUrl;
    if (target) {
      const delivery = fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }).catch(() => undefined);
      this.deliveries.add(delivery);
      void delivery.finally(() => this.deliveries.delete(delivery));
    }
  }
}

function emptyEvidence(): Obj {
  const fields = [
    'access_activity_log',
    'billing_address',
    'cancellation_policy',
    'cancellation_policy_disclosure',
    'cancellation_rebuttal',
    'customer_communication',
    'customer_email_address',
    'customer_name',
    'customer_purchase_ip',
    'customer_signature',
    'duplicate_charge_documentation',
    'duplicate_charge_explanation',
    'duplicate_charge_id',
    'product_description',
    'receipt',
    'refund_policy',
    'refund_policy_disclosure',
    'refund_refusal_explanation',
    'service_date',
    'service_documentation',
    'shipping_address',
    'shipping_carrier',
    'shipping_date',
    'shipping_documentation',
    'shipping_tracking_number',
    'uncategorized_file',
    'uncategorized_text',
  ];
  return Object.fromEntries(fields.map((f) => [f, null]));
}

function notFound(path: string) {
  return new ApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${path}).`,
  });
}

/** An unknown id: 404 when the URL names it, 400 when a parameter does (as Stripe answers). */
function missing(param: string, id: unknown, status = 400) {
  return new ApiError(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${param}: '${String(id)}'`,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });
}

function invalid(param: string | undefined, message: string, code?: string, pi?: Obj) {
  return new ApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
    ...(pi ? { payment_intent: pi } : {}),
  });
}
