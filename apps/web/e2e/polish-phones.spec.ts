import { expect, test, type Page } from '@playwright/test';
import { demoAdmin, expectPath, signIn, withoutLiveStream } from './helpers';

// Every screen works on every phone, in either direction and on a slow first load.

const phoneWidths = [360, 390, 414];

const publicPages = [
  '/',
  '/pricing',
  '/about-us',
  '/contact-us',
  '/privacy-statement',
  '/risk-warning',
  '/auth/jwt/login',
  '/auth/jwt/register',
  '/auth/jwt/reset-password',
  '/403',
  '/404',
  '/500',
  '/no-such-page',
];

const dashboardPages = [
  '/dashboard',
  '/dashboard/trades',
  '/dashboard/pricing',
  '/dashboard/payment',
  '/dashboard/affiliates',
  '/dashboard/one',
  '/dashboard/outlook',
  '/dashboard/group',
  '/dashboard/group/five',
  '/dashboard/group/six',
  '/dashboard/group/audit-log',
  '/403',
  '/404',
];

/** The page once the app has rendered it and its data has arrived. */
async function settle(page: Page) {
  // A public page whose app loads when it is first used gets a key press (nothing else).
  await page.keyboard.press('Shift');
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** How far the page scrolls sideways (0 when it fits the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const html = document.documentElement;
    return Math.max(html.scrollWidth, document.body.scrollWidth) - html.clientWidth;
  });

/**
 * Opens each page once at the narrowest width and measures it at every phone width, the window
 * resized in place (the layout is the same as a page opened at that width: its rules are CSS
 * media queries and the design system's width hooks, which follow a resize).
 */
async function expectNoSidewaysScroll(page: Page, paths: string[]) {
  const overflowing: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: phoneWidths[0]!, height: 800 });
    await page.goto(path);
    await settle(page);
    for (const width of phoneWidths) {
      await page.setViewportSize({ width, height: 800 });
      // Two frames: the resize is laid out and any width hook has rendered.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${path} at ${width} px: ${overflow} px too wide`);
    }
  }
  expect(overflowing).toEqual([]);
}

test.describe('no page scrolls sideways on a phone', () => {
  test.beforeEach(async ({ page }) => withoutLiveStream(page));

  test('public, auth and error pages at 360, 390 and 414 px', async ({ page }) => {
    await expectNoSidewaysScroll(page, publicPages);
  });

  test('every dashboard screen, also with a 100-character name, at 360, 390 and 414 px', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/auth/jwt/login');
    await signIn(page, demoAdmin);
    await expectPath(page, '/dashboard');
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
    const rename = async (name: string) => {
      const res = await page.request.patch('/v1/users/me', {
        data: { name },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { name: string }).name;
    };
    const before = await page.evaluate(async (auth) => {
      const res = await fetch('/v1/users/me', { headers: { authorization: `Bearer ${auth}` } });
      return ((await res.json()) as { name: string }).name;
    }, token);
    try {
      for (const name of [before, 'A'.repeat(100)]) {
        await rename(name);
        await expectNoSidewaysScroll(page, dashboardPages);
      }
      // The header's buttons stay on screen and the full name stays available.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/dashboard');
      await settle(page);
      for (const button of await page.locator('header button').all()) {
        const box = await button.boundingBox();
        if (!box) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
    } finally {
      await rename(before);
    }
  });
});

/** The rendered left edge of the first and last characters of an element's text. */
const edges = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode as Text);
      const first = texts[0]!;
      const last = texts[texts.length - 1]!;
      const rectOf = (node: Text, index: number) => {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        return range.getBoundingClientRect().left;
      };
      return {
        text: element.textContent ?? '',
        first: rectOf(first, 0),
        last: rectOf(last, last.data.length - 1),
      };
    });

test('in English on a right-to-left page, signed numbers and ranges keep their order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await withoutLiveStream(page);
  await page.addInitScript(() =>
    localStorage.setItem('settings', JSON.stringify({ themeDirection: 'rtl' })),
  );
  await page.goto('/auth/jwt/login');
  await signIn(page, demoAdmin);
  await expectPath(page, '/dashboard');
  await page.goto('/dashboard/trades');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const signed = await edges(page, '[data-sign="positive"], [data-sign="negative"]');
  expect(signed.text).toMatch(/^[+-]/);
  // "+7,298.1" reads sign first, left to right: not "7,298.1+".
  expect(signed.first, signed.text).toBeLessThan(signed.last);

  const range = await edges(page, '[data-part="Range"]');
  expect(range.text).toMatch(/^1–\d+ of \d+$/);
  // "1–10 of 60", not "of 60 10–1".
  expect(range.first, range.text).toBeLessThan(range.last);
});

