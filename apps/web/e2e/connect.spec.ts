import { expect, test } from '@playwright/test';
import {
  type DiscordStandin,
  startDiscordStandin,
} from '../../api/src/modules/connect/testing/discord-standin';
import {
  startTelegramStandin,
  type TelegramStandin,
} from '../../api/src/modules/connect/testing/telegram-standin';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../api/src/modules/connect/testing/webhook-receiver';
import { planId, registerThroughApi, subscribeThroughApi, tokenOf } from './billing-helpers';
import { demoAdmin, signInToDashboard } from './helpers';

// Connect, end to end: the owner sets up the Telegram and Discord bots in Admin → Integrations
// (each checked with the platform), a member joins the channel through a single-use invite, links
// Discord through OAuth and adds a webhook; a published trade becomes one post in the channel,
// one in the Discord channel and one signed webhook delivery; when the subscription ends, the
// reconciler removes the member from the channel and takes the role, and the page says so. Local
// stand-ins play Telegram's Bot API, Discord's REST and OAuth, and the member's own tool; the
// main server's TELEGRAM_API_URL, DISCORD_API_URL and DISCORD_OAUTH_URL point at them.

const base = Number(process.env.E2E_PORT ?? 5390);
const TELEGRAM_TOKEN = '7000000001:AAE2E_connect-journey-token-0123456789';
const CHAT_ID = -1001234567890;

test.use({ timezoneId: 'UTC', actionTimeout: 10_000 });

let telegram: TelegramStandin;
let discord: DiscordStandin;
let receiver: WebhookReceiver;
test.beforeAll(async () => {
  telegram = await startTelegramStandin({
    port: base + 61,
    token: TELEGRAM_TOKEN,
    chatId: CHAT_ID,
  });
  discord = await startDiscordStandin({ port: base + 62, timeScale: 100 });
  receiver = await startWebhookReceiver({ port: base + 63 });
});
test.afterAll(async () => {
  await Promise.all([telegram?.close(), discord?.close(), receiver?.close()]);
});

