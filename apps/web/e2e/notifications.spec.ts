import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoAdmin, demoMember, injectSession, signInToDashboard } from './helpers';

/** An access token through the real API (of the server at `origin`, default the app's). */
async function tokenOf(
  request: APIRequestContext,
  who: { email: string; password: string },
  origin = '',
) {
  const res = await request.post(`${origin}/v1/auth/login`, { data: who });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tokens: { access: { token: string } } }).tokens.access.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Publishes, as the admin, a forex trade with one take-profit and a fresh symbol starting with
 * `prefix`, on the server at `origin` (default the app's); returns its symbol and id.
 */
async function publishTrade(
  request: APIRequestContext,
  adminToken: string,
  prefix: string,
  levels: { side: 'buy' | 'sell'; entryPrice: number; stopLoss: number; takeProfit: number },
  origin = '',
) {
  const { side, entryPrice, stopLoss, takeProfit } = levels;
  const symbol = `${prefix}${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const published = await request.post(`${origin}/v1/trades`, {
    headers: bearer(adminToken),
    data: {
      symbol,
      assetClass: 'forex',
      side,
      entryPrice,
      stopLoss,
      takeProfits: [{ price: takeProfit, allocation: 100 }],
    },
  });
  expect(published.status()).toBe(201);
  return { symbol, id: ((await published.json()) as { id: string }).id };
}

test('a published trade reaches a signed-in member live: the bell counts it, a toast says it, the list and the detail update without a reload', async ({
  page,
  request,
}) => {
  const memberToken = await tokenOf(request, demoMember);
  const adminToken = await tokenOf(request, demoAdmin);
  const unread = async () =>
    (
      (await (
        await request.get('/v1/notifications/unread-count', { headers: bearer(memberToken) })
      ).json()) as {
        count: number;
      }
    ).count;
  const before = await unread();

  await signInToDashboard(page, demoMember);
  // The live stream is open (its answer's headers arrived) before the trade is published.
  const streamOpen = page.waitForResponse(
    (r) => r.url().endsWith('/v1/notifications/stream') && r.status() === 200,
  );
  await page.goto('/dashboard/trades');
  await streamOpen;
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(
    before > 0 ? `Notifications, ${before} unread` : 'Notifications',
  );
  await expect(page.getByRole('table')).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const { symbol, id: tradeId } = await publishTrade(request, adminToken, 'NT', {
    side: 'buy',
    entryPrice: 1.2,
    stopLoss: 1.19,
    takeProfit: 1.22,
  });

  // The bell's count rises, a toast names the trade, the list shows it: no reload.
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`, {
    timeout: 5_000,
  });
  await expect(page.getByText(`New trade: ${symbol} BUY`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `View ${symbol}` })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  // The list in the bell links to the trade, and following it marks the alert read.
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: new RegExp(`New trade: ${symbol} BUY`) }).click();
  const detail = page.getByRole('dialog', { name: 'Trade details' });
  await expect(detail.getByText(symbol).first()).toBeVisible();
  // Behind the modal drawer the bell is hidden from the accessibility tree: read its label.
  await expect(bell).toHaveAttribute(
    'aria-label',
    before > 0 ? `Notifications, ${before} unread` : 'Notifications',
  );

  // The open detail follows the trade's next event in place.
  const closed = await request.post(`/v1/trades/${tradeId}/events`, {
    headers: bearer(adminToken),
    data: { type: 'closed', price: 1.21 },
  });
  expect(closed.status()).toBe(201);
  await expect(detail.getByText(/Closed at 1\.21/)).toBeVisible({ timeout: 5_000 });
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('a dashboard page opened cold reaches network idle before its live stream opens, and an alert published in between still arrives', async ({
  page,
  request,
}) => {
  // Opened as from a bookmark: the member's session is stored before the page's first script.
  const memberToken = await injectSession(page, request, demoMember);
  const adminToken = await tokenOf(request, demoAdmin);
  const { count: before } = (await (
    await request.get('/v1/notifications/unread-count', {
      headers: bearer(memberToken),
    })
  ).json()) as { count: number };
  const streams: (string | undefined)[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/notifications/stream')
      streams.push(r.headers()['last-event-id']);
  });

  // The page's reads end and the network falls quiet: no stream is open yet.
  await page.goto('/dashboard', { waitUntil: 'networkidle', timeout: 15_000 });
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(
    before > 0 ? `Notifications, ${before} unread` : 'Notifications',
  );
  expect(streams).toEqual([]);

  // Published after the page's reads, before its stream opened.
  const streamOpen = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/v1/notifications/stream' && r.status() === 200,
  );
  const { symbol } = await publishTrade(request, adminToken, 'NG', {
    side: 'buy',
    entryPrice: 1.4,
    stopLoss: 1.39,
    takeProfit: 1.42,
  });
  expect(streams).toEqual([]);

  // The stream resumes from the page's reads: the alert is toasted and counted.
  await streamOpen;
  expect(streams).toHaveLength(1);
  expect(streams[0]).toMatch(/^\d+$/);
  await expect(page.getByText(`New trade: ${symbol} BUY`).first()).toBeVisible({ timeout: 5_000 });
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
});

test('the signed unsubscribe link of an alert e-mail stops e-mail alerts without signing in', async ({
  page,
  request,
}) => {
  // The second server writes its mail to a known outbox and runs the mail job.
  const sessionsPort = Number(process.env.E2E_PORT ?? 5390) + 50;
  const origin = `http://127.0.0.1:${sessionsPort}`;
  const outbox = join(tmpdir(), `finfree-e2e-outbox-${sessionsPort}`);
  const login = (who: { email: string; password: string }) => tokenOf(request, who, origin);
  const { symbol } = await publishTrade(
    request,
    await login(demoAdmin),
    'NU',
    { side: 'sell', entryPrice: 1.3, stopLoss: 1.31, takeProfit: 1.28 },
    origin,
  );
  // The mail job sends the alert (new trades are e-mailed by default).
  let link = '';
  await expect
    .poll(
      () => {
        for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
          const mail = JSON.parse(readFileSync(join(outbox, file), 'utf8')) as {
            to: string;
            subject: string;
            text: string;
          };
          if (mail.to === demoMember.email && mail.subject.includes(symbol)) {
            link = /(http\S+\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1] ?? '';
          }
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toMatch(/\/unsubscribe\?token=/);

  // A forged link is refused; the real one works in a browser that never signed in.
  await page.goto(`${origin}/unsubscribe?token=forged.token`);
  await page.getByRole('button', { name: 'Stop e-mail alerts' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
  await page.goto(link);
  await page.getByRole('button', { name: 'Stop e-mail alerts' }).click();
  await expect(page.getByRole('status')).toContainText('you will not receive trade alerts');
  const prefs = (await (
    await request.get(`${origin}/v1/notifications/preferences`, {
      headers: bearer(await login(demoMember)),
    })
  ).json()) as { channels: Record<string, { inApp: boolean; email: boolean }> };
  expect(Object.values(prefs.channels).every((c) => !c.email)).toBe(true);
  expect(prefs.channels.published?.inApp).toBe(true);
});
