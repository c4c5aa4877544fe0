import { expect, test, type Page } from '@playwright/test';
import { expectPath, fakeJwt, withoutLiveStream } from './helpers';

/** The fake token's lifetime: long enough for the screen to render on a loaded machine. */
const LIFETIME_SECONDS = 120;

/**
 * Opens the Account screen signed in with a fake token, then moves the page's clock on to the
 * token's renewal and, once the renewal is asked for, past its expiry (the timers due by then
 * fire); resolves the alerts the page shows.
 */
async function openWithExpiringToken(page: Page): Promise<string[]> {
  const user = {
    id: 'u1',
    name: 'Expiring Member',
    email: 'expiring@finfree.test',
    role: 'user',
    photoURL: null,
    isEmailVerified: false,
    referralCode: 'EXP',
    subscription: null,
    createdAt: new Date().toISOString(),
  };
  // The fake token is not the server's: the alert reads (the bell's count, the Account
  // screen's alert choices and phone devices) and the live stream would be refused before the
  // token expires.
  await withoutLiveStream(page);
  await page.route('**/v1/notifications/unread-count', (route) =>
    route.fulfill({ json: { count: 0 } }),
  );
  const on = { inApp: true, email: true, push: true };
  const channels = Object.fromEntries(
    ['published', 'activated', 'tp_hit', 'sl_moved', 'closed', 'cancelled', 'note'].map((type) => [
      type,
      on,
    ]),
  );
  await page.route('**/v1/notifications/preferences', (route) =>
    route.fulfill({
      json: {
        channels,
        emailMode: 'alert',
        markets: { mode: 'all', assetClasses: [], symbols: [] },
        quiet: null,
        language: 'en',
      },
    }),
  );
  await page.route('**/v1/notifications/push/devices', (route) =>
    route.fulfill({ json: { items: [] } }),
  );
  await page.route('**/v1/notifications/push/key', (route) =>
    route.fulfill({ json: { publicKey: 'B'.repeat(87) } }),
  );
  await page.addInitScript(
    ([token, stored]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('accessToken', token);
        sessionStorage.setItem('user', stored);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [fakeJwt(LIFETIME_SECONDS), JSON.stringify(user)] as const,
  );
  await page.clock.install();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/dashboard/one');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  // On to the renewal (due a minute before expiry), and once it is asked for, past the expiry.
  const renewal = page.waitForRequest('**/v1/auth/refresh-tokens');
  await page.clock.fastForward((LIFETIME_SECONDS - 59) * 1000);
  await renewal;
  await page.clock.fastForward(60_000);
  return alerts;
}

/**
 * The stored access token, once the sign-in page is the document scripts run in: the expiry
 * leaves by a full navigation, so the path can change before the new document has loaded.
 */
async function storedTokenAfterLeaving(page: Page) {
  await page.waitForLoadState('load');
  let token: string | null | undefined;
  await expect
    .poll(async () => {
      token = await page
        .evaluate(() => sessionStorage.getItem('accessToken'))
        .catch(() => undefined);
      return token !== undefined;
    })
    .toBe(true);
  return token;
}

test('an expiring token shows exactly one "Token expired" alert, clears it and goes to sign in', async ({
  page,
}) => {
  const alerts = await openWithExpiringToken(page);
  await expectPath(page, '/auth/jwt/login');
  expect(alerts).toEqual(['Token expired']);
  expect(await storedTokenAfterLeaving(page)).toBeNull();
  await page.waitForTimeout(1500);
  expect(alerts).toEqual(['Token expired']);
});

test('a renewal that never answers (network hangs) ends the session at expiry: alert and sign in', async ({
  page,
}) => {
  const renewals: string[] = [];
  await page.route('**/v1/auth/refresh-tokens', (route) => {
    renewals.push(route.request().url());
    // Never answered.
  });
  const alerts = await openWithExpiringToken(page);
  await expectPath(page, '/auth/jwt/login');
  expect(renewals.length).toBeGreaterThanOrEqual(1);
  expect(alerts).toEqual(['Token expired']);
  expect(await storedTokenAfterLeaving(page)).toBeNull();
});
