import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoAdmin, demoMember, expectPath } from './helpers';

/** Signs in through the API and returns a reader of the account's affiliate summary. */
async function affiliate(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/v1/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { tokens: { access: { token: string } } }).tokens.access
    .token;
  const headers = { authorization: `Bearer ${token}` };
  return async () => {
    const me = await request.get('/v1/affiliates/me', { headers });
    expect(me.ok()).toBe(true);
    return (await me.json()) as {
      referralCode: string;
      stats: { clicks: number; signups: number };
    };
  };
}

test('a referral link counts the click and the first referrer within 30 days gets the sign-up', async ({
  page,
  playwright,
}) => {
  // Its own request context: the API calls must not share the browser's referral cookie.
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const member = await affiliate(api, demoMember);
  const admin = await affiliate(api, demoAdmin);
  const [memberBefore, adminBefore] = [await member(), await admin()];

  // First touch: the demo member's link. The click is counted and remembered in a cookie.
  await page.goto(`/?ref=${memberBefore.referralCode}`, { waitUntil: 'networkidle' });
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .toContain('finfree_ref');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'finfree_ref');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.path).toBe('/v1');

  // Later the visitor comes back through another link, and signs up from there.
  await page.goto(`/auth/jwt/register?ref=${adminBefore.referralCode}`);
  await expect(page.getByLabel('Referral code (optional)')).toHaveValue(adminBefore.referralCode);
  await page.getByLabel('Full name').fill('Referred Visitor');
  await page.getByLabel('E-mail address').fill(`ref-${Date.now()}@finfree.test`);
  await page.getByLabel(/^Password/).fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/auth/jwt/login');

  // First touch wins: the member gets the sign-up, the later link does not.
  const [memberAfter, adminAfter] = [await member(), await admin()];
  expect(memberAfter.stats.clicks).toBe(memberBefore.stats.clicks + 1);
  expect(memberAfter.stats.signups).toBe(memberBefore.stats.signups + 1);
  expect(adminAfter.stats.signups).toBe(adminBefore.stats.signups);
  // The cookie has done its job.
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('finfree_ref');
  await api.dispose();
});
