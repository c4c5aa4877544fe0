import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoMember } from './helpers';

// JavaScript (gzip) a page loads cold — nothing cached, a new browser context — until the
// network is idle, against a ceiling. Signed-in pages are opened as from a bookmark: the demo
// member's session is in sessionStorage before the page's first script runs.
//
// The ceilings are the budgets of docs/performance.md. A page that loads its app on demand
// (prerendered, `appOnDemand`) is also held, after the visitor first uses it, to the ceiling of
// its whole app (the figure measured when the budget was set, so any growth fails).
// One more page is one more line in `pages`.
const KB = 1000;

interface BudgetPage {
  path: string;
  /** Ceiling of the JavaScript loaded on arrival, bytes gzip. */
  budget: number;
  /** Opened by the demo member (session injected). */
  signedIn?: boolean;
  /** For a page whose app loads on first use: ceiling once the visitor has used it. */
  afterFirstUse?: number;
}

const pages: BudgetPage[] = [
  { path: '/', budget: 191 * KB },
  { path: '/auth/jwt/login', budget: 150 * KB, afterFirstUse: 190 * KB },
  { path: '/dashboard', budget: 225 * KB, signedIn: true },
  { path: '/dashboard/trades', budget: 223 * KB, signedIn: true },
  { path: '/dashboard/pricing', budget: 235 * KB, signedIn: true },
  { path: '/dashboard/affiliates', budget: 227 * KB, signedIn: true },
];

/** Collects every JavaScript response of the page and sums their gzip sizes. */
function collectJs(page: Page) {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !url.endsWith('.js')) return;
    try {
      const body = await response.body();
      sizes.set(url, gzipSync(body, { level: 9 }).length);
    } catch {
      // A response without a body (e.g. a redirect) carries no bytes.
    }
  });
  return () => [...sizes.values()].reduce((sum, size) => sum + size, 0);
}

/** Puts the demo member's session where the app restores it from, before any script runs. */
async function injectSession(page: Page, request: APIRequestContext) {
  const response = await request.post('/v1/auth/login', { data: demoMember });
  expect(response.ok()).toBe(true);
  const { user, tokens } = (await response.json()) as {
    user: unknown;
    tokens: { access: { token: string } };
  };
  await page.addInitScript(
    ([token, stored]) => {
      sessionStorage.setItem('accessToken', token);
      sessionStorage.setItem('user', stored);
    },
    [tokens.access.token, JSON.stringify(user)] as const,
  );
}

const report = (path: string, what: string, bytes: number, ceiling: number) =>
  console.log(
    `[budget] ${path}${what}: ${(bytes / KB).toFixed(1)} kB gzip JS (ceiling ${ceiling / KB} kB)`,
  );

for (const { path, budget, signedIn, afterFirstUse } of pages) {
  test(`JavaScript for ${path} (cold${signedIn ? ', signed in' : ''}) stays under ${budget / KB} kB gzip`, async ({
    page,
    request,
  }, info) => {
    if (signedIn) await injectSession(page, request);
    const total = collectJs(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // The page is the one asked for (a signed-in page did not send the visitor to sign in).
    expect(new URL(page.url()).pathname).toBe(path);
    if (signedIn) {
      await page.locator('html[data-app]').waitFor({ state: 'attached' });
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    const bytes = total();
    info.annotations.push({ type: 'js-gzip-bytes', description: String(bytes) });
    report(path, '', bytes, budget);
    expect(bytes).toBeLessThanOrEqual(budget);
    if (!afterFirstUse) {
      expect(bytes).toBeGreaterThan(0);
      return;
    }
    // Its app loads when the visitor first uses the page (here: a key press), and hydrates.
    expect(bytes).toBe(0);
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-app', '');
    await page.waitForLoadState('networkidle');
    const used = total();
    report(path, ' after first use', used, afterFirstUse);
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThanOrEqual(afterFirstUse);
  });
}
