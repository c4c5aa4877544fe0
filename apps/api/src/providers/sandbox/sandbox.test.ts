import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestContext, serverDbKinds, type TestContext, testConfig } from '../../test/helpers';
import { allowedOrigins } from '../index';
import { CARDS, EXP_YEAR } from '../../test/money-helpers';
import { AUTHENTICATION_FAILED, CardDeclinedError, type ProviderEvent } from '../provider';
import { checkCard } from './sandbox.cards';
import { CARD_FORM_JS } from './sandbox.form-assets';
import { SIGNATURE_HEADER, type SandboxProvider } from './sandbox.provider';
import { sandboxCharges, sandboxTransfers } from './sandbox.schema';

describe('checkCard (the card form’s rules)', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  const card = (number: string, over: object = {}) =>
    checkCard({ number, expMonth: 12, expYear: 2030, cvc: '123', ...over }, now);

  it('accepts the test cards with their behaviour, brand and last4', () => {
    expect(card('4242 4242 4242 4242')).toMatchObject({
      ok: true,
      card: { brand: 'visa', last4: '4242', behaviour: 'ok' },
    });
    expect(card(CARDS.chargeFails)).toMatchObject({ card: { behaviour: 'charge_fails' } });
    expect(card(CARDS.insufficientFunds)).toMatchObject({
      card: { behaviour: 'insufficient_funds' },
    });
    expect(card('378282246310005', { cvc: '1234' })).toMatchObject({ card: { brand: 'amex' } });
  });

  it('refuses a bad Luhn digit, an unknown brand, a past expiry and a wrong CVC length', () => {
    const fields = (r: ReturnType<typeof checkCard>) => (r.ok ? [] : r.errors.map((e) => e.field));
    expect(fields(card('4242424242424241'))).toEqual(['number']);
    expect(fields(card('9999999999999995'))).toEqual(['number']);
    expect(fields(card(CARDS.ok, { expMonth: 5, expYear: 2026 }))).toEqual(['expYear']);
    expect(card(CARDS.ok, { expMonth: 6, expYear: 2026 }).ok).toBe(true);
    expect(fields(card(CARDS.ok, { expMonth: 13 }))).toEqual(['expMonth']);
    expect(fields(card(CARDS.ok, { cvc: '1234' }))).toEqual(['cvc']);
    expect(fields(card('378282246310005', { cvc: '123' }))).toEqual(['cvc']);
  });

  it('ships a card-form script that parses', () => {
    expect(() => new Function(CARD_FORM_JS)).not.toThrow();
  });
});

