import { expect, test, type Page } from '@playwright/test';
import { expectPath, fakeJwt, withoutLiveStream } from './helpers';

/**
 * Opens the Account screen signed in with a fake token expiring in `seconds`; resolves the
 * alerts the page shows.
 */
async function openWithExpiringToken(page: Page, seconds: number): Promise<string[]> {
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
    [fakeJwt(seconds), JSON.stringify(user)] as const,
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/dashboard/one');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  return alerts;
}

test('an expiring token shows exactly one "Token expired" alert, clears it and goes to sign in', async ({
  page,
}) => {
  const alerts = await openWithExpiringToken(page, 3);
  await expectPath(page, '/auth/jwt/login');
  expect(alerts).toEqual(['Token expired']);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
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
  const alerts = await openWithExpiringToken(page, 4);
  await expectPath(page, '/auth/jwt/login');
  expect(renewals.length).toBeGreaterThanOrEqual(1);
  expect(alerts).toEqual(['Token expired']);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
});
