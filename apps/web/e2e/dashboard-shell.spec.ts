import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoMember, expectPath } from './helpers';

// A dashboard page opened cold (a bookmark) paints a frame in the stored theme from its HTML,
// before any script or stylesheet has arrived; the app replaces it. A signed-out visitor never
// sees it.

async function injectSession(page: Page, request: APIRequestContext) {
  const response = await request.post('/v1/auth/login', { data: demoMember });
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

/** Holds back every script and stylesheet until `release()`. */
async function holdAssets(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.(js|css)(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const shell = (page: Page) => page.locator('#finfree-shell');

for (const [mode, background, direction] of [
  ['dark', 'rgb(20, 26, 33)', 'rtl'],
  ['light', 'rgb(255, 255, 255)', 'ltr'],
] as const) {
  test(`a cold dashboard paints its frame before any script (${mode}, ${direction}), then the app replaces it`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await injectSession(page, request);
    await page.addInitScript(
      ([themeMode, themeDirection]) =>
        localStorage.setItem('settings', JSON.stringify({ themeMode, themeDirection })),
      [mode, direction] as const,
    );
    const release = await holdAssets(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('finfree-shell') !== null);
    await expect(page.locator('html')).not.toHaveAttribute('data-app', '');
    await expect(shell(page)).toBeVisible();
    const painted = await page.evaluate(() => {
      const frame = document.getElementById('finfree-shell')!;
      const nav = frame.querySelector('[data-part=nav]')!.getBoundingClientRect();
      return {
        background: getComputedStyle(frame).backgroundColor,
        placeholder: getComputedStyle(frame.querySelector('i')!).backgroundColor,
        navLeft: nav.left,
        navWidth: nav.width,
        text: frame.textContent,
      };
    });
    expect(painted.background).toBe(background);
    expect(painted.placeholder).not.toBe('rgba(0, 0, 0, 0)');
    expect(painted.navWidth).toBe(280);
    // The side navigation is on the reading side's start: left in ltr, right in rtl.
    if (direction === 'rtl') expect(painted.navLeft).toBe(1440 - 280);
    else expect(painted.navLeft).toBe(0);
    expect(painted.text).toBe('');
    // The screen's own chunks are already asked for, beside the entry.
    await expect(
      page.locator('head link[rel=modulepreload][href*="DashboardLayoutRoute"]'),
    ).toHaveCount(1);
    await expect(page.locator('head link[rel=modulepreload][href*="Overview"]')).toHaveCount(1);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo Member');
    await expect(shell(page)).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

test('a signed-out visitor of a dashboard page never sees the frame and is sent to sign in', async ({
  page,
}) => {
  const release = await holdAssets(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.getElementById('finfree-shell') !== null);
  await expect(shell(page)).toBeHidden();
  await expect(
    page.locator('head link[rel=modulepreload][href*="DashboardLayoutRoute"]'),
  ).toHaveCount(0);
  release();
  await expectPath(page, '/auth/jwt/login');
  await expect(shell(page)).toBeHidden();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