describe.each(serverDbKinds)('sandbox card form on %s', (kind) => {
  let t: TestContext;
  let token: string;
  const setup = async () =>
    (await t.request({ method: 'POST', url: '/v1/users/cards/setup', token })).json() as {
      setupId: string;
      cardFormUrl: string;
    };

  beforeAll(async () => {
    t = await createTestContext(kind, {
      APP_URL: 'https://app.finfree.test',
      CORS_ORIGINS: 'https://web.finfree.test',
    });
    token = (await t.signIn('user')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves an accessible card form under its own strict CSP', async () => {
    const { cardFormUrl, setupId } = await setup();
    const url = new URL(cardFormUrl);
    expect(url.origin).toBe('https://app.finfree.test');
    const res = await t.request({ url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain('https://web.finfree.test');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const html = res.body;
    // No inline script: only the served file.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).toContain('<script src="/sandbox/card-form.js"></script>');
    for (const id of ['number', 'exp', 'cvc']) expect(html).toContain(`<label for="${id}"`);
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain(`data-setup="${setupId}"`);
    expect(html).toContain('data-origins="https://app.finfree.test https://web.finfree.test"');
    const js = await t.request({ url: '/sandbox/card-form.js' });
    expect(js.headers['content-type']).toMatch(/javascript/);
  });

  it('follows the opener’s mode and direction, and keeps its opener across origins', async () => {
    const { setupId } = await setup();
    const res = await t.request({ url: `/sandbox/card-form?setup=${setupId}&mode=dark&dir=rtl` });
    expect(res.body).toContain('<html lang="en" dir="rtl" data-mode="dark">');
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const plain = await t.request({ url: `/sandbox/card-form?setup=${setupId}` });
    expect(plain.body).toContain('<html lang="en" dir="ltr" data-mode="light">');
    const odd = await t.request({ url: `/sandbox/card-form?setup=${setupId}&mode=neon` });
    expect(odd.statusCode).toBe(400);
    const css = await t.request({ url: '/sandbox/card-form.css' });
    expect(css.body).toContain(':root[data-mode="dark"]');
  });

  it('accepts a return URL only on an allowed origin', async () => {
    const { setupId } = await setup();
    const ok = await t.request({
      url: `/sandbox/card-form?setup=${setupId}&return_url=${encodeURIComponent('https://web.finfree.test/account/cards')}`,
    });
    expect(ok.body).toContain('data-return-url="https://web.finfree.test/account/cards"');
    const evil = await t.request({
      url: `/sandbox/card-form?setup=${setupId}&return_url=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expect(evil.body).toContain('data-return-url=""');
  });

  it('tokenises once per setup, validates like the form, answers only display fields', async () => {
    const { setupId } = await setup();
    const tokenize = (body: object) =>
      t.request({ method: 'POST', url: '/sandbox/payment-methods', payload: { setupId, ...body } });
    const bad = await tokenize({
      number: '4242424242424241',
      expMonth: 1,
      expYear: 2000,
      cvc: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'number',
      'expYear',
      'cvc',
    ]);
    const good = await tokenize({ number: CARDS.ok, expMonth: 12, expYear: EXP_YEAR, cvc: '123' });
    expect(good.statusCode).toBe(201);
    expect(Object.keys(good.json()).sort()).toEqual([
      'brand',
      'expMonth',
      'expYear',
      'last4',
      'paymentMethodId',
    ]);
    expect(good.json().paymentMethodId).toMatch(/^pm_/);
    const again = await tokenize({ number: CARDS.ok, expMonth: 12, expYear: EXP_YEAR, cvc: '123' });
    expect(again.statusCode).toBe(404);
    const expiredForm = await t.request({ url: `/sandbox/card-form?setup=${setupId}` });
    expect(expiredForm.statusCode).toBe(404);
  });
});

describe.each(serverDbKinds)('sandbox card form with the bank’s challenge on %s', (kind) => {
  let t: TestContext;
  let token: string;
  let provider: SandboxProvider;

  beforeAll(async () => {
    t = await createTestContext(kind, { APP_URL: 'https://app.finfree.test' });
    token = (await t.signIn('user')).token;
    provider = t.app.money.provider as unknown as SandboxProvider;
  });
  afterAll(async () => {
    await t.close();
  });

  const setup = async () =>
    (await t.request({ method: 'POST', url: '/v1/users/cards/setup', token })).json() as {
      setupId: string;
      cardFormUrl: string;
    };
  const tokenize = (setupId: string, number: string) =>
    t.request({
      method: 'POST',
      url: '/sandbox/payment-methods',
      payload: { setupId, number, expMonth: 12, expYear: EXP_YEAR, cvc: '123' },
    });
  const answer = (setupId: string, paymentMethodId: string, outcome: string) =>
    t.request({
      method: 'POST',
      url: '/sandbox/payment-methods/authenticate',
      payload: { setupId, paymentMethodId, outcome },
    });

  it('lists the test cards and holds the challenge panel, hidden', async () => {
    const { setupId } = await setup();
    const html = (await t.request({ url: `/sandbox/card-form?setup=${setupId}` })).body;
    expect(html).toContain('<details class="test-cards">');
    expect(html).toContain('<summary>Test cards</summary>');
    for (const number of [
      '4242 4242 4242 4242',
      '4000 0027 6000 3184',
      '4000 0025 0000 3155',
      '4000 0000 0000 0259',
      '4000 0000 0000 9995',
    ]) {
      expect(html).toContain(`<code>${number}</code>`);
    }
    expect(html).toContain('<section id="challenge" class="challenge" hidden');
    expect(html).toContain('<button type="button" id="challenge-approve">Approve</button>');
  });

  it('3155: the bank’s challenge comes before the token; Fail hands nothing back', async () => {
    const { setupId } = await setup();
    const first = await tokenize(setupId, CARDS.authenticateSetup);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ status: 'requires_action', last4: '3155' });
    const failed = await answer(setupId, first.json().paymentMethodId, 'fail');
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({
      code: 402,
      message: 'Your bank could not confirm this card.',
      declineCode: 'authentication_failed',
    });
    // The refused token is useless; the form is open again for another try.
    const refused = await t.request({
      method: 'POST',
      url: '/v1/users/cards',
      token,
      headers: { 'idempotency-key': `k-${setupId}` },
      payload: { paymentMethodId: first.json().paymentMethodId },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ declineCode: 'authentication_failed' });
    expect((await t.request({ url: `/sandbox/card-form?setup=${setupId}` })).statusCode).toBe(200);
    expect((await answer(setupId, first.json().paymentMethodId, 'approve')).statusCode).toBe(404);

    const second = await tokenize(setupId, CARDS.authenticateSetup);
    expect(second.statusCode).toBe(202);
    const approved = await answer(setupId, second.json().paymentMethodId, 'approve');
    expect(approved.statusCode).toBe(201);
    expect(approved.json()).toMatchObject({
      paymentMethodId: second.json().paymentMethodId,
      brand: 'visa',
      last4: '3155',
    });
    const saved = await t.request({
      method: 'POST',
      url: '/v1/users/cards',
      token,
      headers: { 'idempotency-key': `k2-${setupId}` },
      payload: { paymentMethodId: second.json().paymentMethodId },
    });
    expect(saved.statusCode).toBe(201);
    expect((await answer(setupId, second.json().paymentMethodId, 'fail')).statusCode).toBe(404);
  });

  it('3184 also shows the challenge when saved; other cards do not', async () => {
    expect((await tokenize((await setup()).setupId, CARDS.authenticateAlways)).statusCode).toBe(
      202,
    );
    expect((await tokenize((await setup()).setupId, CARDS.dispute)).statusCode).toBe(201);
    expect((await tokenize((await setup()).setupId, CARDS.insufficientFunds)).statusCode).toBe(201);
  });

  describe('the challenge page of a charge', () => {
    const RETURN = 'https://app.finfree.test/billing/return?order=o1';
    /** A 3184 charge waiting for its challenge. */
    const pending = async () => {
      const { customerId } = await provider.createCustomer({ reference: 'u' });
      const { setupId } = await provider.createSetup({ customerId });
      const checked = checkCard({
        number: CARDS.authenticateAlways,
        expMonth: 12,
        expYear: EXP_YEAR,
        cvc: '123',
      });
      if (!checked.ok) throw new Error('bad test card');
      const pm = await provider.tokenize(setupId, checked.card);
      await provider.completeSetupChallenge(setupId, String(pm?.paymentMethodId), 'approve');
      const res = await provider.charge({
        customerId,
        paymentMethodId: String(pm?.paymentMethodId),
        amount: 7900,
        currency: 'usd',
        idempotencyKey: `page:${setupId}`,
        metadata: { orderId: 'o1' },
        offSession: false,
        returnUrl: RETURN,
      });
      if (res.status !== 'requires_action' || !res.actionUrl) throw new Error('no challenge');
      const url = new URL(res.actionUrl);
      return { chargeId: res.chargeId, path: `${url.pathname}${url.search}` };
    };
    const post = (fields: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/sandbox/challenge',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });

    it('shows merchant, amount, card and a real form with Approve / Fail, under the card form’s CSP', async () => {
      const { chargeId, path } = await pending();
      const res = await t.request({ url: path });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self' https://app.finfree.test");
      const html = res.body;
      expect(html).toContain('<html lang="en" dir="ltr" data-mode="light">');
      expect(html).toContain('<h1 id="challenge-title">Confirm your payment</h1>');
      expect(html).toContain('<dd>Finfree</dd>');
      expect(html).toContain('<dd>79.00 USD</dd>');
      expect(html).toContain('<dd>•••• 3184</dd>');
      expect(html).toContain(
        '<form method="post" action="/sandbox/challenge" aria-labelledby="challenge-title">',
      );
      expect(html).toContain(`<input type="hidden" name="charge" value="${chargeId}">`);
      expect(html).toContain(
        '<button type="submit" name="outcome" value="approve">Approve</button>',
      );
      expect(html).toContain('value="fail" class="secondary">Fail</button>');
      expect(html).not.toMatch(/<script/);
      const dark = await t.request({ url: `${path}&mode=dark&dir=rtl` });
      expect(dark.body).toContain('<html lang="en" dir="rtl" data-mode="dark">');
      expect(dark.body).toContain('<input type="hidden" name="mode" value="dark">');
    });

    it('Approve settles the charge and returns (303); a second answer only says so', async () => {
      const { chargeId } = await pending();
      const res = await post({ charge: chargeId, return: RETURN, outcome: 'approve' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(RETURN);
      expect(await provider.retrieveCharge({ chargeId })).toEqual({
        status: 'succeeded',
        chargeId,
      });
      const again = await post({ charge: chargeId, return: RETURN, outcome: 'fail' });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('This payment was already answered');
      expect(again.body).toContain(
        `<meta http-equiv="refresh" content="2;url=${RETURN.replace('&', '&amp;')}">`,
      );
      expect(await provider.retrieveCharge({ chargeId })).toMatchObject({ status: 'succeeded' });
      const page = await t.request({
        url: `/sandbox/challenge?charge=${chargeId}&return=${encodeURIComponent(RETURN)}`,
      });
      expect(page.body).toContain('This payment was already answered');
      expect(page.body).not.toContain('<form');
    });

    it('Fail declines the charge authentication_failed and returns (303)', async () => {
      const { chargeId } = await pending();
      const res = await post({ charge: chargeId, return: RETURN, outcome: 'fail' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(RETURN);
      expect(await provider.retrieveCharge({ chargeId })).toEqual({
        status: 'failed',
        chargeId,
        declineCode: 'authentication_failed',
        message: 'Your bank could not confirm this payment.',
      });
    });

    it('refuses a return URL on a foreign origin (400, no redirect, nothing answered)', async () => {
      const { chargeId } = await pending();
      for (const evil of ['https://evil.example/steal', '//evil.example', 'javascript:alert(1)']) {
        const page = await t.request({
          url: `/sandbox/challenge?charge=${chargeId}&return=${encodeURIComponent(evil)}`,
        });
        expect(page.statusCode, evil).toBe(400);
        const res = await post({ charge: chargeId, return: evil, outcome: 'approve' });
        expect(res.statusCode, evil).toBe(400);
        expect(res.headers.location).toBeUndefined();
      }
      expect(await provider.retrieveCharge({ chargeId })).toMatchObject({
        status: 'requires_action',
      });
      const unknown = await post({ charge: 'ch_unknown', return: RETURN, outcome: 'approve' });
      expect(unknown.statusCode).toBe(404);
    });

    it('without a return URL, answers with a page to close', async () => {
      const { chargeId } = await pending();
      const res = await post({ charge: chargeId, outcome: 'approve' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('You can close this window.');
    });

    it('keeps form bodies to the challenge page: /v1 still refuses them (415)', async () => {
      const res = await t.request({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.c&password=x',
      });
      expect(res.statusCode).toBe(415);
    });
  });
});

describe.each(serverDbKinds)('sandbox card endpoint throttling on %s', (kind) => {
  it('limits card submissions per IP (429 JSON)', async () => {
    const t = await createTestContext(kind, { RATE_LIMIT_AUTH_MAX: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await t.request({
          method: 'POST',
          url: '/sandbox/payment-methods',
          payload: {
            setupId: 'seti_x',
            number: CARDS.ok,
            expMonth: 12,
            expYear: EXP_YEAR,
            cvc: '1',
          },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json()).toMatchObject({ code: 429 });
      }
      expect(codes).toEqual([400, 400, 400, 429]);
      // The page itself (GET) is not limited by it.
      expect((await t.request({ url: '/sandbox/card-form.js' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('card-form origins', () => {
  it('allows APP_URL, CORS_ORIGINS and the loopback twin only', () => {
    const config = testConfig({
      APP_URL: 'http://localhost:5300/app',
      CORS_ORIGINS: 'https://web.finfree.test, not a url',
    });
    expect(allowedOrigins(config)).toEqual([
      'http://localhost:5300',
      'http://127.0.0.1:5300',
      'https://web.finfree.test',
    ]);
  });
});

const APP = 'https://app.finfree.test';
const RETURN = `${APP}/billing/return?order=o1`;

describe.each(serverDbKinds)('sandbox provider card paths on %s', (kind) => {
  let t: TestContext;
  let provider: SandboxProvider;
  /** Every event the sandbox sent (signed), in order. */
  let events: ProviderEvent[];
  let n = 0;
  const key = () => `test:${(n += 1)}:${Date.now()}`;

  beforeAll(async () => {
    t = await createTestContext(kind, { APP_URL: APP });
    provider = t.app.money.provider as unknown as SandboxProvider;
    provider.options.disputeDelayMs = 10;
    provider.connect({
      inject: async (options: InjectOptions) => {
        const raw = String(options.payload);
        const headers = options.headers as Record<string, string>;
        events.push(provider.verifyWebhook(raw, headers[SIGNATURE_HEADER]));
        return { statusCode: 200 };
      },
    } as unknown as FastifyInstance);
  });
  beforeEach(async () => {
    await provider?.flush();
    events = [];
  });
  afterAll(async () => {
    await provider.flush();
    provider.connect(t.app);
    await t.close();
  });

  /** A customer with a saved card of `number` (a setup challenge is approved). */
  const saved = async (number: string) => {
    const { customerId } = await provider.createCustomer({ reference: 'u' });
    const { setupId } = await provider.createSetup({ customerId });
    const checked = checkCard({ number, expMonth: 12, expYear: EXP_YEAR, cvc: '123' });
    if (!checked.ok) throw new Error('bad test card');
    const pm = await provider.tokenize(setupId, checked.card);
    if (!pm) throw new Error('setup closed');
    if (pm.requiresAction) {
      await provider.completeSetupChallenge(setupId, pm.paymentMethodId, 'approve');
    }
    await provider.attachPaymentMethod({ customerId, paymentMethodId: pm.paymentMethodId });
    return { customerId, paymentMethodId: pm.paymentMethodId };
  };
  const charge = async (
    card: { customerId: string; paymentMethodId: string },
    over: { offSession?: boolean; returnUrl?: string; idempotencyKey?: string } = {},
  ) =>
    provider.charge({
      ...card,
      amount: 7900,
      currency: 'usd',
      idempotencyKey: over.idempotencyKey ?? key(),
      metadata: { orderId: 'o1' },
      offSession: over.offSession ?? false,
      ...(over.returnUrl ? { returnUrl: over.returnUrl } : {}),
    });
  const chargeRow = async (id: string) =>
    (await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)))[0];

  it('names its signature header', () => {
    expect(provider.signatureHeader).toBe('finfree-signature');
    expect(SIGNATURE_HEADER).toBe('finfree-signature');
  });

  it('keeps today’s cards: 4242 pays, 0002 is refused at attach, 0341 declines charges', async () => {
    expect(await charge(await saved(CARDS.ok))).toMatchObject({ status: 'succeeded' });
    await expect(saved(CARDS.declined)).rejects.toMatchObject({ declineCode: 'card_declined' });
    expect(await charge(await saved(CARDS.chargeFails))).toMatchObject({
      status: 'failed',
      declineCode: 'card_declined',
    });
  });

  it('9995 is refused when saved, and a payment with its token fails insufficient_funds (with the message in the event)', async () => {
    const { customerId } = await provider.createCustomer({ reference: 'u' });
    const { setupId } = await provider.createSetup({ customerId });
    const checked = checkCard({
      number: CARDS.insufficientFunds,
      expMonth: 12,
      expYear: EXP_YEAR,
      cvc: '123',
    });
    if (!checked.ok) throw new Error('bad test card');
    const pm = await provider.tokenize(setupId, checked.card);
    if (!pm) throw new Error('setup closed');
    await expect(
      provider.attachPaymentMethod({ customerId, paymentMethodId: pm.paymentMethodId }),
    ).rejects.toMatchObject({ declineCode: 'insufficient_funds' });
    const card = { customerId, paymentMethodId: pm.paymentMethodId };
    const res = await charge(card);
    expect(res).toMatchObject({
      status: 'failed',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    await provider.flush();
    expect(events).toMatchObject([
      {
        type: 'charge.failed',
        data: {
          chargeId: res.chargeId,
          declineCode: 'insufficient_funds',
          declineMessage: 'Your card has insufficient funds.',
          metadata: { orderId: 'o1' },
        },
      },
    ]);
  });

  it('3184 on-session answers requires_action with the challenge page; approve settles it', async () => {
    const card = await saved(CARDS.authenticateAlways);
    const idempotencyKey = key();
    const res = await charge(card, { returnUrl: RETURN, idempotencyKey });
    expect(res.status).toBe('requires_action');
    if (res.status !== 'requires_action') return;
    const url = new URL(String(res.actionUrl));
    expect(`${url.origin}${url.pathname}`).toBe(`${APP}/sandbox/challenge`);
    expect(url.searchParams.get('charge')).toBe(res.chargeId);
    expect(url.searchParams.get('return')).toBe(RETURN);
    expect((await chargeRow(res.chargeId))?.status).toBe('requires_action');
    // The same key answers the same charge.
    expect(await charge(card, { returnUrl: RETURN, idempotencyKey })).toEqual(res);
    expect(await provider.retrieveCharge({ chargeId: res.chargeId })).toEqual(res);
    await provider.flush();
    expect(events).toEqual([]);

    const done = await provider.completeChallenge(res.chargeId, 'approve');
    expect(done).toEqual({
      answered: true,
      result: { status: 'succeeded', chargeId: res.chargeId },
    });
    await provider.flush();
    expect(events).toMatchObject([
      {
        type: 'charge.succeeded',
        data: {
          chargeId: res.chargeId,
          amount: 7900,
          currency: 'usd',
          metadata: { orderId: 'o1' },
        },
      },
    ]);
    expect(await provider.retrieveCharge({ chargeId: res.chargeId })).toEqual({
      status: 'succeeded',
      chargeId: res.chargeId,
    });
    expect(
      await provider.authenticate({
        chargeId: res.chargeId,
        customerId: card.customerId,
        returnUrl: RETURN,
      }),
    ).toEqual({ status: 'succeeded', chargeId: res.chargeId });
    // Answered once: a second answer changes nothing.
    expect(await provider.completeChallenge(res.chargeId, 'fail')).toMatchObject({
      answered: false,
      result: { status: 'succeeded' },
    });
    // Every charge of that card asks again.
    expect(await charge(card, { returnUrl: RETURN })).toMatchObject({ status: 'requires_action' });
  });

  it('3184 off-session has no page until authenticate; a failed challenge declines it', async () => {
    const card = await saved(CARDS.authenticateAlways);
    const res = await charge(card, { offSession: true });
    expect(res).toEqual({ status: 'requires_action', chargeId: res.chargeId, actionUrl: null });
    const started = await provider.authenticate({
      chargeId: String(res.chargeId),
      customerId: card.customerId,
      returnUrl: RETURN,
    });
    expect(started).toMatchObject({ status: 'requires_action', chargeId: res.chargeId });
    if (started.status !== 'requires_action') return;
    expect(new URL(String(started.actionUrl)).searchParams.get('return')).toBe(RETURN);
    const stranger = await provider.createCustomer({ reference: 'x' });
    await expect(
      provider.authenticate({
        chargeId: String(res.chargeId),
        customerId: stranger.customerId,
        returnUrl: RETURN,
      }),
    ).rejects.toThrow('No such charge');

    await provider.completeChallenge(String(res.chargeId), 'fail');
    const failed = {
      status: 'failed',
      chargeId: res.chargeId,
      declineCode: AUTHENTICATION_FAILED,
      message: 'Your bank could not confirm this payment.',
    };
    expect(await provider.retrieveCharge({ chargeId: String(res.chargeId) })).toEqual(failed);
    await provider.flush();
    expect(events).toMatchObject([
      {
        type: 'charge.failed',
        data: {
          chargeId: res.chargeId,
          declineCode: 'authentication_failed',
          declineMessage: 'Your bank could not confirm this payment.',
          metadata: { orderId: 'o1' },
        },
      },
    ]);
    await expect(provider.retrieveCharge({ chargeId: 'ch_unknown' })).rejects.toThrow(
      'No such charge',
    );
  });

  it('3155 cannot be used before its setup challenge, then charges succeed silently', async () => {
    const { customerId } = await provider.createCustomer({ reference: 'u' });
    const { setupId } = await provider.createSetup({ customerId });
    const checked = checkCard({
      number: CARDS.authenticateSetup,
      expMonth: 12,
      expYear: EXP_YEAR,
      cvc: '123',
    });
    if (!checked.ok) throw new Error('bad test card');
    const pm = await provider.tokenize(setupId, checked.card);
    expect(pm).toMatchObject({ requiresAction: true, last4: '3155' });
    const card = { customerId, paymentMethodId: String(pm?.paymentMethodId) };
    const early = await provider.attachPaymentMethod(card).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(CardDeclinedError);
    expect(early).toMatchObject({ declineCode: 'authentication_required' });
    expect(await charge(card)).toMatchObject({
      status: 'failed',
      declineCode: 'authentication_required',
    });
    await provider.completeSetupChallenge(setupId, card.paymentMethodId, 'approve');
    await provider.attachPaymentMethod(card);
    expect(await charge(card, { returnUrl: RETURN })).toMatchObject({ status: 'succeeded' });
    expect(await charge(card, { offSession: true })).toMatchObject({ status: 'succeeded' });
  });

  it('0259 succeeds, then the bank disputes it; closeDispute sends the decision only', async () => {
    const res = await charge(await saved(CARDS.dispute));
    expect(res).toMatchObject({ status: 'succeeded' });
    const before = Math.floor(Date.now() / 1000);
    await provider.flush();
    expect(events.map((e) => e.type)).toEqual(['charge.succeeded', 'charge.dispute.created']);
    const created = events[1];
    expect(created?.data).toEqual({
      chargeId: res.chargeId,
      amount: 7900,
      currency: 'usd',
      metadata: { orderId: 'o1' },
      dispute: {
        id: expect.stringMatching(/^dp_/),
        amount: 7900,
        currency: 'usd',
        reason: 'fraudulent',
        status: 'needs_response',
        evidenceDueBy: expect.any(Number),
      },
    });
    const due = Number(created?.data.dispute?.evidenceDueBy) - before;
    expect(due).toBeGreaterThanOrEqual(7 * 86_400 - 5);
    expect(due).toBeLessThanOrEqual(7 * 86_400 + 5);
    const disputeId = String(created?.data.dispute?.id);
    expect(await provider.disputesOf(String(res.chargeId))).toHaveLength(1);
    // A charged-back charge cannot be refunded.
    await expect(
      provider.refund({ chargeId: String(res.chargeId), idempotencyKey: key() }),
    ).rejects.toThrow(/disputed/);

    events = [];
    expect(await provider.closeDispute(disputeId, 'won')).toMatchObject({ status: 'won' });
    await provider.flush();
    expect(events).toMatchObject([
      {
        type: 'charge.dispute.closed',
        data: {
          chargeId: res.chargeId,
          metadata: { orderId: 'o1' },
          dispute: { id: disputeId, status: 'won', reason: 'fraudulent' },
        },
      },
    ]);
    await expect(provider.closeDispute(disputeId, 'lost')).rejects.toThrow();

    const other = await charge(await saved(CARDS.dispute));
    await provider.flush();
    const [dispute] = await provider.disputesOf(String(other.chargeId));
    events = [];
    await provider.closeDispute(String(dispute?.id), 'lost');
    await provider.flush();
    expect(events).toMatchObject([
      { type: 'charge.dispute.closed', data: { dispute: { status: 'lost' } } },
    ]);
  });

  it('keeps a refund’s reason with the refund', async () => {
    const res = await charge(await saved(CARDS.ok));
    const refund = await provider.refund({
      chargeId: String(res.chargeId),
      amount: 1000,
      idempotencyKey: key(),
      reason: 'customer asked',
    });
    expect(refund.status).toBe('succeeded');
    const [row] = await t.database.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.id, refund.refundId));
    expect(row?.metadata).toEqual({ reason: 'customer asked' });
  });
});