test('the owner sets up the bots; a member joins Telegram, links Discord and adds a webhook; a trade reaches all three once; when the subscription ends, access is taken away', async ({
  page: adminPage,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await tokenOf(request, demoAdmin);
  const starter = await planId(request, 'Starter');
  const role = discord.addRole('Starter members');

  // The owner sets both bots up; each is checked with its platform on save.
  await signInToDashboard(adminPage, demoAdmin);
  await adminPage.goto('/dashboard/group/integrations');
  const tg = adminPage.getByRole('form', { name: 'Telegram' });
  await tg.getByLabel('Bot token').fill(TELEGRAM_TOKEN);
  await tg.getByLabel('Channel chat id').fill(String(CHAT_ID));
  await tg.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('Telegram settings saved.')).toBeVisible();
  expect(telegram.webhook?.url).toMatch(/\/v1\/connect\/telegram\/updates$/);
  const dc = adminPage.getByRole('form', { name: 'Discord' });
  await dc.getByLabel('Bot token').fill(discord.botToken);
  await dc.getByLabel('Application (client) id').fill(discord.clientId);
  await dc.getByLabel('Client secret').fill(discord.clientSecret);
  await dc.getByLabel('Server (guild) id').fill(discord.guildId);
  await dc.getByLabel('Alerts channel id').fill(discord.channelId);
  await dc.getByLabel(/^Role id for Starter · month/).fill(role.id);
  await dc.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('Discord settings saved.')).toBeVisible();

  // A member of the Starter plan opens Connect.
  const member = await registerThroughApi(request, 'Connect Member');
  await subscribeThroughApi(request, member, starter, '4242424242424242');
  const page = await (await browser.newContext()).newPage();
  await signInToDashboard(page, member);
  await page.goto('/dashboard/connect');

  // Telegram: a single-use invite; the stand-in's user opens it and the bot records them.
  await page.getByRole('button', { name: 'Join the members’ channel' }).click();
  const invite = await page.getByRole('link', { name: 'Open Telegram' }).getAttribute('href');
  expect(invite).toBeTruthy();
  const [created] = telegram.callsOf('createChatInviteLink').slice(-1);
  expect(created?.params).toMatchObject({ chat_id: CHAT_ID, member_limit: 1 });
  await telegram.join(invite!, { id: 7001, username: 'connect_member', firstName: 'Connect' });
  await page.reload();
  await expect(page.getByText('Connected as @connect_member')).toBeVisible();

  // Discord: OAuth on the stand-in's page, back to Connect; the role arrives from the queue.
  const discordUser = discord.addUser('connect_member_dc');
  discord.authorizeAs(discordUser);
  await page.getByRole('button', { name: 'Link Discord' }).click();
  await page.getByRole('button', { name: 'Authorize' }).click();
  await expect(
    page.getByText('Discord is linked. Your role arrives within a minute.'),
  ).toBeVisible();
  // The one-time code was exchanged once: the service worker does not send the callback twice.
  expect(discord.calls.filter((c) => c.path.endsWith('/oauth2/token'))).toHaveLength(1);
  await expect.poll(() => discord.rolesOf(discordUser.id), { timeout: 20_000 }).toContain(role.id);

  // The webhook: the secret is shown once; the test event is verified by the member's tool.
  await page.getByLabel('Endpoint URL').fill(receiver.url);
  await page.getByRole('button', { name: 'Save webhook' }).click();
  const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  expect(secret).toMatch(/^whsec_/);
  receiver.setSecret(secret);
  await page.getByRole('button', { name: 'Send a test event' }).click();
  await expect(page.getByText(/Test event delivered: HTTP 200/)).toBeVisible();
  expect(receiver.delivered.map((d) => d.payload.type)).toEqual(['test']);

  // A trade is published: one post per platform, one signed delivery.
  const published = await request.post('/v1/trades', {
    ...admin,
    data: {
      symbol: 'GBPUSD',
      assetClass: 'forex',
      side: 'buy',
      entryPrice: 1.2655,
      stopLoss: 1.2605,
      takeProfits: [{ price: 1.2755, allocation: 100 }],
    },
  });
  expect(published.status()).toBe(201);
  const tradeId = ((await published.json()) as { id: string }).id;
  const delivery = await receiver.waitFor((d) => d.payload.trade.id === tradeId, 30_000);
  expect(delivery.payload).toMatchObject({
    type: 'published',
    version: 1,
    trade: { symbol: 'GBPUSD', side: 'buy', entry: 1.2655, sl: 1.2605 },
  });
  const posted = () => ({
    telegram: telegram.messages.filter((m) => m.text.includes('GBPUSD')).length,
    discord: discord.messages.filter((m) => m.content.includes('GBPUSD')).length,
  });
  await expect.poll(posted, { timeout: 30_000 }).toEqual({ telegram: 1, discord: 1 });

  // The subscription ends: cancelled at the period's end, and the period ends now.
  const subs = (await (await request.get('/v1/subscriptions', member)).json()) as {
    id: string;
  }[];
  const subId = subs[0]!.id;
  expect((await request.delete(`/v1/subscriptions/${subId}`, member)).status()).toBe(200);
  const renewal = await request.post(`/v1/admin/subscriptions/${subId}/simulate-renewal`, admin);
  expect(renewal.status()).toBe(200);
  const reconciled = await request.post('/v1/admin/jobs/periodic/connect-reconcile/run', admin);
  expect(reconciled.status()).toBe(200);
  await expect
    .poll(() => telegram.callsOf('banChatMember').map((c) => c.params.user_id), {
      timeout: 30_000,
    })
    .toContain(7001);
  await expect
    .poll(() => discord.rolesOf(discordUser.id), { timeout: 30_000 })
    .not.toContain(role.id);
  await page.goto('/dashboard/connect');
  await expect(page.getByText(/Access ended on .* — renew to rejoin\./)).toHaveCount(2);
  // Still exactly one post per platform.
  expect(posted()).toEqual({ telegram: 1, discord: 1 });
});
