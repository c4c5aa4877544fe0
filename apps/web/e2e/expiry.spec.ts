import { expect, test } from '@playwright/test';
import { expectPath, fakeJwt } from './helpers';

test('an expiring token shows exactly one "Token expired" alert, clears it and goes to sign in', async ({
  page,
}) => {
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
  await page.addInitScript(
    ([token, stored]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('accessToken', token);
        sessionStorage.setItem('user', stored);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [fakeJwt(3), JSON.stringify(user)] as const,
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/dashboard/one');
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expectPath(page, '/auth/jwt/login');
  expect(alerts).toEqual(['Token expired']);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  await page.waitForTimeout(1500);
  expect(alerts).toEqual(['Token expired']);
});
