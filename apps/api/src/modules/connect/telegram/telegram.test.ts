import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/sql';
import { createMemoryMailer } from '../../../lib/mailer';
import { ensureUser } from '../../../seed';
import { plans, subscriptions } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { serverDbKinds, eurusdBuy, openTestDatabase, testConfig } from '../../../test/helpers';
import { accessQueue, POST_QUEUE, RECONCILE_JOB } from '../connect.plugin';
import { startTelegramStandin, type TelegramStandin } from '../testing/telegram-standin';

const TOKEN = '123456789:AAHtestTokenForTheStandin_0123456789';
const CHAT = -1001234567890;

const tradeBody = eurusdBuy(1.1, 1.095, 1.11);

/** Gives `userId` an active subscription (a member). */
async function makeMember(db: Database['db'], userId: string): Promise<void> {
  const planId = newId();
  await db
    .insert(plans)
    .values({ id: planId, name: 'Pro', slug: `pro-${planId}`, amount: 4900, interval: 'month' });
  await db.insert(subscriptions).values({
    id: newId(),
    userId,
    planId,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}

/** Makes the queue's jobs waiting for a retry due now (instead of after their back-off). */
async function retryNow(db: Database['db']): Promise<void> {
  await db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
}

/** A free local port (the app's address must be known before it is built: the webhook URL). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe.each(serverDbKinds)('Connect: Telegram on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let standin: TelegramStandin;
  let appUrl: string;
  let admin: { id: string; token: string };
  let n = 0;

  const user = async (role: 'user' | 'admin' = 'user') => {
    n += 1;
    const { id } = await ensureUser(database.db, {
      email: `tg-${role}${n}-${kind}@example.com`,
      password: `pass word ${n} x`,
      name: `T ${n}`,
      role,
    });
    return { id, token: (await app.ctx.tokens.issue(id)).access.token };
  };
  const member = async () => {
    const u = await user();
    await makeMember(database.db, u.id);
    return u;
  };
  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  const tile = async (token: string) =>
    (await api('GET', '/v1/connect', token))
      .json<{ items: { platform: string }[] }>()
      .items.find((t) => t.platform === 'telegram');
  const invite = async (token: string) => {
    const res = await api('POST', '/v1/connect/telegram/invite', token);
    expect(res.statusCode).toBe(200);
    return res.json<{ link: string; expiresAt: string }>();
  };
  const logOf = (userId: string) =>
    queryRows<{ action: string; ok: boolean; detail: string }>(
      database.db,
      sql`select action, ok, detail from connect_log where user_id = ${userId} order by id`,
    );
  const drainPosts = () => app.jobs.drain([POST_QUEUE]);
  const chatMessages = () => standin.messages.filter((m) => m.chatId === CHAT);
  const publish = async () => {
    const res = await api('POST', '/v1/trades', admin.token, tradeBody);
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  /** A member who joined the channel as Telegram user `tgId`. */
  const joined = async (tgId: number, username: string) => {
    const m = await member();
    const { link } = await invite(m.token);
    expect((await standin.join(link, { id: tgId, username })).status).toBe(200);
    return { ...m, link };
  };

  beforeAll(async () => {
    standin = await startTelegramStandin({
      token: TOKEN,
      chatId: CHAT,
      // The owner forgot the "Ban users" right.
      rights: { can_invite_users: true, can_restrict_members: false, can_post_messages: true },
    });
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    database = await openTestDatabase(kind);
    app = await buildApp({
      config: testConfig({ TELEGRAM_API_URL: standin.url, APP_URL: appUrl }),
      database,
      mailer: createMemoryMailer(),
      logger: false,
    });
    await app.listen({ port, host: '127.0.0.1' });
    admin = await user('admin');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await standin.close();
  });

  it('refuses the settings while the bot lacks a right (naming it), then saves and sets the webhook', async () => {
    const settings = { botToken: TOKEN, chatId: String(CHAT), enabled: true };
    const refused = await api('PUT', '/v1/admin/connect/telegram', admin.token, settings);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/"Ban users"/);
    expect(standin.callsOf('setWebhook')).toEqual([]);
    expect((await api('GET', '/v1/admin/connect/telegram', admin.token)).json()).toMatchObject({
      configured: false,
      tokenSet: false,
    });

    const badToken = await api('PUT', '/v1/admin/connect/telegram', admin.token, {
      ...settings,
      botToken: '123456789:AAHsomeoneElsesTokenThatIsWrong_012',
    });
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json<{ message: string }>().message).toMatch(/refused the bot token/);

    await standin.setRights({
      can_invite_users: true,
      can_restrict_members: true,
      can_post_messages: true,
    });
    const saved = await api('PUT', '/v1/admin/connect/telegram', admin.token, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      enabled: true,
      tokenSet: true,
      chatId: String(CHAT),
      botUsername: standin.bot.username,
      health: { ok: true, problems: [], bot: { username: standin.bot.username } },
    });
    expect(saved.body).not.toContain(TOKEN);
    expect(standin.webhook).toMatchObject({
      url: `${appUrl}/v1/connect/telegram/updates`,
      allowedUpdates: ['chat_member', 'message', 'my_chat_member'],
    });
    expect(standin.webhook!.secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Sealed at rest: neither the token nor the webhook's secret is stored in the clear.
    const [row] = await queryRows<{ secret: string }>(
      database.db,
      sql`select secret from connect_settings where platform = 'telegram'`,
    );
    expect(row!.secret).not.toContain(TOKEN);
    expect(row!.secret).not.toContain(standin.webhook!.secret!);
    // Saving again without the token keeps it.
    const again = await api('PUT', '/v1/admin/connect/telegram', admin.token, {
      chatId: String(CHAT),
      enabled: true,
    });
    expect(again.statusCode).toBe(200);
    const check = await api('POST', '/v1/admin/connect/telegram/check', admin.token);
    expect(check.json()).toMatchObject({ ok: true, problems: [] });
  });

  it('answers updates only with the secret header (real HTTP)', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${appUrl}/v1/connect/telegram/updates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ update_id: 1 }),
      });
    expect((await post({})).status).toBe(401);
    expect((await post({ 'x-telegram-bot-api-secret-token': 'nope' })).status).toBe(401);
    const ok = await post({ 'x-telegram-bot-api-secret-token': standin.webhook!.secret! });
    expect(ok.status).toBe(200);
  });

  it('invites a member with a single-use link for an hour, and revokes their older unused one', async () => {
    const outsider = await user();
    const refused = await api('POST', '/v1/connect/telegram/invite', outsider.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Connect is for members: renew to join.' });

    const m = await member();
    const before = Math.floor(Date.now() / 1000);
    const first = await invite(m.token);
    const call = standin.callsOf('createChatInviteLink').at(-1)!;
    expect(call.params).toEqual({
      chat_id: CHAT,
      name: `finfree:${m.id.slice(0, 8)}`,
      expire_date: expect.any(Number),
      member_limit: 1,
    });
    const expire = call.params.expire_date as number;
    expect(expire - before).toBeGreaterThanOrEqual(3599);
    expect(expire - before).toBeLessThanOrEqual(3601);
    expect(first.expiresAt).toBe(new Date(expire * 1000).toISOString());
    expect(await tile(m.token)).toMatchObject({ available: true, status: 'pending' });

    const second = await invite(m.token);
    expect(second.link).not.toBe(first.link);
    expect(standin.callsOf('revokeChatInviteLink').at(-1)!.params).toEqual({
      chat_id: CHAT,
      invite_link: first.link,
    });
    await expect(standin.join(first.link, { id: 900, username: 'late' })).rejects.toThrow(
      'INVITE_HASH_EXPIRED',
    );
  });

  it('links the member who joins through their link: active as @name; /start is remembered', async () => {
    const m = await joined(501, 'alice');
    expect(await tile(m.token)).toMatchObject({
      platform: 'telegram',
      available: true,
      status: 'active',
      username: '@alice',
      endedAt: null,
    });
    expect((await logOf(m.id)).map((l) => l.action)).toEqual(['joined']);
    await standin.sendPrivate(501, '/start', 'alice');
    const welcome = standin.messages.filter((x) => x.chatId === 501);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.text).toMatch(/connected/);
  });

  it('removes anyone else who uses a member’s link, and revokes the link', async () => {
    const m = await joined(601, 'bob');
    await standin.leave(601);
    // The link's one place is free again: Telegram lets a stranger in through it.
    const bans = standin.callsOf('banChatMember').length;
    expect((await standin.join(m.link, { id: 602, username: 'mallory' })).status).toBe(200);
    expect(
      standin
        .callsOf('banChatMember')
        .slice(bans)
        .map((c) => c.params),
    ).toEqual([{ chat_id: CHAT, user_id: 602 }]);
    expect(standin.callsOf('unbanChatMember').at(-1)!.params).toEqual({
      chat_id: CHAT,
      user_id: 602,
      only_if_banned: true,
    });
    expect(standin.callsOf('revokeChatInviteLink').at(-1)!.params).toEqual({
      chat_id: CHAT,
      invite_link: m.link,
    });
    expect(standin.members.has(602)).toBe(false);
    expect(standin.bans.has(602)).toBe(false);
    expect(await logOf(m.id)).toContainEqual(
      expect.objectContaining({ action: 'link_refused', ok: false }),
    );

    // A Telegram account linked to one member cannot join through another's link.
    const other = await member();
    const { link } = await invite(other.token);
    await standin.leave(501);
    const alice = await queryRows<{ user_id: string }>(
      database.db,
      sql`select user_id from connect_links where external_id = '501'`,
    );
    expect((await standin.join(link, { id: 501, username: 'alice' })).status).toBe(200);
    expect(standin.members.has(501)).toBe(false);
    expect(await tile(other.token)).toMatchObject({ status: 'pending', username: null });
    expect(alice).toHaveLength(1);
  });

  it('posts a trade once on the channel, its update as a reply, and a retried job posts nothing more', async () => {
    const before = chatMessages().length;
    const tradeId = await publish();
    await drainPosts();
    const posted = chatMessages().slice(before);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.text).toContain('EURUSD');
    expect(posted[0]!.text).toContain(`${appUrl}/dashboard/trades/${tradeId}`);
    expect(posted[0]!.replyTo).toBeNull();
    const [thread] = await queryRows<{ message_id: string }>(
      database.db,
      sql`select message_id from connect_threads where trade_id = ${tradeId} and platform = 'telegram'`,
    );
    expect(thread!.message_id).toBe(String(posted[0]!.messageId));

    const res = await api('POST', `/v1/trades/${tradeId}/events`, admin.token, {
      type: 'sl_moved',
      price: 1.097,
    });
    expect(res.statusCode).toBe(201);
    await drainPosts();
    const replies = chatMessages().slice(before + 1);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.replyTo).toBe(posted[0]!.messageId);

    const seqs = await queryRows<{ seq: string }>(
      database.db,
      sql`select seq::text as seq from alert_events where trade_id = ${tradeId}`,
    );
    for (const { seq } of seqs)
      await app.jobs.send(POST_QUEUE, { seq: Number(seq), platform: 'telegram' });
    await drainPosts();
    expect(chatMessages().length).toBe(before + 2);
  });

  it('retries a post Telegram answered 429 after its retry_after, still one message', async () => {
    const before = chatMessages().length;
    const calls = standin.callsOf('sendMessage').length;
    standin.failNext('sendMessage', {
      code: 429,
      description: 'Too Many Requests: retry after 1',
      retryAfter: 1,
    });
    await publish();
    await drainPosts();
    expect(chatMessages().length).toBe(before);
    expect(standin.callsOf('sendMessage').length).toBe(calls + 1);
    // Retried before retry_after: no call reaches Telegram.
    await retryNow(database.db);
    await drainPosts();
    expect(standin.callsOf('sendMessage').length).toBe(calls + 1);
    await new Promise((r) => setTimeout(r, 1_100));
    await retryNow(database.db);
    await drainPosts();
    expect(chatMessages().length).toBe(before + 1);
  });

  it('removes a member whose subscription ended (the reconciler), tells them, and the tile says ended', async () => {
    const m = await joined(701, 'carol');
    await standin.sendPrivate(701, '/start');
    await database.db.execute(
      sql`update subscriptions set status = 'canceled', current_period_end = now() where user_id = ${m.id}`,
    );
    const bans = standin.callsOf('banChatMember').length;
    await app.jobs.runNow(RECONCILE_JOB, new Date());
    await app.jobs.drain([accessQueue('telegram')]);
    expect(
      standin
        .callsOf('banChatMember')
        .slice(bans)
        .map((c) => c.params),
    ).toEqual([{ chat_id: CHAT, user_id: 701 }]);
    expect(standin.members.has(701)).toBe(false);
    expect(standin.bans.has(701)).toBe(false);
    expect(await tile(m.token)).toMatchObject({
      status: 'ended',
      username: '@carol',
      endedAt: expect.any(String),
      endedReason: 'reconcile',
    });
    const dms = standin.messages.filter((x) => x.chatId === 701);
    expect(dms.at(-1)!.text).toContain(`${appUrl}/dashboard/pricing`);
    // Nothing left to do: the next run queues nothing for them.
    await app.jobs.runNow(RECONCILE_JOB, new Date());
    await app.jobs.drain([accessQueue('telegram')]);
    expect(standin.callsOf('banChatMember').length).toBe(bans + 1);
  });

  it('removes a member at once when their subscription ends early (no reconciler)', async () => {
    const m = await joined(801, 'dave');
    const [sub] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from subscriptions where user_id = ${m.id}`,
    );
    const res = await api('DELETE', `/v1/subscriptions/${sub!.id}?immediately=true`, admin.token);
    expect(res.statusCode).toBe(200);
    await app.jobs.drain([accessQueue('telegram')]);
    expect(standin.members.has(801)).toBe(false);
    expect(await tile(m.token)).toMatchObject({ status: 'ended', username: '@dave' });
    expect(await logOf(m.id)).toContainEqual(expect.objectContaining({ action: 'removed' }));
  });

  it('lets a member leave: removed from the channel, link ended', async () => {
    const m = await joined(901, 'erin');
    const res = await api('DELETE', '/v1/connect/telegram', m.token);
    expect(res.statusCode).toBe(204);
    expect(standin.members.has(901)).toBe(false);
    expect(await tile(m.token)).toMatchObject({ status: 'ended', endedReason: 'disconnected' });
  });

  it('stores failing health when the bot loses its rights', async () => {
    await standin.setRights(
      { can_invite_users: false, can_restrict_members: true, can_post_messages: true },
      true,
    );
    const view = await api('GET', '/v1/admin/connect/telegram', admin.token);
    expect(view.json()).toMatchObject({ health: { ok: false } });
    expect(view.json<{ health: { problems: string[] } }>().health.problems.join()).toMatch(
      /Invite users via link/,
    );
  });
});
