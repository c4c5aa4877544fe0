import { expect, test, type Page } from '@playwright/test';

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

test('loads no script until used; the verify button, pressed first, loads the app and the check', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/track-record', { waitUntil: 'networkidle' });
  await expect(page.getByText('Payoff ratio')).toBeVisible();
  expect(scripts).toEqual([]);
  await page.getByRole('button', { name: 'Verify the history' }).click();
  await expect(page.getByText(/^Verified: \d+ events recomputed/)).toBeVisible({ timeout: 15_000 });
  expect(scripts.length).toBeGreaterThan(0); // The app hydrated the server's markup as it was (no mismatch).
  expect(warnings).toEqual([]);
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
