import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import {
  AUTHENTICATION_FAILED,
  UnknownPaymentMethodError,
  WebhookSignatureError,
} from '../provider';
import {
  CHECKOUT_PATH,
  PAYMENT_METHOD_UNAVAILABLE,
  SETUP_COMPLETE_PATH,
  STRIPE_API_VERSION,
  StripeProvider,
} from './stripe.provider';
import { StripeOpenApi } from './testing/stripe-openapi';
import { StripeStandin } from './testing/stripe-standin';

const SECRET = 'whsec_unit_test_secret_0123456789';
const ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
const signer = new Stripe('sk_test_signer_0123456789', { apiVersion: STRIPE_API_VERSION });

const openapi = new StripeOpenApi();
let standin: StripeStandin;
let provider: StripeProvider;

beforeAll(async () => {
  standin = await StripeStandin.start({ webhookSecret: SECRET, openapi });
  provider = new StripeProvider({
    secretKey: 'sk_test_unit_0123456789',
    webhookSecret: SECRET,
    apiUrl: standin.url,
    baseUrl: 'http://localhost:5300',
    allowedOrigins: ORIGINS,
  });
});
afterEach(() => standin.assertNoViolations());
afterAll(() => standin.close());

/** A Stripe event around `object`, signed as Stripe signs it. */
function signed(type: string, object: Record<string, unknown>, timestamp?: number) {
  const payload = JSON.stringify({
    id: `evt_${type.replace(/\W/g, '')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: 1_760_000_000,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
    ...(timestamp ? { timestamp } : {}),
  });
  return { payload, header };
}

const pi = (extra: Record<string, unknown>) => ({
  id: 'pi_1',
  object: 'payment_intent',
  amount: 2500,
  amount_received: 0,
  currency: 'eur',
  metadata: { orderId: 'o1', attempt: '1' },
  last_payment_error: null,
  ...extra,
});

const dispute = (status: string) => ({
  id: 'dp_1',
  object: 'dispute',
  amount: 2500,
  currency: 'eur',
  charge: 'ch_1',
  payment_intent: 'pi_1',
  reason: 'fraudulent',
  status,
  evidence_details: {
    due_by: 1_760_600_000,
    has_evidence: false,
    past_due: false,
    submission_count: 0,
  },
});

describe('Stripe webhooks', () => {
  it('normalises each subscribed event type into the API’s events', () => {
    const verify = (type: string, object: Record<string, unknown>) => {
      const { payload, header } = signed(type, object);
      return provider.verifyWebhook(payload, header);
    };
    expect(
      verify('payment_intent.succeeded', pi({ status: 'succeeded', amount_received: 2500 })),
    ).toEqual({
      id: 'evt_payment_intentsucceeded',
      type: 'charge.succeeded',
      created: 1_760_000_000,
      data: {
        chargeId: 'pi_1',
        metadata: { orderId: 'o1', attempt: '1' },
        amount: 2500,
        currency: 'eur',
      },
    });
    expect(
      verify(
        'payment_intent.payment_failed',
        pi({
          status: 'requires_payment_method',
          last_payment_error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        }),
      ).data,
    ).toEqual({
      chargeId: 'pi_1',
      metadata: { orderId: 'o1', attempt: '1' },
      amount: 2500,
      currency: 'eur',
      declineCode: 'insufficient_funds',
      declineMessage: 'Your card has insufficient funds.',
    });
    const generic = verify(
      'payment_intent.payment_failed',
      pi({
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      }),
    );
    expect(generic.data.declineCode).toBe('card_declined');
    const challenge = verify(
      'payment_intent.payment_failed',
      pi({
        last_payment_error: {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: 'The provided PaymentMethod has failed authentication.',
        },
      }),
    );
    expect([challenge.type, challenge.data.declineCode]).toEqual([
      'charge.failed',
      AUTHENTICATION_FAILED,
    ]);
    // Off-session, the bank wants the payer: not a failure, nothing for the API to apply.
    const waiting = verify(
      'payment_intent.payment_failed',
      pi({
        last_payment_error: {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: 'authentication_required',
        },
      }),
    );
    expect([waiting.type, waiting.data]).toEqual(['payment_intent.payment_failed', {}]);
    expect(
      verify('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        amount: 2500,
        amount_refunded: 1000,
        currency: 'eur',
        payment_intent: 'pi_1',
        metadata: { orderId: 'o1' },
      }),
    ).toMatchObject({
      type: 'charge.refunded',
      data: {
        chargeId: 'pi_1',
        amount: 2500,
        currency: 'eur',
        amountRefunded: 1000,
        metadata: { orderId: 'o1' },
      },
    });
    for (const [type, status] of [
      ['charge.dispute.created', 'needs_response'],
      ['charge.dispute.updated', 'under_review'],
      ['charge.dispute.closed', 'lost'],
    ] as const) {
      expect(verify(type, dispute(status))).toMatchObject({
        type,
        data: {
          chargeId: 'pi_1',
          amount: 2500,
          currency: 'eur',
          dispute: {
            id: 'dp_1',
            amount: 2500,
            currency: 'eur',
            reason: 'fraudulent',
            status,
            evidenceDueBy: 1_760_600_000,
          },
        },
      });
    }
    expect(verify('customer.created', { id: 'cus_1', object: 'customer' })).toEqual({
      id: 'evt_customercreated',
      type: 'customer.created',
      created: 1_760_000_000,
      data: {},
    });
  });

  it('refuses another secret, a stale or future-less timestamp past 5 minutes, and a missing header', () => {
    const { payload, header } = signed('payment_intent.succeeded', pi({ status: 'succeeded' }));
    const other = new StripeProvider({
      ...provider.options,
      webhookSecret: 'whsec_another_secret_0000',
    });
    expect(() => other.verifyWebhook(payload, header)).toThrow(WebhookSignatureError);
    const t = Math.floor(Date.now() / 1000) - 301;
    const stale = signed('payment_intent.succeeded', pi({ status: 'succeeded' }), t);
    expect(() => provider.verifyWebhook(stale.payload, stale.header)).toThrow(/tolerance/);
    expect(
      provider.verifyWebhook(stale.payload, stale.header, new Date((t + 299) * 1000)).type,
    ).toBe('charge.succeeded');
    expect(() => provider.verifyWebhook(payload, undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(payload, 't=1,v1=00')).toThrow(WebhookSignatureError);
  });
});

describe('Stripe card form pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    provider.registerRoutes(app);
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends the payer to Checkout from the app’s origin, and posts the saved card back to each allowed origin', async () => {
    const { customerId } = await provider.createCustomer({ reference: 'user-1' });
    const { setupId, cardFormUrl } = await provider.createSetup({ customerId });
    expect(setupId).toMatch(/^cs_test_/);
    const form = new URL(cardFormUrl);
    expect(form.origin).toBe('http://localhost:5300');
    expect(form.pathname).toBe(CHECKOUT_PATH);
    const go = await app.inject({
      method: 'GET',
      url: `${form.pathname}${form.search}&mode=dark&dir=ltr`,
    });
    expect(go.statusCode).toBe(303);
    expect(go.headers.location).toBe(`${standin.url}/c/pay/${setupId}`);

    const { paymentMethodId, successUrl } = standin.completeCheckout(setupId, '4242424242424242');
    const back = new URL(successUrl);
    expect(back.pathname).toBe(SETUP_COMPLETE_PATH);
    const done = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(done.statusCode).toBe(200);
    const csp = String(done.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(done.body).toContain(`<script nonce="${nonce}">`);
    const data = JSON.parse(/var d = (.*);\n/.exec(done.body)?.[1] ?? 'null') as {
      message: Record<string, string>;
      origins: string[];
    };
    expect(data).toEqual({
      message: {
        type: 'finfree:payment-method',
        setupId,
        paymentMethodId,
        brand: 'visa',
        last4: '4242',
      },
      origins: ORIGINS,
    });
    expect(done.body).toContain('window.opener.postMessage(d.message, d.origins[i])');
    // The session is complete: its card form is gone.
    expect(
      (await app.inject({ method: 'GET', url: `${form.pathname}${form.search}` })).statusCode,
    ).toBe(404);
  });

  it('says so when Checkout was canceled or not finished, and posts nothing', async () => {
    const canceled = await app.inject({ method: 'GET', url: `${SETUP_COMPLETE_PATH}?canceled=1` });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.body).toContain('No card was saved');
    expect(canceled.body).toContain('"message":null');
    const { customerId } = await provider.createCustomer({ reference: 'user-2' });
    const { setupId } = await provider.createSetup({ customerId });
    const open = await app.inject({
      method: 'GET',
      url: `${SETUP_COMPLETE_PATH}?session_id=${setupId}`,
    });
    expect(open.statusCode).toBe(409);
    expect(open.body).toContain('"message":null');
    const unknown = await app.inject({
      method: 'GET',
      url: `${SETUP_COMPLETE_PATH}?session_id=cs_test_nope`,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'GET',
      url: `${SETUP_COMPLETE_PATH}?session_id=%3Cscript%3E`,
    });
    expect(bad.statusCode).toBe(400);
    // A 404 from the stand-in is part of its document too.
  });
});

describe('Stripe adapter', () => {
  it('pins the API version the SDK ships with', () => {
    expect(STRIPE_API_VERSION).toBe('2025-09-30.clover');
    expect(standin.calls.size).toBeGreaterThan(0);
  });

  it('records affiliate payouts as paid by hand, without calling Stripe', async () => {
    const before = [...standin.calls.values()].reduce((a, b) => a + b, 0);
    const result = await provider.payout({
      amount: 5000,
      currency: 'usd',
      method: 'bank_transfer',
      destination: 'DE89370400440532013000',
      idempotencyKey: 'w-1',
    });
    expect(result).toEqual({ payoutId: 'manual_w-1', status: 'paid' });
    expect([...standin.calls.values()].reduce((a, b) => a + b, 0)).toBe(before);
  });
});

describe('Stripe charges of unknown cards', () => {
  it('refuses a card Stripe does not know for the customer (another provider’s token): failed, nothing charged', async () => {
    const { customerId } = await provider.createCustomer({ reference: 'user-3' });
    for (const paymentMethodId of ['pm_sandboxtoken123', 'pm_1NotThere']) {
      expect(
        await provider.charge({
          customerId,
          paymentMethodId,
          amount: 2500,
          currency: 'usd',
          idempotencyKey: `k-${paymentMethodId}`,
          metadata: {},
          offSession: true,
        }),
      ).toEqual({
        status: 'failed',
        chargeId: null,
        declineCode: PAYMENT_METHOD_UNAVAILABLE,
        message: 'This card cannot be charged: add the card again.',
      });
    }
    await expect(
      provider.retrievePaymentMethod({ customerId, paymentMethodId: 'pm_sandboxtoken123' }),
    ).rejects.toBeInstanceOf(UnknownPaymentMethodError);
  });
});

describe('Stripe stand-in validation against the OpenAPI document', () => {
  it('flags an unknown operation, an unknown or mistyped form field, and an answer with a field Stripe lacks', () => {
    expect(openapi.checkRequest('POST', '/v1/payment_intents/pi_1/teleport', '', '')).toEqual([
      "POST /v1/payment_intents/pi_1/teleport is not an operation of Stripe's API",
    ]);
    expect(
      openapi.checkRequest('POST', '/v1/payment_intents', '', 'amount=2500&currency=usd'),
    ).toEqual([]);
    expect(
      openapi.checkRequest('POST', '/v1/payment_intents', '', 'amount=lots&currency=usd')[0],
    ).toMatch(/\/amount must be integer/);
    expect(
      openapi.checkRequest(
        'POST',
        '/v1/payment_intents',
        '',
        'amount=1&currency=usd&offsession=true',
      )[0],
    ).toMatch(/additional properties.*offsession/);
    expect(
      openapi.checkRequest(
        'POST',
        '/v1/checkout/sessions',
        '',
        'mode=setup&payment_method_types[0]=card&success_url=https%3A%2F%2Fa.example%2F',
      ),
    ).toEqual([]);
    expect(openapi.checkRequest('POST', '/v1/checkout/sessions', '', 'mode=rent')[0]).toMatch(
      /\/mode must be equal to one of the allowed values/,
    );
    expect(
      openapi.checkRequest('GET', '/v1/checkout/sessions/cs_1', 'expand[0]=setup_intent', ''),
    ).toEqual([]);
    expect(openapi.checkRequest('GET', '/v1/checkout/sessions/cs_1', 'expnd[0]=x', '')[0]).toMatch(
      /query parameter expnd/,
    );
    const answer = { id: 're_1', object: 'refund', amount: 1, created: 1, currency: 'usd' };
    expect(openapi.checkResponse('POST', '/v1/refunds', 200, answer)).toEqual([]);
    expect(
      openapi.checkResponse('POST', '/v1/refunds', 200, { ...answer, colour: 'red' })[0],
    ).toMatch(/additional properties.*colour/);
    expect(
      openapi.checkResponse('POST', '/v1/refunds', 200, { ...answer, amount: null })[0],
    ).toMatch(/amount/);
    expect(
      openapi.checkResponse('POST', '/v1/refunds', 402, { error: { type: 'card_error' } }),
    ).toEqual([]);
    expect(
      openapi.checkResponse('POST', '/v1/refunds', 402, { error: { type: 'bad' } }).length,
    ).toBe(1);
  });
});
