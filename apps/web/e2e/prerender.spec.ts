import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { demoMember, expectIslandsOnly, expectPath, holdScripts } from './helpers';

// The public pages are prerendered at build time (apps/web/scripts/prerender.mjs) and served
// by the API; the app then renders over them. These tests hold the hand-off to its promises.

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
    // Its data too: the API server rendered the page with it.
    await expect(page.getByText(/3k\+ people joined/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Plans' }).getByRole('article').first(),
    ).toBeVisible();
    await page.goto('/risk-warning');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/auth/jwt/login');
    await expect(page.getByLabel('E-mail address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});

/** Records the URLs of the scripts the page asks for. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** The scripts a page asks for, and the warnings and errors of its console. */
function watchIslands(page: Page) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return { scripts: watchScripts(page), warnings };
}

test('the landing page works as HTML before its app; a press made then is carried out by the app', async ({
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
  // A slow network: none of the app's code arrives until the test says so.
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // The server rendered the page with its data: the member count and the plans are in the HTML.
  await expect(page.getByText(/3k\+ people joined/)).toBeVisible();
  const plans = page.getByRole('region', { name: 'Plans' });
  await expect(plans.getByRole('article').first()).toBeVisible();
  await expect(plans.getByText('/ month').first()).toBeVisible();
  // The page as served, before any script: accessible.
  await expectNoAxeViolations(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  // The billing interval answers before the app runs (both lists are in the page; CSS shows the
  // checked one), and the app keeps the choice when it takes over.
  await plans.getByText('Yearly', { exact: true }).click();
  await expect(plans.getByText('/ year').first()).toBeVisible();
  await expect(plans.getByText('/ month').filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(plans.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(plans.getByText('/ year').first()).toBeVisible();
  await expect(plans.getByText('/ month').filter({ visible: true })).toHaveCount(0);
  // Then the app answers presses itself.
  await plans.getByText('Monthly', { exact: true }).click();
  await expect(plans.getByText('/ month').first()).toBeVisible();
  // It read none of the page's data again.
  expect(apiCalls).toEqual([]);
  // The page once the app took over: accessible.
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  expect((await seen()).loading).toBe(false);
  expect(
    await page.evaluate(
      () => (window as unknown as { __h1: Element | null }).__h1 === document.querySelector('h1'),
    ),
  ).toBe(true);
  expect(warnings).toEqual([]);
});

test('the landing page starts its app on its own right after the first paint, so the first tap finds it running', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/', { waitUntil: 'load' });
  // Nobody touches the page: the app still starts.
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  expect(scripts.length).toBeGreaterThan(0);
  await page.getByRole('region', { name: 'Plans' }).getByText('Yearly', { exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Plans' }).getByText('/ year').first(),
  ).toBeVisible();
});

test('/pricing opens at the plans, and the app does not scroll the page when it starts', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Plans', level: 2 })).toBeInViewport();
  // The visitor scrolls back up before the app runs: the app leaves the scroll alone.
  await page.evaluate(() => window.scrollTo(0, 0));
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { name: 'Plans', level: 2 })).not.toBeInViewport();
});

test('without the API (static hosting) the landing page starts its app at once and fetches its data', async ({
  page,
  request,
}) => {
  // The page as the build wrote it, without data: what a static host sends.
  const built = await (await request.get('/prerendered/home.html')).text();
  expect(built).not.toContain('id="finfree-boot"');
  await page.route('**/', (route) =>
    new URL(route.request().url()).pathname === '/'
      ? route.fulfill({ body: built, contentType: 'text/html' })
      : route.continue(),
  );
  const scripts = watchScripts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  expect(scripts.length).toBeGreaterThan(0);
  await expect(page.getByText(/3k\+ people joined/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Plans' }).getByRole('article').first(),
  ).toBeVisible();
});

test('the sign-in page hydrates without a mismatch and keeps the field the visitor focused', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const release = await holdScripts(page);
  await page.goto('/auth/jwt/login', { waitUntil: 'domcontentloaded' });
  // The form is there and usable as HTML before any of the app's code has arrived.
  await page.getByLabel('E-mail address').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  release();
  // The app hydrates the same markup; the field keeps its focus.
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(page.getByLabel('E-mail address')).toBeFocused();
  expect(warnings).toEqual([]);
});

test('the sign-in page runs its form alone: a small script, the same answers, links that load their page', async ({
  page,
}) => {
  const { scripts, warnings } = watchIslands(page);
  await page.goto('/auth/jwt/login');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  expectIslandsOnly(scripts);
  const form = page.getByRole('form', { name: 'Sign in to Finfree' });
  // Its rules: an empty form is refused at its fields.
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(form.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-mail address')).toBeFocused();
  // The server's refusal is the form's error.
  await form.getByLabel('E-mail address').fill(demoMember.email);
  await expect(form.getByText('Enter your e-mail address.')).toBeHidden();
  await form.getByLabel(/^Password/).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText(/incorrect/i);
  // "Forgot password?" loads its page with what was typed.
  await form.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/auth/jwt/reset-password');
  await expect(page.getByLabel('E-mail address')).toHaveValue(demoMember.email);
  // Back, then a good password: the dashboard.
  await page.goBack();
  await expectPath(page, '/auth/jwt/login');
  const again = page.getByRole('form', { name: 'Sign in to Finfree' });
  await again.getByLabel('E-mail address').fill(demoMember.email);
  await again.getByLabel(/^Password/).fill(demoMember.password);
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(warnings.filter((text) => !/401|Unauthorized/i.test(text))).toEqual([]);
});

test('the sign-up page runs its form alone, with the plan and referral code of its address: a new member is sent on to sign in and pay', async ({
  page,
}) => {
  const { scripts, warnings } = watchIslands(page);
  await page.goto('/auth/jwt/register?plan=plan_pro_month&interval=month&ref=NOSUCHCODE');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  expectIslandsOnly(scripts);
  const form = page.getByRole('form', { name: 'Create your account' });
  // Rendered as prerendered (no query), then with the address's.
  await expect(form.getByLabel(/^Referral code/)).toHaveValue('NOSUCHCODE');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    `/auth/jwt/login?${new URLSearchParams({ returnTo: '/dashboard/payment?plan=plan_pro_month&interval=month' })}`,
  );
  // Its rules: an empty name is refused at its field, which gets the focus.
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Enter your name.')).toBeVisible();
  await expect(form.getByLabel(/^Full name/)).toBeFocused();
  await form.getByLabel(/^Full name/).fill('Nadia Benali');
  await expect(form.getByText('Enter your name.')).toBeHidden();
  // The server's refusal lands at its field: a taken e-mail.
  await form.getByLabel(/^E-mail/).fill(demoMember.email);
  await form.getByLabel(/^Password/).fill('a-long-password');
  await form.getByLabel(/^Referral code/).fill('');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText(/already/i)).toBeVisible();
  await expect(form.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  // A new e-mail: the sign-in page, the e-mail filled in, on to checkout for the plan after it.
  const email = `nadia.${Date.now()}@example.com`;
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/auth/jwt/login');
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(
    '/dashboard/payment?plan=plan_pro_month&interval=month',
  );
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  // The one refusal (the taken e-mail) is the browser's note of a 400; nothing else.
  expect(warnings.filter((text) => !/status of (400|401)/.test(text))).toEqual([]);
});

test('the landing page runs only its islands: the header and the contact form; a language chosen opens the page in it, fetched ahead', async ({
  page,
}) => {
  const { scripts, warnings } = watchIslands(page);
  // Once the islands run, the page in the other languages is fetched ahead (at idle).
  const fetchedAhead = ['fr', 'ar'].map((lang) =>
    page.waitForResponse((response) => response.url().endsWith(`/?lang=${lang}`)),
  );
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  expectIslandsOnly(scripts);
  // The header's island: its shadow once the page is scrolled.
  const header = page.locator('[data-part="Header"]');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  for (const response of await Promise.all(fetchedAhead)) {
    expect(response.request().headers()['sec-purpose']).toBe('prefetch');
    // Not varying on the cookie the choice changes.
    expect(String(response.headers().vary)).not.toMatch(/cookie/i);
  }
  // The language menu: the page in French, at its address in French, from the copy fetched
  // ahead (nothing crossed the network for it) — run by its islands again.
  scripts.length = 0;
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/\?lang=fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).transferSize,
    ),
  ).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tradez avec une communauté de personnes financièrement libres',
  );
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  expectIslandsOnly(scripts);
  await expect(page.getByRole('button', { name: /^Langue/ })).toBeVisible();
  // The choice is kept: the next page, at its plain address, comes in French too.
  await page.goto('/track-record');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).not.toHaveAttribute('data-prerender', 'stale');
  expect(warnings).toEqual([]);
});

test('the 404 page loads no script for the visitor it was rendered for: its links are links', async ({
  page,
}) => {
  const { scripts, warnings } = watchIslands(page);
  await page.goto('/404');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expectPath(page, '/');
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

test("the public pages carry none of the dashboard's frame and early reads; the dashboard's shell does", async ({
  request,
}) => {
  for (const path of ['/', '/pricing', '/track-record', '/auth/jwt/login', '/auth/jwt/register']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('id="root"');
    expect(html, path).not.toContain('finfree-shell');
    expect(html, path).not.toContain('__finfreeEarlyReads');
  }
  const shell = await (await request.get('/dashboard')).text();
  expect(shell).toContain('id="finfree-shell"');
  expect(shell).toContain('__finfreeEarlyReads');
});

test('a referral link keeps its code in the links the page renders', async ({ page }) => {
  // A query string: the markup is not exactly the page, so the app starts at once.
  await page.goto('/?ref=FRIEND10', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  const signUp = page.getByRole('link', { name: 'Sign Up' }).first();
  await expect(signUp).toHaveAttribute('href', '/auth/jwt/register?ref=FRIEND10');
});
