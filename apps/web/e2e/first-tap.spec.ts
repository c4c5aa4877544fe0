import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectIslandsOnly, holdScripts } from './helpers';

// The first use of a public page: whether the visitor touches it before its app runs (a slow
// network, made certain by holding the app's scripts back) or after, the page stays where the
// visitor put it, and nothing typed is lost.

test.use({ viewport: { width: 390, height: 844 } });

const publicPages = [
  '/',
  '/pricing',
  '/about-us',
  '/contact-us',
  '/track-record',
  '/privacy-statement',
  '/risk-warning',
  '/auth/jwt/login',
  '/auth/jwt/register',
];

/**
 * Scrolls to a place in the middle of the page (as far as the page goes) and returns it, once
 * the page's fonts are in: a font swapped in later changes the text's height, and the browser's
 * scroll anchoring then moves `scrollY` whatever the visitor did. A frame first: before the
 * page's first layout no font is loading yet, and `fonts.ready` would not wait for them.
 */
const scrollSomewhere = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(painted));
    await document.fonts.ready;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.max(0, Math.min(700, Math.round(room / 2))));
    return window.scrollY;
  });

/** A tap on the page itself (its left margin: no link or button), at mid-height. */
const tapPage = (page: Page) => page.mouse.click(3, 420);

const appRunning = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', '');

/** Pages also tapped after their app runs (the same rule holds; three show it). */
const tappedAfter = new Set(['/', '/pricing', '/track-record']);

/** Two frames: whatever the app does when it starts (its effects) has happened and painted. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

for (const path of publicPages) {
  for (const when of tappedAfter.has(path)
    ? (['before', 'after'] as const)
    : (['before'] as const)) {
    test(`${path}: a first tap ${when} the app runs leaves the page where it was`, async ({
      page,
    }) => {
      const release = when === 'before' ? await holdScripts(page) : null;
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      if (!release) await appRunning(page);
      const y = await scrollSomewhere(page);
      await tapPage(page);
      release?.();
      await appRunning(page);
      await twoFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
    });
  }
}

/** Opens `path` with the app's scripts held back; returns its plans and the release. */
async function plansBeforeTheApp(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { release, plans: page.getByRole('region', { name: 'Plans' }) };
}

/** The app runs and kept the yearly prices the visitor chose before it. */
async function yearlyKept(page: Page, plans: Locator) {
  await appRunning(page);
  await expect(plans.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(plans.getByText('/ year').first()).toBeVisible();
  await expect(plans.getByText('/ month').filter({ visible: true })).toHaveCount(0);
}

test('/pricing: the yearly prices chosen before the app runs show at once and stay, without a jump', async ({
  page,
}) => {
  const { release, plans } = await plansBeforeTheApp(page, '/pricing');
  const firstPrice = plans
    .getByText(/^\/ (month|year)$/)
    .filter({ visible: true })
    .first();
  await expect(firstPrice).toHaveText('/ month');
  await plans.getByText('Yearly', { exact: true }).click();
  // The yearly prices show while every script is still held back.
  await expect(firstPrice).toHaveText('/ year');
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(0);
  release();
  await yearlyKept(page, plans);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});

test('the yearly prices chosen before the app runs stay when the app renders the page afresh (a query string)', async ({
  page,
}) => {
  const { release, plans } = await plansBeforeTheApp(page, '/?ref=FRIEND10');
  await plans.getByText('Yearly', { exact: true }).click();
  await expect(plans.getByText('/ year').first()).toBeVisible();
  release();
  await yearlyKept(page, plans);
  // The plans' links are the yearly ones.
  await expect(plans.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute(
    'href',
    /interval=year/,
  );
});

/** Chooses the Pro plan (monthly) in the plans and waits for the sign-up page it opens. */
async function choosePro(page: Page) {
  await page
    .getByRole('region', { name: 'Plans' })
    .getByRole('link', { name: 'Choose Pro' })
    .click();
  await expect(page).toHaveURL(/\/auth\/jwt\/register\?plan=[^&]+&interval=month$/);
  await expect(page.getByLabel('Full name')).toBeVisible();
}

test('a plan chosen on a cold landing opens the prerendered sign-up page by the browser, which runs only its form', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const sameDocument = () =>
    page.evaluate(() => (window as unknown as { marked?: true }).marked === true);
  await page.goto('/pricing');
  await appRunning(page);
  await page.evaluate(() => ((window as unknown as { marked?: true }).marked = true));
  scripts.length = 0;
  await choosePro(page);
  // A new document: the browser loaded the page (its HTML paints before any script).
  expect(await sameDocument()).toBe(false);
  // Its form's island, not the app, with the plan of the address.
  await appRunning(page);
  expectIslandsOnly(scripts);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    /returnTo=%2Fdashboard%2Fpayment%3Fplan%3D/,
  );
});

test('the sign-up page a plan opens was fetched ahead by the browser (once, for every plan): it opens from memory', async ({
  page,
}) => {
  await page.goto('/pricing');
  await appRunning(page);
  // The page's speculation rules ask for it at low priority, once the page has loaded.
  await page.waitForLoadState('networkidle');
  await choosePro(page);
  // `?plan=…&interval=…` was never asked for: the copy of `/auth/jwt/register` fetched ahead
  // (the server says the query string does not change the page) served it.
  expect(
    await page.evaluate(
      () =>
        // How the document was delivered (Resource Timing's `deliveryType`; not in TS's DOM types yet).
        (performance.getEntriesByType('navigation')[0] as { deliveryType?: string }).deliveryType,
    ),
  ).toBe('navigational-prefetch');
  // Its form's island runs with the plan of the address.
  await appRunning(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    /returnTo=%2Fdashboard%2Fpayment%3Fplan%3D/,
  );
});

