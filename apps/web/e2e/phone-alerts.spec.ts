import { expect, test } from '@playwright/test';
import {
  type PushStandin,
  startPushStandin,
} from '../../api/src/modules/notifications/push/testing/push-standin';
import { planId, registerThroughApi, subscribeThroughApi, tokenOf } from './billing-helpers';
import { controllingRegistration, demoAdmin, signInToDashboard } from './helpers';

// A member's phone alerts, end to end: the app subscribes this browser, the API's push jobs
// send real Web Push requests (VAPID-signed, aes128gcm-encrypted by the web-push library) to a
// local push service that checks and decrypts them as a real one does, and what it receives is
// handed to the browser's service worker through the DevTools protocol — the leg a real push
// service (FCM, Mozilla, Apple) carries, which a test without the internet cannot reach.
// Chromium's own `pushManager.subscribe` asks Google's service for an endpoint, so the page's
// PushManager answers with the local service's subscription instead (an init script).

const pushPort = Number(process.env.E2E_PORT ?? 5390) + 60;

test.use({ timezoneId: 'UTC', actionTimeout: 10_000 });

let standin: PushStandin;
test.beforeAll(async () => {
  // Each subscription is bound to the key the test gives it (the server's, read below).
  standin = await startPushStandin({ vapidPublicKey: 'unused', port: pushPort });
});
test.afterAll(async () => {
  await standin?.close();
});

/** The page's PushManager answers with `subscription` (made by the local push service). */
function fakePushManager({
  subscription,
  serverKey,
}: {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  serverKey: string;
}) {
  const bytes = (b64: string) =>
    Uint8Array.from(atob(b64.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const make = () => ({
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey).buffer },
    getKey: (name: 'p256dh' | 'auth') => bytes(subscription.keys[name]).buffer,
    toJSON: () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      keys: subscription.keys,
    }),
    unsubscribe: async () => {
      localStorage.removeItem('e2e.push');
      return true;
    },
  });
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem('e2e.push', '1');
    return make() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem('e2e.push') ? make() : null) as unknown as PushSubscription;
  };
}

const hhmm = (at: Date) => at.toISOString().slice(11, 16);

