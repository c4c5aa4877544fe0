import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { appScript, expectIslandsOnly, holdScripts } from './helpers';

// The public track record against the real API and its demo data.

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    return Math.max(html.scrollWidth, document.body.scrollWidth) - html.clientWidth;
  });

test('is prerendered: its title and sections are there without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/track-record');
  await expect(page.getByRole('heading', { level: 1, name: 'Track record' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A history anyone can verify' })).toBeVisible();
  // With its data: the API server rendered the statistics and the daily heads.
  await expect(page.getByText('Payoff ratio')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Monthly R' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify the history' })).toBeVisible();
  await context.close();
});

test('the page carries the heads of the history, not its events', async ({ request }) => {
  const chain = await (await request.get('/v1/trades/chain')).json();
  const html = await (await request.get('/track-record')).text();
  const boot = /<script type="application\/json" id="finfree-boot">(.*?)<\/script>/s.exec(html);
  expect(boot?.[1]).toBeDefined();
  const data = JSON.parse(boot?.[1] ?? '{}');
  expect(data).not.toHaveProperty('chain');
  expect(data.chainHeads).toEqual({
    genesis: chain.genesis,
    head: chain.head,
    days: chain.days.slice(-14),
  });
  // No event's content hash is in the page (the daily heads' hashes are).
  expect(chain.events.length).toBeGreaterThan(100);
  for (const event of chain.events) expect(html).not.toContain(event.contentHash);
});

test('works as HTML before its script runs; the verify button pressed then is carried out by its island, which reads the events and checks them', async ({
  page,
}) => {
  const scripts: string[] = [];
  const chainReads: string[] = [];
  const performanceReads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    const { pathname } = new URL(request.url());
    if (pathname === '/v1/trades/chain') chainReads.push(request.url());
    if (pathname === '/v1/trades/performance') performanceReads.push(request.url());
  });
  // The visitor reads for two minutes before pressing: the statistics the page came with are
  // then two minutes old, still fresh enough not to be read again.
  await page.clock.setFixedTime(Date.now() + 2 * 60_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  // A slow network: none of the app's code arrives until the test says so.
  const release = await holdScripts(page);
  await page.goto('/track-record', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Payoff ratio')).toBeVisible();
  // The page as served, before any script: accessible.
  await expectNoAxeViolations(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  expect(chainReads).toEqual([]);
  await page.getByRole('button', { name: 'Verify the history' }).click();
  release();
  await expect(page.getByText(/^Verified: \d+ events recomputed/)).toBeVisible({ timeout: 15_000 });
  // Only the page's islands ran (the header and the check), not the app; they hydrated the
  // server's markup as it was (no mismatch).
  expectIslandsOnly(scripts);
  expect(chainReads).toHaveLength(1);
  expect(performanceReads).toEqual([]);
  expect(warnings).toEqual([]);
  // The page once the app took over, with the check's outcome: accessible.
  await expectNoAxeViolations(page);
});

test('the check shows that it reads the history, and a failed read can be tried again', async ({
  page,
}) => {
  // The first read is held, then fails; the next passes.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reads = 0;
  await page.route('**/v1/trades/chain', async (route) => {
    reads += 1;
    if (reads > 1) return route.continue();
    await held;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 503, message: 'Unavailable' }),
    });
  });
  await page.goto('/track-record', { waitUntil: 'networkidle' });
  const verify = page.getByRole('button', { name: 'Verify the history' });
  await verify.click();
  const status = page.getByRole('status').filter({ hasText: /history/ });
  await expect(status).toHaveText('Reading the history from the server…');
  await expect(status).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(status.getByText(/^The history could not be read/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(status).toHaveAttribute('aria-busy', 'false');
  await expectNoAxeViolations(page);
  await status.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/^Verified: \d+ events recomputed/)).toBeVisible({ timeout: 15_000 });
  expect(reads).toBe(2);
});

test('opened with a query string, the whole app runs the page: the statistics, the heads and the check', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/track-record?utm_source=test');
  await expect(page.locator('html')).toHaveAttribute('data-app', '');
  expect(scripts.some((url) => appScript.test(url))).toBe(true);
  await expect(page.getByText('Payoff ratio')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Head of each day' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify the history' }).click();
  await expect(page.getByText(/^Verified: \d+ events recomputed/)).toBeVisible({ timeout: 15_000 });
});

for (const width of [390, 1440]) {
  test(`verifies the demo history in the browser at ${width} px, never scrolling sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.getByRole('link', { name: 'See the full track record' }).click();
    await expect(page).toHaveURL(/\/track-record$/);
    await expect(page.getByText('Payoff ratio')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Monthly R' })).toBeVisible();
    await page.getByRole('button', { name: 'Verify the history' }).click();
    const verified = page.getByText(/^Verified: \d+ events recomputed/);
    await expect(verified).toBeVisible({ timeout: 15_000 });
    console.log(`[track-record] ${width} px: ${await verified.textContent()}`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}

test('the public answers carry no price of an open trade', async ({ request }) => {
  const chain = await (await request.get('/v1/trades/chain')).json();
  const live = chain.events.filter((e: { data: unknown }) => e.data === null);
  expect(live.length).toBeGreaterThan(0);
  expect(live.every((e: { salt: unknown }) => e.salt === null)).toBe(true);
  const performance = await request.get('/v1/trades/performance');
  expect(performance.status()).toBe(200);
  expect(await performance.text()).not.toMatch(/"(entryPrice|stopLoss|closePrice|price)"/);
});
