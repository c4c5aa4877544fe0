import { expect, test } from '@playwright/test';

test('the home page renders the tagline and a Sign Up button', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Join a community of the financially free' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
});

test('an app route deep link is served the app (index.html fallback)', async ({ page }) => {
  const response = await page.goto('/some/deep/link');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/');
});