test('a member turns phone alerts on, mutes XAUUSD and sets quiet hours: XAUUSD never reaches the phone, EURUSD waits and arrives as the summary when quiet hours end', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const member = await registerThroughApi(request, 'Phone Member');
  await subscribeThroughApi(request, member, await planId(request, 'Starter'), '4242424242424242');
  const { publicKey } = (await (
    await request.get('/v1/notifications/push/key', member)
  ).json()) as { publicKey: string };
  const subscription = standin.subscribe(publicKey);
  await context.grantPermissions(['notifications'], { origin });
  await page.addInitScript(fakePushManager, { subscription, serverKey: publicKey });
  const { id: registration, deliver } = await controllingRegistration(page);

  await signInToDashboard(page, member);
  await page.goto('/dashboard/one');

  // Phone alerts: permission is asked on the tap (granted by the test), this browser is listed.
  const phone = page.getByRole('region', { name: 'Phone alerts' });
  await phone.getByRole('button', { name: 'Turn on phone alerts' }).click();
  await expect(phone.getByText('Phone alerts are on in this browser.')).toBeVisible();
  await expect(phone.getByText('This browser', { exact: true })).toBeVisible();

  // Markets: everything but gold.
  const markets = page.getByRole('region', { name: 'Markets' });
  await markets.getByText('All but these', { exact: true }).click();
  await expect(markets.getByRole('radio', { name: 'All but these' })).toBeChecked();
  await markets.getByLabel('Add a symbol').fill('xauusd');
  await markets.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(markets.getByText('XAUUSD', { exact: true })).toBeVisible();
  await markets.getByRole('button', { name: 'Save markets' }).click();
  await expect(page.getByText('Your market choices were saved.')).toBeVisible();

  // Quiet hours that cover now, in the zone the app detected (UTC here).
  const now = new Date();
  const quiet = page.getByRole('region', { name: 'Quiet hours' });
  // The switch by keyboard (its track covers the input for the pointer).
  const quietSwitch = quiet.getByRole('switch', { name: 'Quiet hours' });
  await quietSwitch.focus();
  await quietSwitch.press('Space');
  await expect(quietSwitch).toBeChecked();
  await quiet
    .getByRole('textbox', { name: 'From', exact: true })
    .fill(hhmm(new Date(now.getTime() - 3_600_000)));
  await quiet
    .getByRole('textbox', { name: 'To', exact: true })
    .fill(hhmm(new Date(now.getTime() + 3_600_000)));
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(page.getByText('Your quiet hours were saved.')).toBeVisible();
  const prefs = (await (await request.get('/v1/notifications/preferences', member)).json()) as {
    markets: unknown;
    quiet: { timeZone: string } | null;
    language: string;
  };
  expect(prefs.markets).toEqual({ mode: 'mute', assetClasses: [], symbols: ['XAUUSD'] });
  expect(prefs.quiet?.timeZone).toBe('UTC');
  expect(prefs.language).toBe('en');

  // The admin publishes EURUSD and XAUUSD.
  const admin = await tokenOf(request, demoAdmin);
  const publish = async (symbol: string, assetClass: string, entryPrice: number) => {
    const res = await request.post('/v1/trades', {
      ...admin,
      data: {
        symbol,
        assetClass,
        side: 'buy',
        entryPrice,
        stopLoss: entryPrice * 0.99,
        takeProfits: [{ price: entryPrice * 1.02, allocation: 100 }],
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const eurusd = await publish('EURUSD', 'forex', 1.0852);
  await publish('XAUUSD', 'commodities', 2400);

  // The bell shows EURUSD as usual, never XAUUSD (muted on every channel).
  await expect
    .poll(async () => {
      const list = (await (await request.get('/v1/notifications', member)).json()) as {
        results: { symbol: string; tradeId: string }[];
      };
      return list.results.map((n) => n.symbol);
    })
    .toContain('EURUSD');
  const bell = (await (await request.get('/v1/notifications', member)).json()) as {
    results: { symbol: string }[];
  };
  expect(bell.results.map((n) => n.symbol)).not.toContain('XAUUSD');
  // Every queued job of the publish is done: nothing reached the phone (EURUSD is held).
  const idle = async () => {
    const { queues } = (await (await request.get('/v1/admin/jobs', admin)).json()) as {
      queues: { name: string; queued: number; active: number }[];
    };
    return queues
      .filter((q) => q.name.startsWith('notifications.') && (q.queued > 0 || q.active > 0))
      .map((q) => q.name);
  };
  await expect.poll(idle, { timeout: 30_000 }).toEqual([]);
  expect(standin.delivered).toEqual([]);
  expect(standin.rejected).toEqual([]);

  // The clock moves past the end of quiet hours: the release job runs as of then.
  const later = new Date(now.getTime() + 2 * 3_600_000).toISOString();
  const released = await request.post('/v1/admin/jobs/periodic/notification-quiet-release/run', {
    ...admin,
    data: { at: later },
  });
  expect(released.status()).toBe(200);
  await expect.poll(() => standin.delivered.length, { timeout: 15_000 }).toBe(1);
  const [summary] = standin.delivered;
  expect(summary!.subscriptionId).toBe(subscription.id);
  expect(summary!.headers.urgency).toBe('normal');
  expect(summary!.payload).toMatchObject({
    v: 1,
    title: 'While you were away',
    body: 'While you were away: 1 new trade',
    tag: 'digest',
    url: '/dashboard/trades',
  });
  expect(JSON.stringify(summary!.payload)).not.toContain('XAUUSD');

  // The push service hands it to the phone: the service worker shows it.
  await expect.poll(registration).not.toBe('');
  const shown = () =>
    page.evaluate(() =>
      navigator.serviceWorker.ready
        .then((r) => r.getNotifications())
        .then((list) => list.map(({ title, body, tag }) => ({ title, body, tag }))),
    );
  await deliver(JSON.stringify(summary!.payload), async () => (await shown()).length > 0);
  await expect.poll(shown).toEqual([
    {
      title: 'While you were away',
      body: 'While you were away: 1 new trade',
      tag: 'digest',
    },
  ]);

  // Quiet hours off: the next event of EURUSD reaches the phone at once, worded as a sentence.
  await quietSwitch.focus();
  await quietSwitch.press('Space');
  await expect(quietSwitch).not.toBeChecked();
  await quiet.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect
    .poll(async () => {
      const now = (await (await request.get('/v1/notifications/preferences', member)).json()) as {
        quiet: unknown;
      };
      return now.quiet;
    })
    .toBeNull();
  expect(
    (
      await request.post(`/v1/trades/${eurusd}/events`, {
        ...admin,
        data: { type: 'sl_moved', price: 1.0852 },
      })
    ).status(),
  ).toBe(201);
  await expect.poll(() => standin.delivered.length, { timeout: 15_000 }).toBe(2);
  const alert = standin.delivered[1]!;
  expect(alert.headers.urgency).toBe('high');
  expect(alert.headers.topic).toBe(eurusd.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32));
  expect(alert.payload).toMatchObject({
    title: 'Stop loss moved: EURUSD BUY',
    body: 'EURUSD: stop moved to entry',
    tag: `trade-${eurusd}`,
    url: `/dashboard/trades?trade=${eurusd}`,
  });
});
