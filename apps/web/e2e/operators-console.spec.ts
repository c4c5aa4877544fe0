import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoAdmin, demoMember, expectPath, signIn } from './helpers';

test.setTimeout(120_000);

/** An access token through the real API. */
async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/v1/auth/login', { data: who });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tokens: { access: { token: string } } }).tokens.access.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signInAsAdmin(page: Page) {
  await page.goto('/auth/jwt/login');
  await signIn(page, demoAdmin);
  await expectPath(page, '/dashboard');
}

/** The audit log screen lists `labels` (newest first) for the given action family. */
async function expectAudited(page: Page, family: string, labels: string[]) {
  await page.goto(`/dashboard/group/audit-log?action=${family}`);
  const table = page.getByRole('table', { name: 'Audit log' });
  for (const label of labels) {
    await expect(table.getByRole('cell', { name: label, exact: true }).first()).toBeVisible();
  }
}

test('the admin publishes a trade with three take-profits and runs it to its close; a member follows each step', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  // The overview does not ask an admin to subscribe.
  await expect(page.getByText('You are not subscribed')).toHaveCount(0);
  await page.getByRole('link', { name: 'Trades console' }).click();
  await expectPath(page, '/dashboard/group/five');

  await page.getByRole('button', { name: 'Publish a trade' }).click();
  const form = page.getByRole('dialog', { name: 'Publish a trade' });
  await form.getByLabel('Symbol', { exact: true }).fill('gbpjpy');
  await form.getByLabel('Entry price').fill('188');
  await form.getByLabel('Stop loss').fill('187.07');
  await form.getByLabel('Publish as').selectOption('pending');
  await form.getByLabel('TP1 price').fill('188.668');
  await form.getByLabel('TP1 allocation').fill('40');
  await form.getByRole('button', { name: 'Add a take-profit' }).click();
  await form.getByLabel('TP2 price').fill('189.2');
  await form.getByLabel('TP2 allocation').fill('30');
  await form.getByRole('button', { name: 'Add a take-profit' }).click();
  await form.getByLabel('TP3 price').fill('190');
  await form.getByLabel('TP3 allocation').fill('20');
  // Validation mirrors the server: 90 % is refused before anything is sent.
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(form.getByText('Allocations must add up to 100 % (now 90 %).')).toBeVisible();
  await form.getByLabel('TP3 allocation').fill('30');
  // The live preview: risk 93 pips; TP1 66.8 pips, +0.72 R.
  await expect(form.getByText('93 pips', { exact: true })).toBeVisible();
  await expect(form.getByText('66.8 pips · +0.72 R · 40 %')).toBeVisible();
  const published = page.waitForResponse(
    (r) => r.url().endsWith('/v1/trades') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Publish', exact: true }).click();
  const created = await published;
  expect(created.status()).toBe(201);
  const tradeId = ((await created.json()) as { id: string }).id;
  await expect(form).toBeHidden();

  await page.goto(`/dashboard/group/five?trade=${tradeId}`);
  const drawer = page.getByRole('dialog', { name: 'Trade' });
  const act = async (action: string, price?: string) => {
    await drawer.getByRole('button', { name: action, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: new RegExp(`^${action} — GBPJPY`) });
    if (price !== undefined) await confirm.getByLabel('Price').fill(price);
    await confirm.getByRole('button', { name: action, exact: true }).click();
    await expect(confirm).toBeHidden();
  };
  // Only what the lifecycle allows: a pending trade cannot be closed or hit a take-profit.
  await expect(drawer.getByRole('button', { name: 'Close at a price' })).toHaveCount(0);
  await act('Activate');
  await expect(drawer.getByRole('button', { name: 'Cancel the trade' })).toHaveCount(0);
  await act('Take-profit 1 hit');
  await expect(drawer.getByRole('button', { name: 'Take-profit 1 hit' })).toHaveCount(0);
  await act('Move stop loss', '187.869');
  await act('Close at a price', '189.1');
  // The server's result, shown after closing.
  await expect(page.getByText(/GBPJPY closed: Win, [\d.]+ pips, [\d.]+ R\./)).toBeVisible();
  const steps = [
    'Published as pending',
    'Activated: the entry was reached',
    'Take-profit 1 hit at 188.668',
    'Stop loss moved from 187.07 to 187.869',
    /Closed at 189\.1 \(\+\d+\.\d pips, \+\d\.\d R\)/,
  ];
  for (const step of steps) await expect(drawer.getByText(step)).toBeVisible();

  // A member sees the same history in words on the trade's detail.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/auth/jwt/login');
  await signIn(member, demoMember);
  await expectPath(member, '/dashboard');
  await member.goto(`/dashboard/trades?trade=${tradeId}`);
  const detail = member.getByRole('dialog', { name: 'Trade details' });
  for (const step of steps) await expect(detail.getByText(step)).toBeVisible();
  await expect(detail.getByText(/tp_hit|tpIndex/)).toHaveCount(0);
  await memberContext.close();

  await expectAudited(page, 'trade', [
    'Trade published',
    'Trade activated',
    'Take-profit hit',
    'Stop loss moved',
    'Trade closed',
  ]);
});

