import { expect, test } from '@playwright/test';
import { expectPath, signIn, storage } from './helpers';

test.setTimeout(90_000);

test('a visitor signs up, signs in, uses the dashboard, changes settings and language, and logs out', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@finfree.test`;
  const password = 'a long enough passphrase';

  // Landing: tagline and the member count from /public/stats.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/people joined/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Plans' }).getByRole('article').first(),
  ).toBeVisible();

  // Sign up → toast and the sign-in page with the e-mail filled in.
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expectPath(page, '/auth/jwt/register');
  await page.getByLabel('Full name').fill('E2E Member');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/auth/jwt/login');
  await expect(page.getByText('Your account is ready. Sign in to continue.')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);

  // A protected page while signed out → login with returnTo; signing in honours it.
  await page.goto('/dashboard/trades');
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard%2Ftrades$/);
  await signIn(page, { email, password });
  await expectPath(page, '/dashboard/trades');

  // Trades: the first page, then page 2 (limit 10).
  const table = page.getByRole('table', { name: 'Trades' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: /page 2/i }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row')).toHaveCount(11);

  // Settings survive a reload.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'light');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'light');
  await expect(page.getByRole('table', { name: 'Trades' })).toBeVisible();

  // Arabic switches the page to right-to-left.
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // Storage holds only what the privacy statement says.
  expect(await storage(page)).toEqual({
    session: ['accessToken', 'user'],
    local: ['i18nextLng', 'settings'],
  });
  expect(page.url()).not.toContain(
    await page.evaluate(() => sessionStorage.getItem('accessToken') ?? 'none'),
  );

  // Logout returns home and clears the session and local storage.
  await page.getByRole('button', { name: /^(Account|الحساب)/ }).click();
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expectPath(page, '/');
  expect(await storage(page)).toEqual({ session: [], local: [] });
});
