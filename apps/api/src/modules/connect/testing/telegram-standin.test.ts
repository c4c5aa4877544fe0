import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Api, GrammyError } from 'grammy';
import type { Update } from 'grammy/types';
import { startTelegramStandin, type TelegramStandin } from './telegram-standin';

const TOKEN = '42:standin-test-token-0123456789';
const CHAT = -100555;

describe('Telegram Bot API stand-in', () => {
  let standin: TelegramStandin;
  let api: Api;
  const received: { headers: IncomingHttpHeaders; update: Update }[] = [];
  const hook = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, update: JSON.parse(body) as Update });
      res.end('{}');
    });
  });
  let hookUrl: string;

  beforeAll(async () => {
    standin = await startTelegramStandin({
      token: TOKEN,
      chatId: CHAT,
      limits: { perChatPerMinute: 3, timeScale: 0.01 },
    });
    api = new Api(TOKEN, { apiRoot: standin.url });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await standin.close();
    await new Promise<void>((r) => hook.close(() => r()));
  });

  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GrammyError);
    return error as GrammyError;
  };

  it('answers the bot of its token only, and refuses unknown and missing parameters', async () => {
    expect(await api.getMe()).toMatchObject({ id: standin.bot.id, is_bot: true });
    const other = new Api('43:not-the-token-0123456789', { apiRoot: standin.url });
    expect((await refusal(other.getMe())).error_code).toBe(401);
    const unknown = await refusal(
      api.raw.createChatInviteLink({ chat_id: CHAT, member_limit: 1, usage_limit: 1 } as never),
    );
    expect(unknown).toMatchObject({ error_code: 400 });
    expect(unknown.description).toMatch(/unknown parameter usage_limit/);
    const missing = await refusal(api.raw.banChatMember({ chat_id: CHAT } as never));
    expect(missing.description).toMatch(/user_id is required/);
    const badType = await refusal(api.raw.getChatMember({ chat_id: CHAT, user_id: '1' } as never));
    expect(badType.description).toMatch(/user_id must be of type int/);
    const badReply = await refusal(
      api.sendMessage(CHAT, 'x', { reply_parameters: { message_id: 1, msg: 1 } as never }),
    );
    expect(badReply.description).toMatch(/reply_parameters\.msg/);
  });

  it('reads url-encoded bodies as Telegram does', async () => {
    const res = await fetch(`${standin.url}/bot${TOKEN}/getChatMember`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ chat_id: String(CHAT), user_id: String(standin.bot.id) }),
    });
    expect(await res.json()).toMatchObject({ ok: true, result: { status: 'administrator' } });
  });

  it('checks invite links like Telegram: member limit, revocation, expiry; posts the join with the secret', async () => {
    await api.setWebhook(hookUrl, {
      secret_token: 'hook-secret',
      allowed_updates: ['chat_member'],
    });
    const link = await api.createChatInviteLink(CHAT, {
      member_limit: 1,
      expire_date: Math.floor(Date.now() / 1000) + 3600,
      name: 'finfree:test',
    });
    const delivery = await standin.join(link.invite_link, { id: 10, username: 'ann' });
    expect(delivery.status).toBe(200);
    expect(received.at(-1)!.headers['x-telegram-bot-api-secret-token']).toBe('hook-secret');
    expect(received.at(-1)!.update.chat_member).toMatchObject({
      chat: { id: CHAT },
      new_chat_member: { status: 'member', user: { id: 10, username: 'ann' } },
      invite_link: { invite_link: link.invite_link, member_limit: 1 },
    });
    await expect(standin.join(link.invite_link, { id: 11 })).rejects.toThrow('USERS_TOO_MUCH');
    await api.revokeChatInviteLink(CHAT, link.invite_link);
    await standin.leave(10);
    await expect(standin.join(link.invite_link, { id: 11 })).rejects.toThrow('INVITE_HASH_EXPIRED');
    // Not in allowed_updates: a private message is not posted.
    expect((await standin.sendPrivate(10, '/start')).status).toBeNull();

    const short = await api.createChatInviteLink(CHAT, {
      expire_date: Math.floor(Date.now() / 1000) + 1,
    });
    await new Promise((r) => setTimeout(r, 1_100));
    await expect(standin.join(short.invite_link, { id: 12 })).rejects.toThrow(
      'INVITE_HASH_EXPIRED',
    );
    // The test controls over HTTP, for a test in another process.
    const again = await api.createChatInviteLink(CHAT, { member_limit: 1 });
    const viaHttp = await fetch(`${standin.url}/_control/join`, {
      method: 'POST',
      body: JSON.stringify({ link: again.invite_link, user: { id: 13 } }),
    });
    expect(viaHttp.status).toBe(200);
    expect(standin.members.has(13)).toBe(true);
  });

  it('bans and unbans: a ban removes the member; only_if_banned spares a member', async () => {
    const link = await api.createChatInviteLink(CHAT, { member_limit: 5 });
    await standin.join(link.invite_link, { id: 20 });
    await api.unbanChatMember(CHAT, 20, { only_if_banned: true });
    expect(standin.members.has(20)).toBe(true);
    await api.banChatMember(CHAT, 20);
    expect(standin.members.has(20)).toBe(false);
    await expect(standin.join(link.invite_link, { id: 20 })).rejects.toThrow('USER_BANNED');
    await api.unbanChatMember(CHAT, 20, { only_if_banned: true });
    await standin.join(link.invite_link, { id: 20 });
    expect(standin.members.has(20)).toBe(true);
  });

  it('refuses what the bot has no right to do', async () => {
    await standin.setRights({ can_invite_users: false, can_restrict_members: false });
    expect((await refusal(api.createChatInviteLink(CHAT))).description).toMatch(
      /not enough rights/,
    );
    expect((await refusal(api.banChatMember(CHAT, 20))).description).toMatch(/not enough rights/);
    expect((await refusal(api.sendMessage(CHAT, 'hello'))).description).toMatch(
      /not enough rights/,
    );
    await standin.setRights({
      can_invite_users: true,
      can_restrict_members: true,
      can_post_messages: true,
    });
  });

  it('limits messages per group per minute with 429 and retry_after, and records replies', async () => {
    const first = await api.sendMessage(CHAT, 'one');
    await api.sendMessage(CHAT, 'two', { reply_parameters: { message_id: first.message_id } });
    await api.sendMessage(CHAT, 'three');
    const limited = await refusal(api.sendMessage(CHAT, 'four'));
    expect(limited.error_code).toBe(429);
    expect(limited.parameters.retry_after).toBeGreaterThanOrEqual(1);
    expect(standin.messages.map((m) => [m.text, m.replyTo])).toEqual([
      ['one', null],
      ['two', first.message_id],
      ['three', null],
    ]);
    // Scaled: the "minute" is 600 ms here.
    await new Promise((r) => setTimeout(r, 650));
    await api.sendMessage(CHAT, 'four');
    expect(standin.messages).toHaveLength(4);
    // A private message needs the user to have started the bot.
    expect((await refusal(api.sendMessage(99, 'hi'))).error_code).toBe(403);
  });
});