for (const width of [390, 1440]) {
  test(`in English on a right-to-left page at ${width} px, a sentence that starts with a number keeps its order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() =>
      localStorage.setItem('settings', JSON.stringify({ themeDirection: 'rtl' })),
    );
    await page.goto('/auth/jwt/register');
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const hint = await edges(page, '[data-part="HelperText"]:text-is("8 to 128 characters.")');
    // "8 to 128 characters.", not ".to 128 characters 8".
    expect(hint.first, hint.text).toBeLessThan(hint.last);
  });
}

test('a tap on the menu in the first moment after load opens the drawer, 20 times in 20', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 800 });
  let opened = 0;
  for (let run = 0; run < 20; run += 1) {
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Open navigation' });
    // As soon as the prerendered button is on screen, before the app has started.
    await menu.click({ timeout: 10_000 });
    try {
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
      opened += 1;
    } catch {
      // Counted as a lost tap.
    }
  }
  expect(opened).toBe(20);
});

test("the dashboard's phone drawer is modal, closes on a followed link and then stays on the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/auth/jwt/login');
  await signIn(page, demoAdmin);
  await expectPath(page, '/dashboard');
  const menu = page.getByRole('button', { name: 'Open navigation' });
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await menu.click();
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Real Tab presses stay inside: the browser has made the page behind inert.
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await drawer
    .getByRole('link', { name: /Trades/ })
    .first()
    .click();
  await expectPath(page, '/dashboard/trades');
  await expect(drawer).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  // The followed screen's own code has arrived (blocking scripts before it has would send the
  // app to its missing-chunk recovery, which is not what this checks).
  await expect(page.getByRole('heading', { level: 1, name: 'Trades' })).toBeVisible();
  // Its code stays: the next press opens it in the same frame, by the browser alone.
  await page.route('**/*.js', (route) => route.abort());
  await menu.click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(380, 400);
  await expect(drawer).toBeHidden();
});

test('a cold dashboard load with slow scripts and styles shows the theme background from the first frame', async ({
  page,
}) => {
  for (const [mode, background] of [
    ['dark', 'rgb(20, 26, 33)'],
    ['light', 'rgb(255, 255, 255)'],
  ] as const) {
    await page.addInitScript(
      (themeMode) => localStorage.setItem('settings', JSON.stringify({ themeMode })),
      mode,
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.(js|css)(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    // The module scripts hold back DOMContentLoaded: wait for the parsed shell instead.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.getElementById('root') !== null);
    // Nothing of the app has run: no script, no stylesheet.
    await expect(page.locator('html')).not.toHaveAttribute('data-app', '');
    const painted = await page.evaluate(() => ({
      html: getComputedStyle(document.documentElement).backgroundColor,
      body: getComputedStyle(document.body).backgroundColor,
      styleSheets: [...document.styleSheets].filter((sheet) => sheet.href).length,
      root: document.getElementById('root')?.childElementCount ?? -1,
    }));
    expect(painted.root, 'the app has not rendered yet').toBe(0);
    expect(painted.html, `${mode} background before any asset`).toBe(background);
    // The body lets the page background through (or paints the same colour).
    expect(['rgba(0, 0, 0, 0)', background]).toContain(painted.body);
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('the public sections loaded directly highlight their own item and hydrate without a mismatch', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  for (const [path, item] of [
    ['/', 'Home'],
    ['/pricing', 'Pricing'],
    ['/about-us', 'About us'],
    ['/contact-us', 'Contact us'],
  ] as const) {
    await page.goto(path);
    await settle(page);
    // Hydration keeps the prerendered attributes: they must be this path's own.
    await expect(page.locator('header [aria-current="page"]'), path).toHaveText(item);
  }
  expect(warnings.filter((text) => /re-rendered|#418|hydrat/i.test(text))).toEqual([]);
});

test.describe('errors say what happened and offer the next step', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/auth/jwt/login');
    await signIn(page, demoAdmin);
    await expectPath(page, '/dashboard');
  });

  test('a page whose code fails to load stays on its URL and says so', async ({ page }) => {
    await page.route(/\/assets\/Trades-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Trades', exact: true }).first().click();
    // Not silently back on the page the person left.
    await expectPath(page, '/dashboard/trades');
    await expect(
      page.getByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a server failure of the statistics is called one, and the equity curve offers a retry', async ({
    page,
  }) => {
    await page.route(/\/v1\/trades\/stats/, (route) =>
      route.fulfill({ status: 500, json: { code: 500, message: 'Internal Server Error' } }),
    );
    await page.goto('/dashboard');
    const equity = page.locator('section[aria-labelledby="equity-title"]');
    await expect(
      equity.getByText('An unexpected error happened on our side. Try again in a moment.'),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(equity.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText(/Check your connection/)).toHaveCount(0);
  });

  test("/403's way back leads a signed-in member to the dashboard", async ({ page }) => {
    await page.goto('/403');
    await settle(page);
    const back = page.getByRole('link', { name: 'Go to the dashboard' });
    await expect(back).toHaveAttribute('href', '/dashboard');
  });
});

test('screen details: symbol filter as you type, pricing buttons in line, sign-up greeting, whole mini navigation titles', async ({
  page,
}) => {
  await withoutLiveStream(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The landing's plans: the three buttons at one height.
  await page.goto('/pricing');
  await settle(page);
  const buttons = page.getByRole('link', { name: /^Choose / });
  await expect(buttons).toHaveCount(3);
  const tops = await buttons.evaluateAll((links) =>
    links.map((link) => Math.round(link.getBoundingClientRect().bottom)),
  );
  expect(new Set(tops).size, tops.join(', ')).toBe(1);

  await page.goto('/auth/jwt/register');
  await expect(page.getByRole('heading', { name: 'Welcome to Finfree' })).toBeVisible();
  await expect(page.getByText('Hi, welcome back')).toHaveCount(0);

  await page.goto('/auth/jwt/login');
  await signIn(page, demoAdmin);
  await expectPath(page, '/dashboard');
  await page.goto('/dashboard/trades');
  await settle(page);
  await expect(page.getByText('Filters as you type.')).toBeVisible();
  await page.getByLabel('Symbol').pressSequentially('EURUSD');
  // No Enter: the list follows once the typing pauses.
  await expect.poll(() => new URL(page.url()).searchParams.get('symbol')).toBe('EURUSD');

  await page.evaluate(() =>
    localStorage.setItem('settings', JSON.stringify({ themeLayout: 'mini' })),
  );
  await page.goto('/dashboard/group/five');
  await settle(page);
  const title = page.locator('[data-variant="mini"] [data-part="Title"]', {
    hasText: 'Trades console',
  });
  const cut = await title.evaluate(
    (element) =>
      element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  );
  expect(cut, 'the title "Trades console" is shown whole').toBe(false);
});