test('the admin rejects a withdrawal with a reason, then approves and pays the next one; the member sees both', async ({
  page,
  request,
}) => {
  const memberToken = await tokenOf(request, demoMember);
  const me = (await (
    await request.get('/v1/auth/me', { headers: bearer(memberToken) })
  ).json()) as {
    name: string;
  };
  type W = { id: string; amount: number; status: string; note: string | null };
  const listOwn = async () =>
    (
      (await (
        await request.get('/v1/payments/withdrawals?limit=100', { headers: bearer(memberToken) })
      ).json()) as { results: W[] }
    ).results;
  const requestWithdrawal = async () => {
    const res = await request.post('/v1/payments/withdraw', {
      headers: { ...bearer(memberToken), 'idempotency-key': randomUUID() },
      data: { amount: 5000, method: 'paypal', destination: 'demo-payouts@finfree.app' },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { withdrawal: W }).withdrawal;
  };
  // Whatever earlier tests left: the member's pending request, or a new one.
  const first =
    (await listOwn()).find((w) => w.status === 'pending') ?? (await requestWithdrawal());

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expectPath(page, '/dashboard/group/six');
  await expect(page.getByText('Approved, to pay')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('pending');
  const money = (amount: number) => `$${(amount / 100).toFixed(2)}`;
  /** Opens a row's action, checks the confirmation names amount and method, confirms. */
  const decide = async (rowLabel: string, confirmLabel: string, amount: number) => {
    await page.getByRole('button', { name: rowLabel, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(money(amount)).first()).toBeVisible();
    await expect(dialog.getByText(/^PayPal: /)).toBeVisible();
    await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
    await expect(dialog).toBeHidden();
  };

  // A rejection needs a reason; the member sees it and gets the money back.
  await page
    .getByRole('button', { name: `Reject ${money(first.amount)} for ${me.name}`, exact: true })
    .click();
  const rejectDialog = page.getByRole('dialog');
  await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(rejectDialog.getByText('Give the member a reason.')).toBeVisible();
  const reason = 'The PayPal address does not match your account e-mail.';
  await rejectDialog.getByLabel(/Reason/).fill(reason);
  await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(rejectDialog).toBeHidden();
  await expect
    .poll(async () => (await listOwn()).find((w) => w.id === first.id))
    .toMatchObject({ status: 'rejected', note: reason });

  // The member asks again; the admin approves, then marks it paid.
  const second = await requestWithdrawal();
  await page.reload();
  await decide(`Approve ${money(second.amount)} for ${me.name}`, 'Approve', second.amount);
  await page.getByLabel('Filter by status').selectOption('approved');
  await decide(`Mark ${money(second.amount)} for ${me.name} paid`, 'Mark paid', second.amount);
  await expect
    .poll(async () => (await listOwn()).find((w) => w.id === second.id)?.status)
    .toBe('paid');

  await expectAudited(page, 'withdrawal', [
    'Withdrawal rejected',
    'Withdrawal approved',
    'Withdrawal paid',
  ]);

  // The member's own screen shows the reason of the rejection and the payment.
  const memberContext = await page.context().browser()!.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto('/auth/jwt/login');
  await signIn(memberPage, demoMember);
  await expectPath(memberPage, '/dashboard');
  await memberPage.goto('/dashboard/payment');
  const withdrawals = memberPage.getByRole('table', { name: 'Withdrawals' });
  await expect(withdrawals.getByText(reason)).toBeVisible();
  await expect(withdrawals.getByText('Paid', { exact: true }).first()).toBeVisible();
  await memberContext.close();
});

test('the admin creates and archives a plan: gone from public pricing, its subscriber keeps it', async ({
  page,
  request,
}) => {
  const name = `Archive Test ${Math.random().toString(36).slice(2, 8)}`;
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Plans', exact: true }).click();
  await expectPath(page, '/dashboard/pricing');
  await page.getByRole('button', { name: 'New plan' }).click();
  const form = page.getByRole('dialog', { name: 'New plan' });
  await form.getByLabel('Name').fill(name);
  // Dollars, exactly: three decimals are refused rather than rounded.
  await form.getByLabel('Price (USD)').fill('12.345');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Cents only: at most two decimals.')).toBeVisible();
  await form.getByLabel('Price (USD)').fill('12.34');
  // What it promises: features of the catalogue, each a checkbox.
  const features = form.getByRole('group', { name: 'Features' });
  await features.getByRole('checkbox', { name: 'Live forex, crypto and index signals' }).check();
  await features.getByRole('checkbox', { name: 'An e-mail for every trade, or a digest' }).check();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('cell', { name: '$12.34 / month' })).toBeVisible();

  // A fresh member subscribes to it through the API (sandbox test card).
  const adminToken = await tokenOf(request, demoAdmin);
  const plans = (await (
    await request.get('/v1/plans?limit=100', { headers: bearer(adminToken) })
  ).json()) as {
    results: { id: string; name: string; amount: number; featureKeys: string[] }[];
  };
  const plan = plans.results.find((p) => p.name === name);
  expect(plan?.amount).toBe(1234);
  expect(plan?.featureKeys).toEqual(['live-signals', 'email-alerts']);
  const subscriber = {
    email: `sub-${Date.now()}@finfree.test`,
    password: 'a long enough passphrase',
  };
  expect(
    (
      await request.post('/v1/auth/register', { data: { name: 'Plan Keeper', ...subscriber } })
    ).status(),
  ).toBe(201);
  const subToken = await tokenOf(request, subscriber);
  const setup = (await (
    await request.post('/v1/users/cards/setup', { headers: bearer(subToken) })
  ).json()) as { setupId: string };
  const pm = (await (
    await request.post('/sandbox/payment-methods', {
      data: {
        setupId: setup.setupId,
        number: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
        cvc: '123',
      },
    })
  ).json()) as { paymentMethodId: string };
  const card = (await (
    await request.post('/v1/users/cards', {
      headers: { ...bearer(subToken), 'idempotency-key': randomUUID() },
      data: { paymentMethodId: pm.paymentMethodId },
    })
  ).json()) as { id: string };
  const subscribed = await request.post('/v1/subscriptions', {
    headers: { ...bearer(subToken), 'idempotency-key': randomUUID() },
    data: { planId: plan?.id, cardId: card.id },
  });
  expect(subscribed.status()).toBe(201);

  // Archive it: the confirmation says existing subscribers keep it.
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Archive ${name}` });
  await expect(confirm.getByText(/Existing subscribers keep it/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Archive', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('row').filter({ hasText: name }).getByText('Archived', { exact: true }),
  ).toBeVisible();

  // Gone from the public pricing (API and landing page)…
  const publicPlans = (await (await request.get('/v1/plans?limit=100')).json()) as {
    results: { name: string }[];
  };
  expect(publicPlans.results.map((p) => p.name)).not.toContain(name);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/');
  await expect(
    visitor.getByRole('region', { name: 'Plans' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);
  await visitor.close();
  // …while its subscriber keeps it.
  const subs = (await (
    await request.get('/v1/subscriptions', { headers: bearer(subToken) })
  ).json()) as { status: string; plan: { name: string; active: boolean } }[];
  expect(subs[0]).toMatchObject({ status: 'active', plan: { name, active: false } });

  await expectAudited(page, 'plan', ['Plan created', 'Plan archived']);
});

test('a member who edits the stored role sees nothing extra: the role comes from the server', async ({
  page,
}) => {
  await page.goto('/auth/jwt/login');
  await signIn(page, demoMember);
  await expectPath(page, '/dashboard');
  await page.evaluate(() => {
    const user = JSON.parse(sessionStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('user', JSON.stringify({ ...user, role: 'admin' }));
  });
  await page.goto('/dashboard/group');
  await expectPath(page, '/403');
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Trades console' })).toHaveCount(0);
});