test('/track-record: "Verify the history" pressed before the app runs is carried out, without a jump', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/track-record', { waitUntil: 'domcontentloaded' });
  const verify = page.getByRole('button', { name: 'Verify the history' });
  await verify.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  await verify.click();
  release();
  await appRunning(page);
  await expect(page.getByText(/^Verified: \d+ events recomputed/)).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
});

/**
 * Opens `path` with the app's scripts held back and opens its drawer from the menu button (the
 * browser does it alone); returns the button, the drawer and the release of the scripts.
 */
async function drawerOpenedBeforeTheApp(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: 'Open navigation' });
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await menu.click();
  await expect(drawer).toBeVisible();
  return { menu, drawer, release };
}

test('/: the menu opens with no script run, and the app taking over keeps it as the visitor left it', async ({
  page,
}) => {
  const { menu, drawer, release } = await drawerOpenedBeforeTheApp(page, '/');
  // The browser opens the drawer itself: its links are there, the page behind is inert.
  await expect(drawer.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  // Opened again, then closed by the close button: nothing is replayed once the app runs.
  await menu.click();
  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await expect(drawer).toBeHidden();
  release();
  await appRunning(page);
  await twoFrames(page);
  await expect(drawer).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('/: a drawer opened before its script runs stays open through the hand-over, and its links load their page', async ({
  page,
}) => {
  const { menu, drawer, release } = await drawerOpenedBeforeTheApp(page, '/');
  release();
  await appRunning(page);
  await twoFrames(page);
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The header's island runs the drawer: a link in it loads its page, shown at its section.
  await drawer.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
  await expect(page.locator('#about-us')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('/?ref=…: a drawer opened before the app runs is open again after the app renders the page afresh', async ({
  page,
}) => {
  // A query string: the app renders the page anew instead of hydrating it.
  const { drawer, release } = await drawerOpenedBeforeTheApp(page, '/?ref=FRIEND');
  release();
  await appRunning(page);
  await twoFrames(page);
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('/: the language menu opens with no script run; a language chosen then loads the page in it at once', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const button = page.getByRole('button', { name: /^Language/ });
  const menu = page.getByRole('menu', { name: 'Language' });
  await button.click();
  await expect(menu).toBeVisible();
  // Below the button, their inline ends lined up.
  const [box, anchor] = [await menu.boundingBox(), await button.boundingBox()];
  expect(box!.y).toBeGreaterThanOrEqual(anchor!.y + anchor!.height);
  expect(Math.round(box!.x + box!.width)).toBe(Math.round(anchor!.x + anchor!.width));
  // A press outside closes it, and the button opens it again.
  await page.mouse.click(3, 420);
  await expect(menu).toBeHidden();
  await button.click();
  await menu.getByRole('menuitem', { name: 'Français' }).click();
  // The server's page in French, at its address in French, before any script of either page
  // has run.
  await expect(page).toHaveURL(/\/\?lang=fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tradez avec une communauté de personnes financièrement libres',
  );
  release();
  await appRunning(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: /^Langue/ })).toBeVisible();
});

for (const held of [true, false]) {
  test(`the contact form is a labelled form from the first paint, and what is typed at once is kept (${held ? 'before the app runs' : 'while it starts'})`, async ({
    page,
  }) => {
    const release = held ? await holdScripts(page) : null;
    await page.goto('/contact-us', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Contact us' });
    const name = form.getByLabel(/^Name/);
    // Typed the moment the field is there.
    await name.pressSequentially('Nadia Benali');
    await form.getByLabel(/^E-mail/).fill('nadia@example.com');
    release?.();
    await appRunning(page);
    await expect(name).toHaveValue('Nadia Benali');
    await expect(form.getByLabel(/^E-mail/)).toHaveValue('nadia@example.com');
    // The app checks what is missing, keeping what is there.
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter a subject.')).toBeVisible();
    await expect(name).toHaveValue('Nadia Benali');
    await form.getByLabel(/^Subject/).fill('Yearly plan');
    await form.getByLabel(/^Message/).fill('Can I switch to yearly?');
    await expect(form.getByText('Enter a subject.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Thank you — your message has been sent.')).toBeVisible();
    await expect(name).toHaveValue('');
  });
}

// The sign-up page's form is an island: it hydrates over the HTML, with or without the plan a
// pricing button adds, and keeps what was typed before its script ran.
for (const path of ['/auth/jwt/register', '/auth/jwt/register?plan=pro&interval=month']) {
  test(`${path}: what is typed before the app runs is kept`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Create your account' });
    await form.getByLabel(/^Full name/).pressSequentially('Nadia Benali');
    await form.getByLabel(/^E-mail/).fill('nadia@example.com');
    release();
    await appRunning(page);
    await twoFrames(page);
    await expect(form.getByLabel(/^Full name/)).toHaveValue('Nadia Benali');
    await expect(form.getByLabel(/^E-mail/)).toHaveValue('nadia@example.com');
    // The app checks what is missing and keeps what is there.
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByLabel(/^Full name/)).toHaveValue('Nadia Benali');
    await expect(form.getByText('Enter your password.')).toBeVisible();
    await expect(form.getByLabel(/^E-mail/)).toHaveValue('nadia@example.com');
  });
}
