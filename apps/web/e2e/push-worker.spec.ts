import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type APIResponse } from '@playwright/test';
import { chromeArgs, resolveChrome } from '../../../scripts/chrome.mjs';
import { tokenOf } from './billing-helpers';
import { controllingRegistration, demoAdmin, demoMember, signInToDashboard } from './helpers';

// The installable app: its manifest and icons, and the service worker that shows phone alerts
// (pushes delivered through the DevTools protocol, as a push service would deliver them).

/** Width and height of a PNG, from its header. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

/** What the test uses of the worker's global scope (the DOM library has no worker types). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  NotificationEvent: new (type: string, init: { notification?: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

const header = (response: APIResponse, name: string) => response.headers()[name] ?? '';

test('the app manifest installs the dashboard with its icons, linked from every kind of page', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(header(response, 'content-type')).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    scope: string;
    id: string;
    display: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Finfree',
    start_url: '/dashboard',
    scope: '/',
    id: '/dashboard',
    display: 'standalone',
  });
  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
  expect(purposes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable', '96x96 monochrome']),
  );
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(header(image, 'content-type'), icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  // The app shell (dashboard screens), a prerendered page and one the server renders with data.
  for (const path of ['/dashboard', '/auth/jwt/login', '/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(header(worker, 'content-type')).toMatch(/javascript/);
  expect(header(worker, 'cache-control')).toBe('no-cache');
});

test('a trade alert pushed to the dashboard shows one notification per trade, and its click opens the trade in the open tab', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const symbol = `PW${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const published = await request.post('/v1/trades', {
    ...(await tokenOf(request, demoAdmin)),
    data: {
      symbol,
      assetClass: 'forex',
      side: 'buy',
      entryPrice: 1.2,
      stopLoss: 1.19,
      takeProfits: [{ price: 1.22, allocation: 100 }],
    },
  });
  expect(published.status()).toBe(201);
  const tradeId = ((await published.json()) as { id: string }).id;

  await context.grantPermissions(['notifications'], { origin });
  // The DevTools protocol names the worker's registration (for the pushes).
  const { cdp, id: registration, deliver } = await controllingRegistration(page);

  await signInToDashboard(page, demoMember);
  // The dashboard registers the worker once idle; it takes the open tab over when active.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect.poll(registration).not.toBe('');
  const registrationId = registration();

  const notifications = () =>
    page.evaluate(() =>
      navigator.serviceWorker.ready
        .then((registration) => registration.getNotifications())
        .then((shown) =>
          (shown as (Notification & { badge: string })[]).map(
            ({ title, body, tag, lang, dir, icon, badge, data }) => ({
              title,
              body,
              tag,
              lang,
              dir,
              icon,
              badge,
              data,
            }),
          ),
        ),
    );
  /** Pushes `payload` until a notification with its body is shown. */
  const push = (payload: typeof alert) =>
    deliver(JSON.stringify(payload), async () =>
      (await notifications()).some(({ body }) => body === payload.body),
    );
  const alert = {
    v: 1,
    title: `New trade: ${symbol} Buy`,
    body: 'Entry 1.2 · stop 1.19',
    tag: `trade-${tradeId}`,
    url: `/dashboard/trades?trade=${tradeId}`,
    tradeId,
    seq: 1,
    lang: 'en',
    dir: 'ltr',
  };

  await push(alert);
  await expect.poll(notifications, { timeout: 10_000 }).toEqual([
    {
      title: alert.title,
      body: alert.body,
      tag: alert.tag,
      lang: 'en',
      dir: 'ltr',
      icon: `${origin}/icons/icon-192.png`,
      badge: `${origin}/icons/badge-96.png`,
      data: { url: alert.url, tradeId },
    },
  ]);

  // A malformed push shows nothing; the trade's next alert replaces its notification.
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: 'not json' });
  await push({ ...alert, body: 'Take-profit 1 reached', seq: 2 });
  await expect
    .poll(async () => (await notifications()).map(({ tag, body }) => ({ tag, body })))
    .toEqual([{ tag: alert.tag, body: 'Take-profit 1 reached' }]);

  // A click on it (as the system dispatches it): the open dashboard tab shows the trade in
  // place, without loading the page again.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const worker = context.serviceWorkers().find((w) => w.url() === `${origin}/sw.js`);
  expect(worker).toBeTruthy();
  // In Chromium the shown notification's click event, dispatched in the worker.
  const click = () =>
    worker!.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
  await click();
  await expect.poll(() => page.url()).toBe(`${origin}/dashboard/trades?trade=${tradeId}`);
  const detail = page.getByRole('dialog', { name: 'Trade details' });
  await expect(detail.getByText(symbol).first()).toBeVisible();
  // Past the second the worker waits for the tab's answer before it would load the page instead.
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  // The click closed the notification.
  await expect.poll(notifications).toEqual([]);

  // A tab on a page without the dashboard (nothing there answers the worker) is navigated.
  await page.goto('/pricing');
  await push({ ...alert, body: 'Closed at 1.21', seq: 3 });
  await expect.poll(async () => (await notifications()).length).toBe(1);
  await click();
  await expect.poll(() => page.url()).toBe(`${origin}/dashboard/trades?trade=${tradeId}`);
  await expect(detail.getByText(symbol).first()).toBeVisible();

  // Offline, a page opens from the worker's copy (this path's, else the dashboard's).
  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveTitle('Finfree');
  await context.setOffline(false);
});

test('the signed-in dashboard passes Chromium’s installability check', async ({ baseURL }) => {
  // The check Lighthouse's "installable" audit ran (Lighthouse 12 dropped that category): the
  // manifest, its icons, the start URL in scope and an active worker. A browser profile on disk,
  // since Chromium never offers to install from an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), 'finfree-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: resolveChrome(),
    args: chromeArgs,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInToDashboard(page, demoMember);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${new URL(baseURL!).origin}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
