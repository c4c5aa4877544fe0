import { expect, test, type Page } from '@playwright/test';
import { demoMember, expectPath } from './helpers';

// The public pages are prerendered at build time (apps/web/scripts/prerender.mjs) and served
// by the API; the app then renders over them. These tests hold the hand-off to its promises.

/** Holds back every script of the app until `release()` — a slow network, made certain. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records whether a loading screen was ever attached to the page. */
async function watchLoadingScreen(page: Page) {
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-component="LoadingScreen"]')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: { loading: boolean } }).__seen);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page, the legal pages and the sign-in form are there in the HTML', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade with a community of the financially free',
    );
    await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
    await page.goto('/risk-warning');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/auth/jwt/login');
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});

test('the landing page shows its data without a request and the app hydrates it without a loading screen', async ({
  page,
}) => {
  const seen = await watchLoadingScreen(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // The prerendered heading is the one the app uses: hydration keeps the markup.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __h1: Element | null }).__h1 = document.querySelector('h1');
    });
  });
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) apiCalls.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(page.getByText(/3k\+ people joined/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Plans' }).getByRole('article').first(),
  ).toBeVisible();
  expect(apiCalls).toEqual([]);
  expect((await seen()).loading).toBe(false);
  expect(
    await page.evaluate(
      () => (window as unknown as { __h1: Element | null }).__h1 === document.querySelector('h1'),
    ),
  ).toBe(true);
  expect(warnings).toEqual([]);
});

test('the sign-in page loads no script until it is used, then hydrates without a mismatch', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/auth/jwt/login', { waitUntil: 'networkidle' });
  // The form is there and usable as HTML; none of the app's code has been asked for.
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  expect(scripts).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  // The visitor starts using it: the app loads and hydrates the same markup.
  await page.getByLabel('E-mail address').click();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  expect(scripts.length).toBeGreaterThan(0);
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  expect(warnings).toEqual([]);
});

for (const [url, destination, how] of [
  ['/auth/jwt/login', '/dashboard', 'hydrated'],
  ['/auth/jwt/login?returnTo=%2Fdashboard%2Ftrades', '/dashboard/trades', 're-rendered'],
] as const) {
  test(`what a visitor types, and a submit, before the app runs are carried over (${how})`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByLabel('E-mail address').fill(demoMember.email);
    await page.getByLabel(/^Password/).fill(demoMember.password);
    await page.getByLabel(/^Password/).press('Enter');
    // The browser did not submit the form itself (no credentials in a URL).
    expect(page.url()).not.toContain('password');
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    release();
    // The app takes over, keeps the values and sends the sign-in the visitor asked for.
    await expectPath(page, destination);
    expect(page.url()).not.toContain('password');
  });
}

test('a signed-in or French visitor never sees the English signed-out markup', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'stale');
  await expect(page.locator('#root')).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tradez avec une communauté de personnes financièrement libres',
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender');
});

test('a referral link keeps its code in the links the page renders', async ({ page }) => {
  await page.goto('/?ref=FRIEND10', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  const signUp = page.getByRole('link', { name: 'Sign Up' }).first();
  await expect(signUp).toHaveAttribute('href', '/auth/jwt/register?ref=FRIEND10');
});
