import { expect, test } from '@playwright/test';
import { registerThroughApi, tokenOf } from './billing-helpers';
import { demoMember, signInToDashboard } from './helpers';

test.setTimeout(120_000);

test('journey 3: the referral link is copied; a new visitor opens it and signs up; the funnel counts both', async ({
  page,
  browser,
  request,
}) => {
  const referrer = await registerThroughApi(request, 'Referring Member');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInToDashboard(page, referrer);
  await page.goto('/dashboard/affiliates');

  const funnel = page.getByRole('region', { name: 'Funnel' });
  const figure = (label: string) => funnel.getByText(label).locator('xpath=following-sibling::dd');
  await expect(figure('Link clicks')).toHaveText('0');
  await expect(figure('Sign-ups')).toHaveText('0');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Referral link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/\?ref=[A-Z0-9]+$/);
  await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link);

  // A new visitor, in a browser of their own, opens the link and signs up.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  const counted = other.waitForResponse((r) => r.url().endsWith('/v1/affiliates/clicks'));
  await other.goto(link);
  expect((await counted).status()).toBe(204);
  await other.getByRole('link', { name: 'Sign Up' }).first().click();
  await other.getByLabel('Full name').fill('Referred Visitor');
  await other.getByLabel('E-mail address').fill(`referred-${Date.now()}@finfree.test`);
  await other.getByLabel(/^Password/).fill('a long enough passphrase');
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(other.getByText('Your account is ready. Sign in to continue.')).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(figure('Link clicks')).toHaveText('1');
  await expect(figure('Sign-ups')).toHaveText('1');
  // The referrals table is below the fold: it loads when it comes near the screen.
  await page.getByRole('heading', { name: 'Referrals' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('table', { name: 'Referrals' }).getByText('Signed up')).toBeVisible();
  const me = await request.get('/v1/affiliates/me', { headers: referrer.headers });
  expect(((await me.json()) as { stats: { clicks: number } }).stats.clicks).toBe(1);
});

test('journey 4: the demo member cancels the pending withdrawal, withdraws the balance, and a second request is refused', async ({
  page,
  request,
}) => {
  const auth = await tokenOf(request, demoMember);
  const balanceNow = async () =>
    ((await (await request.get('/v1/payments/balance', auth)).json()) as { available: number })
      .available;
  const money = (cents: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);
  const pendingList = (await (
    await request.get('/v1/payments/withdrawals?status=pending', auth)
  ).json()) as { results: Array<{ amount: number }> };
  expect(pendingList.results).toHaveLength(1);
  const pendingAmount = pendingList.results[0]?.amount ?? 0;
  const before = await balanceNow();

  await signInToDashboard(page, demoMember);
  await page.goto('/dashboard/affiliates');
  const earnings = page.getByRole('region', { name: 'Earnings' });
  const available = earnings
    .getByText('Available', { exact: true })
    .locator('xpath=following-sibling::dd');
  await expect(available).toHaveText(money(before));

  // Cancel the pending request: the money is back in the available balance. (The tables are
  // below the fold and load when they come near the screen.)
  await page.getByRole('heading', { name: 'Withdrawals' }).scrollIntoViewIfNeeded();
  const withdrawals = page.getByRole('table', { name: 'Withdrawals' });
  await withdrawals
    .getByRole('button', { name: `Cancel request: ${money(pendingAmount)}` })
    .click();
  await expect(page.getByText(/The request was cancelled\./)).toBeVisible();
  const restored = before + pendingAmount;
  expect(restored).toBeGreaterThanOrEqual(5000);
  await expect(available).toHaveText(money(restored));

  // Withdraw all of it: the new request appears at once, pending.
  await earnings.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw earnings' });
  await expect(dialog.getByText(`Minimum $50.00 · available ${money(restored)}`)).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('10');
  await dialog.getByLabel('Destination').fill('me@paypal.example');
  await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(dialog.getByText('The minimum is $50.00.')).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill((restored / 100).toFixed(2));
  await dialog.getByLabel('Method').selectOption('paypal');
  await dialog.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText(`Withdrawal of ${money(restored)} requested.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = withdrawals.getByRole('row').filter({ hasText: 'me@paypal.example' }).first();
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(money(restored));
  await expect(available).toHaveText(money(0));

  // A second request while that one is pending: refused, with the reason.
  await earnings.getByRole('button', { name: 'Withdraw' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Withdraw earnings' })
      .getByText(`You already have a pending request of ${money(restored)}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  const second = await request.post('/v1/payments/withdraw', {
    ...auth,
    headers: { ...auth.headers, 'idempotency-key': `e2e-second-${Date.now()}` },
    data: { amount: 5000, method: 'paypal', destination: 'me@paypal.example' },
  });
  expect(second.status()).toBe(409);
});
