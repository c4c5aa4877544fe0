import { createTestContext, dbKinds, type TestContext, testConfig } from '../../test/helpers';
import { allowedOrigins } from '../index';
import { CARDS, EXP_YEAR } from '../../test/money-helpers';
import { checkCard } from './sandbox.cards';
import { CARD_FORM_JS } from './sandbox.form-assets';

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

describe.each(dbKinds)('sandbox card form on %s', (kind) => {
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

describe.each(dbKinds)('sandbox card endpoint throttling on %s', (kind) => {
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
