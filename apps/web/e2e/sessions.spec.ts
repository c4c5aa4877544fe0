import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiRequests, expectPath, signInToDashboard, withoutLiveStream } from './helpers';

// Against the second e2e server (playwright.config.ts): access tokens live 10 s there, so a
// session renews itself every 5 s and three lifetimes pass in half a minute of real time.
const sessionsPort = Number(process.env.E2E_PORT ?? 5390) + 50;
const origin = `http://127.0.0.1:${sessionsPort}`;
const outbox = join(tmpdir(), `finfree-e2e-outbox-${sessionsPort}`);
test.use({ baseURL: origin });
test.describe.configure({ timeout: 90_000 });

let counter = 0;
async function newMember(page: Page) {
  counter += 1;
  const email = `session${counter}-${Date.now()}@finfree.test`;
  const password = 'a long enough passphrase';
  const res = await page.request.post(`${origin}/v1/auth/register`, {
    data: { name: `Session Tester ${counter}`, email, password },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}

function countAlerts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}

/** The reset link of the newest mail to `email` in the server's outbox folder, if any. */
function resetLink(email: string): string | null {
  let files: string[];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const mail = JSON.parse(readFileSync(join(outbox, file), 'utf8')) as {
      to: string;
      text: string;
    };
    if (mail.to === email) return /https?:\/\/\S+/.exec(mail.text)?.[0] ?? null;
  }
  return null;
}

const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('accessToken'));

async function meStatus(page: Page, token: string | null) {
  const res = await page.request.get(`${origin}/v1/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status();
}

test('a signed-in member stays signed in across three access-token lifetimes with no alert, and a second tab renewing at the same moments stays signed in too', async ({
  context,
  page,
}) => {
  const member = await newMember(page);
  const alerts = countAlerts(page);
  await signInToDashboard(page, member);
  // A second tab with the same session (as a duplicated tab has): both renew at once, from the
  // same token, for the whole time.
  const stored = await page.evaluate(() => ({
    token: sessionStorage.getItem('accessToken'),
    user: sessionStorage.getItem('user'),
  }));
  const second = await context.newPage();
  const secondAlerts = countAlerts(second);
  await second.addInitScript((s) => {
    if (!sessionStorage.getItem('accessToken')) {
      sessionStorage.setItem('accessToken', s.token ?? '');
      sessionStorage.setItem('user', s.user ?? '');
    }
  }, stored);
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();

  const tokens = new Set([stored.token]);
  const until = Date.now() + 32_000;
  while (Date.now() < until) {
    await page.waitForTimeout(2_000);
    tokens.add(await storedToken(page));
  }
  expect(alerts).toEqual([]);
  expect(secondAlerts).toEqual([]);
  expect(tokens.size).toBeGreaterThanOrEqual(4); // renewed at least three times
  const [first, other] = [await storedToken(page), await storedToken(second)];
  expect(other).not.toBe(stored.token);
  expect(await meStatus(page, first)).toBe(200);
  expect(await meStatus(page, other)).toBe(200);
  await second.close();

  await page.getByRole('link', { name: 'Trades' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible();
  await expectPath(page, '/dashboard/trades');
  // sessionStorage holds exactly the token and the user; the refresh token is not readable.
  expect(await page.evaluate(() => Object.keys(sessionStorage).sort())).toEqual([
    'accessToken',
    'user',
  ]);
  expect(await page.evaluate(() => document.cookie)).not.toContain('finfree_rt');
});

test('a session revoked elsewhere ends with exactly one alert, storage cleared, on sign-in', async ({
  page,
}) => {
  const member = await newMember(page);
  const alerts = countAlerts(page);
  // The live stream stays closed: the server ends a revoked session's stream, and its reconnect,
  // answered 401, would sign out before the renewal does.
  await withoutLiveStream(page);
  const reads = apiRequests(page);
  const overviewRead = page.waitForResponse((r) => r.url().includes('/v1/trades/stats'));
  await signInToDashboard(page, member);
  await overviewRead;
  // Revoked while the member reads the page (every read of the dashboard answered, none in
  // flight): the next renewal is what learns it. A read answered 401 would sign out with "You
  // were signed out" instead (SessionWatcher, tested in its own unit test).
  await reads.settled();
  const res = await page.request.post(`${origin}/v1/auth/logout-all`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(res.status()).toBe(204);
  // The next renewal is refused: the session ends when the token expires (≤ 10 s).
  await expect.poll(() => alerts, { timeout: 25_000 }).toEqual(['Token expired']);
  await expectPath(page, '/auth/jwt/login');
  // The expiry leaves by a full navigation: the path can change before the new document is the
  // one a script runs in, so the storage is read once the login page has loaded.
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage)).catch(() => null))
    .toEqual([]);
  await page.waitForTimeout(6_000);
  expect(alerts).toEqual(['Token expired']);
});

test('a forgotten password: link by e-mail, a new password, sign-in with the e-mail filled in', async ({
  page,
}) => {
  const member = await newMember(page);
  await page.goto('/auth/jwt/login');
  // Typing starts the app of the prerendered page; wait until it has taken over (before that
  // the link is a plain link).
  await page.getByLabel('E-mail address').fill(member.email);
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/auth/jwt/reset-password');
  await expect(page.getByLabel('E-mail address')).toHaveValue(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${member.email}`);

  await expect.poll(() => resetLink(member.email), { timeout: 10_000 }).not.toBeNull();
  const link = resetLink(member.email)!;
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('the brand new passphrase');
  await page.getByLabel(/^Repeat the new password/).fill('the brand new passphrase');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expectPath(page, '/auth/jwt/login');
  await expect(page.getByLabel('E-mail address')).toHaveValue(member.email);
  await page.getByLabel(/^Password/).fill('the brand new passphrase');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/dashboard');
  // The link worked once.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('yet another passphrase');
  await page.getByLabel(/^Repeat the new password/).fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText(/expired or was already used/)).toBeVisible();
});
