import { expect, test, type Page } from '@playwright/test';
import { demoMember, signInToDashboard } from './helpers';

// The dashboard's next screen (and a trade's details) start loading as the member shows they are
// about to open them: a link pointed at, pressed or focused; a list pointed at. What the click
// then waits for is what had not arrived yet.

test.use({ viewport: { width: 1440, height: 900 } });

/** The scripts the page asks for from now on. */
function scriptsAskedFor(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** Whether the navigation progress bar has appeared since this was called. */
async function watchProgressBar(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { barSeen: boolean };
    w.barSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[role=progressbar]')) w.barSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen);
}

test('a navigation link pointed at loads its screen’s code with no progress bar, and the click then opens the screen at once', async ({
  page,
}) => {
  await signInToDashboard(page, demoMember);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asked = scriptsAskedFor(page);
  const barSeen = await watchProgressBar(page);

  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Plans' });
  await link.hover();
  const plansCode = (path: string) => /\/assets\/Plans-/.test(path);
  await expect.poll(() => asked.some(plansCode), { message: 'the Plans screen’s code' }).toBe(true);
  // Let the load finish while the pointer rests, as a member's would.
  await page.waitForTimeout(1_500);
  expect(await barSeen()).toBe(false);

  const loadedAhead = asked.length;
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  // The screen was drawn from code already here: nothing was awaited, so no bar either.
  expect(await barSeen()).toBe(false);
  expect(asked.slice(loadedAhead).filter(plansCode)).toEqual([]);
});

test('pointing at the trades list loads the detail drawer’s code', async ({ page }) => {
  await signInToDashboard(page, demoMember);
  await page.goto('/dashboard/trades');
  await expect(page.getByRole('button', { name: /^View / }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asked = scriptsAskedFor(page);
  await page.getByRole('table', { name: 'Trades' }).hover();
  await expect
    .poll(() => asked.some((path) => /\/assets\/TradeDetailDrawer-/.test(path)), {
      message: 'the drawer’s code',
    })
    .toBe(true);
});

test('a trade opened asks for its details beside the drawer’s code, not after it', async ({
  page,
}) => {
  await signInToDashboard(page, demoMember);
  await page.goto('/dashboard/trades');
  const view = page.getByRole('button', { name: /^View / }).first();
  await expect(view).toBeVisible();
  // The drawer's code arrives only once the details have been asked for: were they asked for
  // after it, the drawer would never open.
  const detailsAsked = page.waitForRequest((request) =>
    /\/v1\/trades\/[^/?]+$/.test(new URL(request.url()).pathname),
  );
  await page.route('**/assets/TradeDetailDrawer-*.js', async (route) => {
    await detailsAsked;
    await route.continue();
  });
  await view.click();
  const drawer = page.getByRole('dialog', { name: 'Trade details' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Stop loss')).toBeVisible();
});

test('a navigation link pointed at asks for its screen’s first reads beside its code, and the screen opened asks none of them again', async ({
  page,
}) => {
  await signInToDashboard(page, demoMember);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) reads.push(`${url.pathname}${url.search}`);
  });
  const firstReads = ['/v1/subscriptions', '/v1/plans?interval=month&limit=10&page=1'];
  const asked = (read: string) => reads.filter((r) => r.split('&').sort().join('&') === read);

  const link = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Plans' });
  await link.hover();
  await expect
    .poll(() => firstReads.map((read) => asked(read).length), { message: 'the Plans reads' })
    .toEqual([1, 1]);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expect(page.getByText('Starter').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(firstReads.map((read) => asked(read).length)).toEqual([1, 1]);
});
