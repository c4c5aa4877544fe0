import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { planId, registerThroughApi, subscribeThroughApi, tokenOf } from './billing-helpers';
import { demoAdmin, expectPath, signInToDashboard } from './helpers';

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const port = Number(process.env.E2E_PORT ?? 5390);
const outbox = join(tmpdir(), `finfree-e2e-outbox-${port}`);

/** Stripe's test cards, which the sandbox plays the same way. */
const ALWAYS_AUTHENTICATE = '4000 0027 6000 3184';
const DISPUTED = '4000000000000259';

/** The newest mail to `email` whose subject matches, from the server's outbox. */
function mailTo(email: string, subject: RegExp): { subject: string; text: string } | null {
  let files: string[];
  try {
    files = readdirSync(outbox).sort().reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const mail = JSON.parse(readFileSync(join(outbox, file), 'utf8')) as {
      to: string;
      subject: string;
      text: string;
    };
    if (mail.to === email && subject.test(mail.subject)) return mail;
  }
  return null;
}

/** Saves a card in the card form, answering the bank's check the form asks for with Approve. */
async function enterCardWithChallenge(page: Page, opener: () => Promise<void>, number: string) {
  const popupPromise = page.waitForEvent('popup');
  await opener();
  const popup = await popupPromise;
  await popup.waitForURL(/\/sandbox\/card-form/);
  await popup.getByLabel('Card number').fill(number);
  await popup.getByLabel('Expiry').fill('12/34');
  await popup.getByLabel('CVC').fill('123');
  await popup.getByRole('button', { name: 'Save card' }).click();
  await popup.getByRole('button', { name: 'Approve' }).click();
  await popup.waitForEvent('close');
}

const member = { email: '', password: '' };

test('bank confirmation at checkout: failed → the reason and nothing charged; approved → a member', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, 'Bank Member');
  Object.assign(member, { email: account.email, password: account.password });
  const starter = await planId(request, 'Starter');
  await signInToDashboard(page, member);
  await page.goto(`/dashboard/payment?plan=${starter}&interval=month`);
  await enterCardWithChallenge(
    page,
    () => page.getByRole('button', { name: 'Enter card details' }).click(),
    ALWAYS_AUTHENTICATE,
  );
  await expect(page.getByText('Visa ending in 3184 is ready.')).toBeVisible();

  // The bank's page: Fail → back on checkout with the reason, nothing charged.
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/sandbox\/challenge/);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByText(/Your bank could not confirm this payment/)).toBeVisible();
  const auth = await tokenOf(request, member);
  const history = async () =>
    (
      (await (await request.get('/v1/payments', auth)).json()) as {
        results: Array<{ status: string; purpose: string; refundedAmount: number }>;
      }
    ).results;
  expect((await history()).filter((o) => o.status === 'succeeded')).toHaveLength(0);

  // Again, approved: paid once, a member.
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(/\/sandbox\/challenge/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectPath(page, '/dashboard/pricing');
  await expect(
    page.getByRole('article', { name: 'Starter' }).getByText('Current plan'),
  ).toBeVisible();
  expect((await history()).filter((o) => o.status === 'succeeded')).toHaveLength(1);
});

