import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A new account through the API (unique e-mail); returns its credentials and a token. */
export async function registerThroughApi(request: APIRequestContext, name = 'Billing Member') {
  const email = `billing-${Date.now()}-${Math.floor(Math.random() * 1e6)}@finfree.test`;
  const password = 'a long enough passphrase';
  const res = await request.post('/v1/auth/register', { data: { name, email, password } });
  expect(res.status()).toBe(201);
  return { email, password, ...(await tokenOf(request, { email, password })) };
}

/** Signs in through the API: the Authorization header of the account. */
export async function tokenOf(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const login = await request.post('/v1/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { tokens: { access: { token: string } } };
  return { headers: { authorization: `Bearer ${body.tokens.access.token}` } };
}

/**
 * Types a test card into the provider's card form, which the app opens in a window of its
 * own, and waits for the app to get the token back.
 */
export async function enterCard(page: Page, opener: () => Promise<void>, number: string) {
  const popupPromise = page.waitForEvent('popup');
  await opener();
  const popup = await popupPromise;
  await popup.waitForURL(/\/sandbox\/card-form/);
  await popup.getByLabel('Card number').fill(number);
  await popup.getByLabel('Expiry').fill('12/34');
  await popup.getByLabel('CVC').fill('123');
  await popup.getByRole('button', { name: 'Save card' }).click();
  await popup.waitForEvent('close');
}

/** The Authorization header of an account. */
export type Auth = Awaited<ReturnType<typeof tokenOf>>;

/** The id of the monthly plan called `name`. */
export async function planId(request: APIRequestContext, name: string) {
  const plans = (await (await request.get('/v1/plans?interval=month')).json()) as {
    results: Array<{ id: string; name: string }>;
  };
  const plan = plans.results.find((p) => p.name === name);
  expect(plan).toBeTruthy();
  return plan!.id;
}

/** Pays `plan` through the API with a new card (the card form's token, saved). */
export async function subscribeThroughApi(
  request: APIRequestContext,
  auth: Auth,
  plan: string,
  number: string,
) {
  const setup = (await (await request.post('/v1/users/cards/setup', auth)).json()) as {
    setupId: string;
  };
  const pm = await request.post('/sandbox/payment-methods', {
    data: { setupId: setup.setupId, number, expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(pm.status()).toBe(201);
  const { paymentMethodId } = (await pm.json()) as { paymentMethodId: string };
  const key = () => ({ 'idempotency-key': `${Date.now()}-${Math.random()}` });
  const order = (await (
    await request.post('/v1/payments/create-order', {
      ...auth,
      headers: { ...auth.headers, ...key() },
      data: { planId: plan },
    })
  ).json()) as { id: string };
  const paid = await request.post(`/v1/payments/orders/${order.id}/confirm`, {
    ...auth,
    headers: { ...auth.headers, ...key() },
    data: { paymentMethodId, saveCard: true },
  });
  expect(paid.status()).toBe(200);
  return order.id;
}
