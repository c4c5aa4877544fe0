import { expect, test } from '@playwright/test';
import { demoMember, expectPath, signIn, signInToDashboard } from './helpers';

test('a signed-out visitor of a dashboard page is sent to sign in with returnTo', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Finfree' })).toBeVisible();
});

test('an unknown path redirects to /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expectPath(page, '/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Need help?' })).toBeVisible();
});

test('returnTo accepts same-origin paths only', async ({ page }) => {
  await page.goto('/auth/jwt/login?returnTo=https%3A%2F%2Fevil.example%2Fsteal');
  await signIn(page, demoMember);
  await expectPath(page, '/dashboard');
  expect(new URL(page.url()).origin).toBe(new URL(page.url()).origin);
});

test('a signed-in member who opens the sign-in page goes to the dashboard', async ({ page }) => {
  await signInToDashboard(page, demoMember);
  await page.goto('/auth/jwt/login');
  await expectPath(page, '/dashboard');
});

test('a member is refused the admin screens (403)', async ({ page }) => {
  await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fgroup');
  await signIn(page, demoMember);
  await expectPath(page, '/403');
});
