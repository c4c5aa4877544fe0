import { expect, test } from '@playwright/test';
import { enterCard, registerThroughApi, tokenOf } from './billing-helpers';
import { expectPath, signIn, signInToDashboard } from './helpers';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const member = {
  email: `checkout-${Date.now()}@finfree.test`,
  password: 'a long enough passphrase',
};

test('journey 1: Choose Pro on the landing → sign up → sign in → checkout; a decline, then a paid trial unlocks open trades', async ({
  page,
}) => {
  await page.goto('/');
  const pricing = page.getByRole('region', { name: 'Plans' });
  await pricing.getByRole('link', { name: 'Choose Pro' }).click();
  await expectPath(page, '/auth/jwt/register');
  expect(new URL(page.url()).searchParams.get('interval')).toBe('month');

  await page.getByLabel('Full name').fill('Checkout Member');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/auth/jwt/login');
  await signIn(page, member);
  await expectPath(page, '/dashboard/payment');
  const params = new URL(page.url()).searchParams;
  expect(params.get('plan')).toBeTruthy();
  expect(params.get('interval')).toBe('month');

  // The order summary: Pro, monthly, its free trial, nothing due today.
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Pro', { exact: true })).toBeVisible();
  await expect(summary.getByText('7 days')).toBeVisible();
  await expect(summary.getByText('$0.00')).toBeVisible();

  // The decline card: its reason in plain words, and the form keeps the new-card choice.
  await expect(page.getByRole('radio', { name: 'A new card' })).toBeChecked();
  await enterCard(
    page,
    () => page.getByRole('button', { name: 'Enter card details' }).click(),
    '4000 0000 0000 0002',
  );
  await expect(page.getByText('Visa ending in 0002 is ready.')).toBeVisible();
  await page.getByRole('button', { name: 'Start free trial' }).click();
  // Nothing was to be paid today: the trial's card check says so, never "Payment declined".
  await expect(page.getByText('This card was declined — try another card.')).toBeVisible();
  await expect(page.getByText('Payment declined')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'A new card' })).toBeChecked();

  // Another card succeeds: a toast, the plan is current.
  await enterCard(
    page,
    () => page.getByRole('button', { name: 'Use a different card' }).click(),
    '4242 4242 4242 4242',
  );
  await expect(page.getByText('Visa ending in 4242 is ready.')).toBeVisible();
  // The new card clears the last attempt's error.
  await expect(page.getByText('This card was declined — try another card.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByText('Your free trial of Pro has started.')).toBeVisible();
  await expectPath(page, '/dashboard/pricing');

  // Access is immediate: open trades are unlocked without a reload.
  await page.getByRole('link', { name: 'Trades', exact: true }).first().click();
  await expectPath(page, '/dashboard/trades');
  await page.getByLabel('Filter by status').selectOption('open');
  const table = page.getByRole('table', { name: 'Trades' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByText('Members only')).toHaveCount(0);
  await expect(page.getByText('Subscribe to see open trades as they are published.')).toHaveCount(
    0,
  );
});

test('journey 2: that member upgrades, schedules and undoes a downgrade, cancels and resumes, and manages cards', async ({
  page,
  request,
}) => {
  const auth = await tokenOf(request, member);
  await signInToDashboard(page, member);
  await page.goto('/dashboard/pricing');
  const plan = (name: string) => page.getByRole('article', { name });
  await expect(plan('Pro').getByText('Current plan')).toBeVisible();

  // Upgrade now: the server's preview amount is shown before anything happens.
  await plan('Elite').getByRole('button', { name: 'Switch to Elite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to Elite' });
  await expect(dialog.getByTestId('amount-due')).toBeVisible();
  const subs = (await (await request.get('/v1/subscriptions', auth)).json()) as Array<{
    id: string;
    status: string;
  }>;
  const sub = subs.find((s) => s.status === 'trialing' || s.status === 'active');
  const plans = (await (await request.get('/v1/plans?interval=month')).json()) as {
    results: Array<{ id: string; name: string }>;
  };
  const elite = plans.results.find((p) => p.name === 'Elite');
  const preview = (await (
    await request.get(`/v1/subscriptions/${sub?.id}/preview?planId=${elite?.id}`, auth)
  ).json()) as { amountDue: number };
  const due = `$${(preview.amountDue / 100).toFixed(2)}`;
  await expect(dialog.getByTestId('amount-due')).toHaveText(due);
  await dialog.getByRole('button', { name: /^(Switch now|Pay .* and switch)$/ }).click();
  await expect(page.getByText('You are now on Elite.')).toBeVisible();
  await expect(plan('Elite').getByText('Current plan')).toBeVisible();

  // Downgrade at renewal, shown as a scheduled change, then undone.
  await plan('Starter').getByRole('button', { name: 'Switch to Starter' }).click();
  const down = page.getByRole('dialog', { name: 'Switch to Starter' });
  await expect(down.getByText(/Nothing is charged today/)).toBeVisible();
  await down.getByRole('button', { name: 'Schedule the change' }).click();
  await expect(plan('Elite').getByText(/^Changes to Starter on /)).toBeVisible();
  await plan('Elite').getByRole('button', { name: 'Keep Elite' }).click();
  await expect(plan('Elite').getByText(/^Changes to Starter/)).toHaveCount(0);
  await expect(plan('Elite').getByText(/^(Trial ends|Renews) on /)).toBeVisible();

  // Cancel at period end (with a reason), then resume.
  await plan('Elite').getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await cancel.getByLabel('Why are you leaving? (optional)').fill('Just testing');
  await cancel.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(plan('Elite').getByText(/^Ends on /)).toBeVisible();
  await plan('Elite').getByRole('button', { name: 'Resume subscription' }).click();
  await expect(plan('Elite').getByText(/^(Trial ends|Renews) on /)).toBeVisible();

  // Cards: save a second one, make it the default, remove the first.
  await page.goto('/dashboard/payment');
  const cards = page.getByRole('table', { name: 'Saved cards' });
  await expect(cards.getByText(/ending in 4242/)).toBeVisible();
  await enterCard(
    page,
    () => page.getByRole('button', { name: 'Add a card' }).click(),
    '5555 5555 5555 4444',
  );
  await expect(page.getByText('Mastercard ending in 4444 was saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Make default: Mastercard ending in 4444' }).click();
  await expect(page.getByText('Mastercard ending in 4444 is now your default card.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove: Visa ending in 4242' }).click();
  await expect(page.getByText('The card was removed.')).toBeVisible();
  await expect(cards.getByText(/ending in 4242/)).toHaveCount(0);
  await expect(cards.getByText(/ending in 4444/)).toBeVisible();

  // The last card of a renewing subscription cannot go: the reason is explained.
  await page.getByRole('button', { name: 'Remove: Mastercard ending in 4444' }).click();
  await expect(page.getByText(/This is the card your subscription renews with/)).toBeVisible();
});

test('a paid checkout is charged once despite a double click and a lost answer; an upgrade charges the preview', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, 'Starter Member');
  await signInToDashboard(page, account);
  const plans = (await (await request.get('/v1/plans?interval=month')).json()) as {
    results: Array<{ id: string; name: string }>;
  };
  const starter = plans.results.find((p) => p.name === 'Starter');
  await page.goto(`/dashboard/payment?plan=${starter?.id}&interval=month`);
  await enterCard(
    page,
    () => page.getByRole('button', { name: 'Enter card details' }).click(),
    '4242 4242 4242 4242',
  );

  // The first confirmation reaches the server but its answer is lost on the way back.
  let lost = false;
  await page.route('**/v1/payments/orders/*/confirm', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const pay = page.getByRole('button', { name: 'Pay $29.00' });
  await pay.dblclick();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'We could not reach Finfree. Check your connection and try again.' }),
  ).toBeVisible();
  await pay.click();
  await expect(page.getByText('Payment received. Welcome to Starter!')).toBeVisible();

  const orders = (await (await request.get('/v1/payments', account)).json()) as {
    results: Array<{ status: string; amount: number }>;
  };
  expect(orders.results.filter((o) => o.status === 'succeeded')).toHaveLength(1);
  expect(orders.results).toHaveLength(1);

  // Upgrade now: the preview's amount is shown, then charged.
  await expectPath(page, '/dashboard/pricing');
  await page
    .getByRole('article', { name: 'Pro' })
    .getByRole('button', { name: 'Switch to Pro' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Switch to Pro' });
  const due = (await dialog.getByTestId('amount-due').textContent()) ?? '';
  expect(due).toMatch(/^\$\d+\.\d\d$/);
  await dialog.getByRole('button', { name: `Pay ${due} and switch` }).click();
  await expect(page.getByText('You are now on Pro.')).toBeVisible();
  await page.goto('/dashboard/payment');
  const history = page.getByRole('table', { name: 'Billing history' });
  await expect(history.getByRole('row').filter({ hasText: 'Upgrade' })).toContainText(due);
});
