import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/sql';
import { orders, plans, subscriptions } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import type { SandboxProvider } from '../../../providers/sandbox/sandbox.provider';
import { createTestContext, serverDbKinds, type TestContext } from '../../../test/helpers';
import { addCard, idem, insertProPlan, postSubscription } from '../../../test/money-helpers';
import { eurusdBuy } from '../../../test/helpers';
import { connectLinks, connectSettings } from '../connect.tables';
import {
  type DiscordStandin,
  PERMISSIONS,
  type StandinRole,
  type StandinUser,
  startDiscordStandin,
} from '../testing/discord-standin';

const tradeBody = () => eurusdBuy(1.1, 1.095, 1.11);
const ACCESS = ['connect.access.discord', 'connect.access.telegram'];

describe.each(serverDbKinds)('Discord (Connect) on %s', (kind) => {
  let t: TestContext;
  let standin: DiscordStandin;
  let admin: { token: string };
  let planId: string;
  let proRole: StandinRole;

  const settingsBody = (over: Record<string, unknown> = {}) => ({
    botToken: standin.botToken,
    clientId: standin.clientId,
    clientSecret: standin.clientSecret,
    guildId: standin.guildId,
    channelId: standin.channelId,
    roles: [{ planId, roleId: proRole.id }],
    enabled: true,
    ...over,
  });
  const putSettings = (body: object) =>
    t.request({
      method: 'PUT',
      url: '/v1/admin/connect/discord',
      token: admin.token,
      payload: body,
    });
  /** A member with an active subscription to the Pro plan. */
  const member = async () => {
    const { user, token } = await t.signIn();
    const id = newId();
    await t.database.db.insert(subscriptions).values({
      id,
      userId: user.id,
      planId,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    return { user, token, subscriptionId: id };
  };
  /** Start → the stand-in's authorize page → its Authorize button → the API's callback. */
  const link = async (
    token: string,
    as: StandinUser | null = null,
    /** Another browser's cookie comes back (null: none), instead of the one start set. */
    cookie?: string | null,
  ) => {
    const start = await t.request({ url: '/v1/connect/discord/start', token });
    expect(start.statusCode).toBe(200);
    const set = String(start.headers['set-cookie']);
    expect(set).toMatch(
      /^finfree_discord_link=[A-Za-z0-9_-]{24}; Max-Age=600; Path=\/v1\/connect\/discord\/callback; HttpOnly; SameSite=Lax$/,
    );
    const browser = cookie === undefined ? set.split(';')[0]! : cookie;
    const { url } = start.json<{ url: string }>();
    standin.authorizeAs(as);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    const form = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/name="([a-z_]+)" value="([^"]*)"/g))
      form.set(
        name!,
        value!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
      );
    const approved = await fetch(`${standin.url}/oauth2/authorize`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(approved.status).toBe(302);
    const callback = new URL(approved.headers.get('location')!);
    const res = await t.request({
      url: `${callback.pathname}${callback.search}`,
      headers: browser ? { cookie: browser } : {},
    });
    expect(res.statusCode).toBe(302);
    // Used once: the callback deletes the cookie.
    expect(String(res.headers['set-cookie'])).toMatch(/^finfree_discord_link=; Max-Age=0;/);
    return { location: res.headers.location as string, discordId: form.get('user_id')!, html };
  };
  const drainAccess = () => t.app.jobs.drain(ACCESS);
  const tileOf = async (token: string) =>
    (await t.request({ url: '/v1/connect', token }))
      .json<{ items: { platform: string; status: string; username: string | null }[] }>()
      .items.find((i) => i.platform === 'discord')!;
  const linkRow = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(connectLinks)
        .where(and(eq(connectLinks.userId, userId), eq(connectLinks.platform, 'discord')))
    )[0];

  beforeAll(async () => {
    standin = await startDiscordStandin({ timeScale: 100 });
    t = await createTestContext(kind, {
      DISCORD_API_URL: standin.apiUrl,
      DISCORD_OAUTH_URL: standin.oauthUrl,
    });
    admin = await t.signIn('admin');
    planId = await insertProPlan(t, `pro-discord-${kind}`);
    proRole = standin.addRole('Pro members', 2);
  });
  afterAll(async () => {
    await t?.close();
    await standin?.close();
  });

  it('refuses the settings while the bot lacks Manage Roles, then saves them sealed', async () => {
    const member0 = await member();
    const early = await t.request({ url: '/v1/connect/discord/start', token: member0.token });
    expect(early.statusCode).toBe(409);
    standin.setBotPermissions(PERMISSIONS.SEND_MESSAGES | PERMISSIONS.VIEW_CHANNEL);
    const refused = await putSettings(settingsBody());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Manage Roles/);
    standin.setBotPermissions(PERMISSIONS.MANAGE_ROLES | PERMISSIONS.SEND_MESSAGES);
    const high = standin.addRole('Too high', 11);
    const above = await putSettings(settingsBody({ roles: [{ planId, roleId: high.id }] }));
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toMatch(/Too high.*above the bot's highest role/);
    const noPlan = await putSettings(
      settingsBody({ roles: [{ planId: 'nope', roleId: proRole.id }] }),
    );
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json().message).toMatch(/No plan has the id nope/);
    const wrongChannel = await putSettings(settingsBody({ channelId: '1234567890123456789' }));
    expect(wrongChannel.json().message).toMatch(/channel 1234567890123456789/);
    const badToken = await putSettings(settingsBody({ botToken: 'x'.repeat(40) }));
    expect(badToken.json().message).toMatch(/token is not valid/);

    const saved = await putSettings(settingsBody());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      enabled: true,
      tokenSet: true,
      clientSecretSet: true,
      guildId: standin.guildId,
      roles: [{ planId, roleId: proRole.id }],
      health: { ok: true, problems: [], bot: { id: standin.bot.id } },
    });
    expect(saved.body).not.toContain(standin.botToken);
    const [row] = await t.database.db.select().from(connectSettings);
    expect(row!.secret).not.toContain(standin.botToken);
    expect(row!.secret).not.toContain(standin.clientSecret);
    // Saved again without the secrets: kept.
    const again = await putSettings(settingsBody({ botToken: undefined, clientSecret: undefined }));
    expect(again.json()).toMatchObject({ tokenSet: true, clientSecretSet: true });
    // The check finds a lost right and says which.
    standin.setBotPermissions(PERMISSIONS.SEND_MESSAGES);
    const check = await t.request({
      method: 'POST',
      url: '/v1/admin/connect/discord/check',
      token: admin.token,
    });
    expect(check.json()).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/Manage Roles/)],
    });
    standin.setBotPermissions(PERMISSIONS.MANAGE_ROLES | PERMISSIONS.SEND_MESSAGES);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/v1/admin/connect/discord/check',
          token: admin.token,
        })
      ).json(),
    ).toMatchObject({ ok: true });
  });

  it('links through OAuth2: joins the server with the access token, the role comes from the access job', async () => {
    const m = await member();
    const outsider = await t.signIn();
    expect(
      (await t.request({ url: '/v1/connect/discord/start', token: outsider.token })).statusCode,
    ).toBe(403);
    const start = await t.request({ url: '/v1/connect/discord/start', token: m.token });
    const url = new URL(start.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe(standin.oauthUrl);
    expect(start.json<{ url: string }>().url).toContain('scope=identify%20guilds.join');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: standin.clientId,
      redirect_uri: `${t.config.appUrl}/v1/connect/discord/callback`,
      response_type: 'code',
      prompt: 'consent',
    });
    const discordUser = standin.addUser('trader_jo');
    standin.reset();
    const linked = await link(m.token, discordUser);
    expect(linked.html).toContain('Authorize Finfree as trader_jo');
    expect(linked.location).toBe(`${t.config.appUrl}/dashboard/connect?discord=linked`);
    expect(standin.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /oauth2/authorize',
      'POST /oauth2/authorize',
      'POST /api/oauth2/token',
      'GET /users/@me',
      `PUT /guilds/${standin.guildId}/members/${discordUser.id}`,
    ]);
    expect(standin.calls[4]!.body).toEqual({ access_token: expect.any(String) });
    expect(standin.rolesOf(discordUser.id)).toEqual([]);
    expect(await linkRow(m.user.id)).toMatchObject({
      externalId: discordUser.id,
      username: 'trader_jo',
      status: 'active',
      granted: false,
    });
    await drainAccess();
    expect(standin.rolesOf(discordUser.id)).toEqual([proRole.id]);
    const put = standin.calls.find((c) => c.method === 'PUT' && c.path.includes('/roles/'))!;
    expect(put.path).toBe(
      `/guilds/${standin.guildId}/members/${discordUser.id}/roles/${proRole.id}`,
    );
    expect(put.reason).toMatch(/^Finfree: /);
    expect(await linkRow(m.user.id)).toMatchObject({ granted: true, status: 'active' });
    expect(await tileOf(m.token)).toMatchObject({
      available: true,
      status: 'active',
      username: 'trader_jo',
    });

    // The same Discord account for another member: refused.
    const other = await member();
    const taken = await link(other.token, discordUser);
    expect(taken.location).toBe(`${t.config.appUrl}/dashboard/connect?discord=error&reason=taken`);
    // Started by someone else (their state, another browser): refused, nothing linked.
    const victim = await member();
    const lured = standin.addUser('lured_victim');
    for (const cookie of [null, 'finfree_discord_link=someone-elses-browser-nonce-0']) {
      const crossed = await link(victim.token, lured, cookie);
      expect(crossed.location).toBe(
        `${t.config.appUrl}/dashboard/connect?discord=error&reason=browser`,
      );
    }
    expect(await linkRow(victim.user.id)).toBeUndefined();
    // A forged state: refused without a trace of why beyond a reason word.
    const forged = await t.request({ url: '/v1/connect/discord/callback?code=abc&state=e30.AAAA' });
    expect(forged.headers.location).toBe(
      `${t.config.appUrl}/dashboard/connect?discord=error&reason=invalid`,
    );

    // Unlinking removes the role and the link.
    const del = await t.request({ method: 'DELETE', url: '/v1/connect/discord', token: m.token });
    expect(del.statusCode).toBe(204);
    expect(standin.rolesOf(discordUser.id)).toEqual([]);
    expect(await tileOf(m.token)).toMatchObject({ status: 'none' });
  });

  it('posts each event once in the channel; a trade’s later events reply to its first message', async () => {
    standin.reset();
    const published = await t.request({
      method: 'POST',
      url: '/v1/trades',
      token: admin.token,
      payload: tradeBody(),
    });
    expect(published.statusCode).toBe(201);
    const tradeId = published.json<{ id: string }>().id;
    await t.app.jobs.drain(['connect.post']);
    expect(standin.messages).toHaveLength(1);
    const first = standin.messages[0]!;
    expect(first.replyTo).toBeNull();
    expect(first.content).toContain('EURUSD');
    expect(first.content).toMatch(/entry 1\.1.*SL 1\.095.*TP1 1\.11/);
    expect(first.content).toContain(`${t.config.appUrl}/dashboard/trades/${tradeId}`);
    const ev = await t.request({
      method: 'POST',
      url: `/v1/trades/${tradeId}/events`,
      token: admin.token,
      payload: { type: 'sl_moved', price: 1.097 },
    });
    expect(ev.statusCode).toBe(201);
    await t.app.jobs.drain(['connect.post']);
    expect(standin.messages).toHaveLength(2);
    expect(standin.messages[1]!.replyTo).toBe(first.id);
    expect(standin.messages[1]!.content).toMatch(/Stop moved to 1\.097/i);
    // A repeated job posts nothing more.
    const [post] = await queryRows<{ seq: string }>(
      t.database.db,
      sql`select seq::text as seq from connect_channel_posts where platform = 'discord' order by seq limit 1`,
    );
    await t.app.jobs.send('connect.post', { seq: Number(post!.seq), platform: 'discord' });
    await t.app.jobs.drain(['connect.post']);
    expect(standin.messages).toHaveLength(2);
  });

  it('removes the role when the paid period ends (the reconciler), keeps it within past-due grace', async () => {
    const ending = await member();
    const grace = await member();
    const a = standin.addUser('ending_member');
    const b = standin.addUser('grace_member');
    await link(ending.token, a);
    await link(grace.token, b);
    await drainAccess();
    expect(standin.rolesOf(a.id)).toEqual([proRole.id]);
    expect(standin.rolesOf(b.id)).toEqual([proRole.id]);
    const past = new Date(Date.now() - 60_000);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: past })
      .where(eq(subscriptions.id, ending.subscriptionId));
    await t.database.db
      .update(subscriptions)
      .set({
        status: 'past_due',
        currentPeriodEnd: past,
        graceUntil: new Date(Date.now() + 86_400_000),
      })
      .where(eq(subscriptions.id, grace.subscriptionId));
    standin.reset();
    await t.app.jobs.runNow('connect-reconcile', new Date());
    await drainAccess();
    expect(standin.rolesOf(a.id)).toEqual([]);
    expect(standin.rolesOf(b.id)).toEqual([proRole.id]);
    expect(standin.roleChanges.map((c) => `${c.method} ${c.userId}`)).toEqual([`DELETE ${a.id}`]);
    const tile = await tileOf(ending.token);
    expect(tile).toMatchObject({ status: 'ended', endedReason: 'reconcile' });
    expect(await linkRow(ending.user.id)).toMatchObject({ granted: false, status: 'ended' });
    const log = await t.request({
      url: '/v1/admin/connect/log?platform=discord',
      token: admin.token,
    });
    expect(log.json<{ items: { action: string; userId: string }[] }>().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'role_removed', userId: ending.user.id }),
      ]),
    );
  });

  it('removes the role at once on a refund, without the reconciler', async () => {
    const { user, token } = await t.signIn();
    const card = (await addCard(t, token)).json<{ id: string }>();
    const created = await postSubscription(t, token, { planId, cardId: card.id });
    expect(created.statusCode).toBe(201);
    await (t.app.money.provider as unknown as SandboxProvider).flush();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
    const d = standin.addUser('refunded_member');
    await link(token, d);
    await drainAccess();
    expect(standin.rolesOf(d.id)).toEqual([proRole.id]);
    const refund = await t.request({
      method: 'POST',
      url: `/v1/admin/orders/${order!.id}/refunds`,
      token: admin.token,
      headers: idem(),
      payload: { reason: 'Asked for a refund', access: 'end' },
    });
    expect(refund.statusCode).toBe(201);
    await drainAccess();
    expect(standin.rolesOf(d.id)).toEqual([]);
    expect(await linkRow(user.id)).toMatchObject({ status: 'ended', endedReason: 'refunded' });
  });

  it('waits out 429s from Discord and keeps the queue order', async () => {
    const members = [];
    for (let i = 0; i < 12; i += 1) {
      const m = await member();
      const u = standin.addUser(`queued_${i}`);
      await link(m.token, u);
      members.push(u.id);
    }
    standin.reset();
    standin.exhaustRoleChanges();
    const started = Date.now();
    await drainAccess();
    expect(standin.rateLimited).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(standin.windowMs);
    expect(standin.roleChanges.map((c) => c.userId)).toEqual(members);
    for (const id of members) expect(standin.rolesOf(id)).toEqual([proRole.id]);
  });

  it('a plan without a role: granted with nothing to give, logged', async () => {
    const { user, token } = await t.signIn();
    const other = newId();
    await t.database.db
      .insert(plans)
      .values({ id: other, name: 'Basic', slug: `basic-${other}`, amount: 900, interval: 'month' });
    await t.database.db.insert(subscriptions).values({
      id: newId(),
      userId: user.id,
      planId: other,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    const u = standin.addUser('other_plan');
    await link(token, u);
    await drainAccess();
    expect(standin.rolesOf(u.id)).toEqual([]);
    expect(await linkRow(user.id)).toMatchObject({ granted: true });
  });
});