test('a renewal the bank wants confirmed: banner and e-mail, access kept, confirmed → renewed once', async ({
  page,
  request,
}) => {
  const auth = await tokenOf(request, member);
  const subs = (await (await request.get('/v1/subscriptions', auth)).json()) as Array<{
    id: string;
    status: string;
  }>;
  const sub = subs.find((s) => s.status === 'active');
  expect(sub).toBeTruthy();
  // The clock: demo mode lets the admin end the period now and renew it.
  const admin = await tokenOf(request, demoAdmin);
  const renewed = await request.post(`/v1/admin/subscriptions/${sub!.id}/simulate-renewal`, admin);
  expect(renewed.status()).toBe(200);
  expect(((await renewed.json()) as { awaitingConfirmation: number }).awaitingConfirmation).toBe(1);

  await signInToDashboard(page, member);
  const banner = page.getByRole('region', { name: 'Confirm your payment' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(/Your access continues until/)).toBeVisible();

  // The e-mail's link opens the payment page; one tap opens the bank's page.
  await expect
    .poll(() => mailTo(member.email, /Confirm your payment/), { timeout: 30_000 })
    .not.toBeNull();
  const mail = mailTo(member.email, /Confirm your payment/)!;
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('button', { name: 'Confirm payment' }).first().click();
  await page.waitForURL(/\/sandbox\/challenge/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Payment confirmed. Your membership continues.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your payment' })).toHaveCount(0);
  const orders = (
    (await (await request.get('/v1/payments', auth)).json()) as {
      results: Array<{ status: string; purpose: string }>;
    }
  ).results;
  expect(orders.filter((o) => o.purpose === 'renewal' && o.status === 'succeeded')).toHaveLength(1);
  const after = (await (await request.get('/v1/subscriptions', auth)).json()) as Array<{
    id: string;
    status: string;
    paymentAction: unknown;
  }>;
  expect(after.find((s) => s.id === sub!.id)).toMatchObject({
    status: 'active',
    paymentAction: null,
  });
});

const affiliate = { email: '', password: '' };
const referred = { email: '', password: '', name: 'Referred Member' };

test('an admin refunds part of a payment: the member sees it, the commission shrinks', async ({
  page,
  request,
}) => {
  const aff = await registerThroughApi(request, 'Refund Affiliate');
  Object.assign(affiliate, { email: aff.email, password: aff.password });
  const me = (await (await request.get('/v1/auth/me', aff)).json()) as { referralCode: string };
  const email = `referred-${Date.now()}@finfree.test`;
  const reg = await request.post('/v1/auth/register', {
    data: {
      name: referred.name,
      email,
      password: 'a long enough passphrase',
      referralCode: me.referralCode,
    },
  });
  expect(reg.status()).toBe(201);
  Object.assign(referred, { email, password: 'a long enough passphrase' });
  const auth = await tokenOf(request, { email: referred.email, password: referred.password });
  await subscribeThroughApi(request, auth, await planId(request, 'Starter'), '4242424242424242');
  const commissionsOf = async () =>
    (
      (await (await request.get('/v1/affiliates/commissions', aff)).json()) as {
        results: Array<{ amount: number; reversedAmount: number }>;
      }
    ).results;
  const [before] = await commissionsOf();
  expect(before?.reversedAmount).toBe(0);

  await signInToDashboard(page, demoAdmin);
  await page.goto('/dashboard/group');
  await page
    .getByRole('link', { name: 'Members' })
    .first()
    .click()
    .catch(() => undefined);
  await page.getByRole('searchbox').first().fill(email);
  // The list follows the search: one member (and the header row) once it has.
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(2);
  await members.getByRole('button', { name: `View ${referred.name}` }).click();
  await page
    .getByRole('button', { name: /^Refund the payment of/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
  await dialog.getByLabel(/^Amount/).fill('5');
  await dialog.getByLabel('Reason').fill('Goodwill for a late signal');
  await dialog.getByLabel('Keep access to the end of the period').check();
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await expect(page.getByText(/refunded to Referred Member/)).toBeVisible();

  const history = (
    (await (await request.get('/v1/payments', auth)).json()) as {
      results: Array<{ refundedAmount: number; status: string }>;
    }
  ).results;
  expect(history[0]).toMatchObject({ refundedAmount: 500, status: 'succeeded' });
  const [after] = await commissionsOf();
  expect(after!.reversedAmount).toBeGreaterThan(0);
  expect(after!.reversedAmount).toBeLessThan(after!.amount);

  // The member's billing history says so.
  await page.context().clearCookies();
  const memberPage = await page.context().newPage();
  await signInToDashboard(memberPage, { email: referred.email, password: referred.password });
  await memberPage.goto('/dashboard/payment');
  await expect(memberPage.getByText('$5.00 refunded')).toBeVisible();
});

test('a disputed payment: access ends, the commission is clawed back, the case is in Disputes', async ({
  page,
  request,
}) => {
  const aff = await tokenOf(request, affiliate);
  const me = (await (await request.get('/v1/auth/me', aff)).json()) as { referralCode: string };
  const email = `disputed-${Date.now()}@finfree.test`;
  const password = 'a long enough passphrase';
  const reg = await request.post('/v1/auth/register', {
    data: { name: 'Disputing Member', email, password, referralCode: me.referralCode },
  });
  expect(reg.status()).toBe(201);
  const auth = await tokenOf(request, { email, password });
  await subscribeThroughApi(request, auth, await planId(request, 'Starter'), DISPUTED);

  // A moment later the bank disputes it.
  await expect
    .poll(
      async () =>
        ((await (await request.get('/v1/auth/me', auth)).json()) as { billingNotice: unknown })
          .billingNotice,
      {
        timeout: 20_000,
      },
    )
    .toMatchObject({ kind: 'payment_disputed' });
  const commissions = (
    (await (await request.get('/v1/affiliates/commissions', aff)).json()) as {
      results: Array<{ amount: number; reversedAmount: number; status: string }>;
    }
  ).results;
  expect(commissions.some((c) => c.reversedAmount === c.amount && c.status === 'reversed')).toBe(
    true,
  );

  await signInToDashboard(page, { email, password });
  await expect(page.getByText('Your bank disputed a payment')).toBeVisible();

  await page.context().clearCookies();
  const admin = await page.context().newPage();
  await signInToDashboard(admin, demoAdmin);
  await admin.goto('/dashboard/group/disputes');
  const table = admin.getByRole('table');
  await expect(table.getByText('Disputing Member')).toBeVisible();
  await expect(table.getByText('Fraudulent')).toBeVisible();
  await table.getByText('Disputing Member').click();
  await expect(admin.getByText('Dispute opened')).toBeVisible();
});
