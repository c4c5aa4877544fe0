import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Api, GrammyError } from 'grammy';
import type { ChatMember, ChatMemberUpdated, Message, Update } from 'grammy/types';
import { HttpError } from '../../../lib/errors';
import * as repo from '../connect.repository';
import type { ConnectHealth } from '../connect.tables';
import type { ConnectAdapter, ConnectControl, ConnectDeps, ConnectTile } from '../connect.types';
import * as tg from './telegram.repository';
import { registerTelegramRoutes } from './telegram.routes';
import {
  channelPost,
  endedMessage,
  startLinkedMessage,
  startUnknownMessage,
  welcomeBackMessage,
} from './telegram.text';

/** What is stored in `connect_settings.settings` for Telegram (nothing secret). */
export interface TelegramSettings {
  /** The chat as the owner entered it (`-100…` or `@name`). */
  chatId: string;
  /** The chat's numeric id, as Telegram answered it. */
  chatNumericId: number;
  chatType: string;
  chatTitle: string | null;
  botId: number;
  botUsername: string;
}

/** What is sealed in `connect_settings.secret`: the bot's token and the webhook's secret. */
interface TelegramSecret {
  botToken: string;
  webhookSecret: string;
}

/** The settings an owner reads (never the token). */
export interface TelegramSettingsView {
  configured: boolean;
  enabled: boolean;
  tokenSet: boolean;
  chatId: string | null;
  botUsername: string | null;
  health: ConnectHealth | null;
  checkedAt: string | null;
}

/** The update kinds the bot asks Telegram for. */
export const ALLOWED_UPDATES = ['chat_member', 'message', 'my_chat_member'] as const;
/** Invite links last an hour. */
export const INVITE_SECONDS = 3600;
/** The updates route, under /v1. */
export const UPDATES_PATH = '/connect/telegram/updates';

const NOT_SET_UP = 'Telegram is not set up yet';
const NOT_MEMBER = 'Connect is for members: renew to join.';

/** Whether `member` is in the chat. */
function isIn(member: ChatMember): boolean {
  return (
    member.status === 'member' ||
    member.status === 'administrator' ||
    member.status === 'creator' ||
    (member.status === 'restricted' && member.is_member)
  );
}

/**
 * What the bot lacks in the chat, in words the owner acts on: it must be an administrator that
 * can invite users via links and ban users, and post messages in a channel (a group's
 * administrators can always send).
 */
export function rightsProblems(member: ChatMember, chatType: string): string[] {
  if (chatType === 'private') return ['The chat must be a channel or a group, not a private chat'];
  if (member.status === 'creator') return [];
  if (member.status !== 'administrator')
    return ['The bot is not an administrator of the chat: add it as an administrator'];
  const problems: string[] = [];
  if (!member.can_invite_users)
    problems.push('The bot cannot invite users: turn on the "Invite users via link" right');
  if (!member.can_restrict_members)
    problems.push('The bot cannot remove members: turn on the "Ban users" right');
  if (chatType === 'channel' && !member.can_post_messages)
    problems.push('The bot cannot post in the channel: turn on the "Post messages" right');
  return problems;
}

/** Compares two secrets in constant time (their hashes, so lengths do not leak). */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** "@name (123)" for the owner's log. */
function who(user: { id: number; username?: string; first_name?: string }): string {
  return `${user.username ? `@${user.username}` : (user.first_name ?? 'someone')} (${user.id})`;
}

/** Telegram asked us to wait: the job is retried later. */
export class TelegramRateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Telegram asks to wait ${retryAfterSeconds} s before sending again`);
    this.name = 'TelegramRateLimited';
  }
}

/**
 * Telegram: the members' channel. The owner's bot (its token sealed at rest) invites each
 * member through a single-use link bound to them, removes them when their access ends
 * (ban then unban: out of the channel, free to rejoin after renewing), posts each trade once on
 * the channel (later events reply to its first message) and hears joins through its webhook.
 */
export function createTelegramAdapter(deps: ConnectDeps, control: ConnectControl): ConnectAdapter {
  const { db, clock, sealer, appUrl } = deps;
  const apis = new Map<string, Api>();
  /** Until when Telegram asked us not to send (its `retry_after`). */
  let blockedUntil = 0;

  const apiOf = (token: string): Api => {
    let api = apis.get(token);
    if (!api) {
      api = new Api(token, { apiRoot: deps.config.connect.telegramApiUrl });
      apis.set(token, api);
    }
    return api;
  };

  /** The saved settings with the opened secret, or null when not saved. */
  async function load() {
    const row = await repo.getSettings(db, 'telegram');
    if (!row?.secret) return null;
    const secret = JSON.parse(sealer.open(row.secret)) as TelegramSecret;
    const settings = row.settings as unknown as TelegramSettings;
    return { row, settings, secret, api: apiOf(secret.botToken) };
  }
  type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

  /** The settings when the owner turned Telegram on. */
  async function loadEnabled(): Promise<Loaded | null> {
    const s = await load();
    return s && s.row.enabled && s.settings.chatNumericId !== undefined ? s : null;
  }

  /** Asks Telegram about the token, the chat and the bot's rights in it. */
  async function probe(api: Api, chatRef: string | number) {
    let me;
    try {
      me = await api.getMe();
    } catch (error) {
      if (error instanceof GrammyError)
        return { health: { ok: false, problems: ['Telegram refused the bot token'] } };
      throw error;
    }
    const bot = { id: String(me.id), username: me.username };
    let chat;
    try {
      chat = await api.getChat(chatRef);
    } catch (error) {
      if (error instanceof GrammyError)
        return {
          health: {
            ok: false,
            problems: [
              `The bot cannot see the chat ${chatRef}: add the bot to it as an administrator`,
            ],
            bot,
          },
        };
      throw error;
    }
    let member: ChatMember;
    try {
      member = await api.getChatMember(chat.id, me.id);
    } catch (error) {
      if (error instanceof GrammyError)
        return {
          health: { ok: false, problems: ['The bot is not a member of the chat'], bot },
        };
      throw error;
    }
    const problems = rightsProblems(member, chat.type);
    return {
      health: { ok: problems.length === 0, problems, bot } satisfies ConnectHealth,
      chat: { id: chat.id, type: chat.type, title: 'title' in chat ? (chat.title ?? null) : null },
      me,
    };
  }

  function view(s: Loaded | null, row: repo.SettingsRow | null): TelegramSettingsView {
    return {
      configured: Boolean(s && s.settings.chatNumericId !== undefined),
      enabled: row?.enabled ?? false,
      tokenSet: Boolean(s),
      chatId: s?.settings.chatId ?? null,
      botUsername: s?.settings.botUsername ?? null,
      health: row?.health ?? null,
      checkedAt: row?.checkedAt?.toISOString() ?? null,
    };
  }

  /** Removes a Telegram user from the chat and lets them join again later. */
  async function remove(s: Loaded, userId: number): Promise<void> {
    await s.api.banChatMember(s.settings.chatNumericId, userId);
    await s.api.unbanChatMember(s.settings.chatNumericId, userId, { only_if_banned: true });
  }

  /** Revokes a link (one Telegram no longer knows is as good as revoked). */
  async function revoke(s: Loaded, link: string): Promise<void> {
    try {
      await s.api.revokeChatInviteLink(s.settings.chatNumericId, link);
    } catch (error) {
      if (!(error instanceof GrammyError) || error.error_code !== 400) throw error;
    }
    await tg.markRevoked(db, link, clock());
  }

  /** A private message to a member who started the bot; false when Telegram refused it. */
  async function dm(s: Loaded, chatId: unknown, text: string): Promise<boolean> {
    if (typeof chatId !== 'number') return false;
    try {
      await s.api.sendMessage(chatId, text);
      return true;
    } catch (error) {
      // They blocked the bot, or deleted the chat: nothing to tell them through.
      if (error instanceof GrammyError && (error.error_code === 403 || error.error_code === 400))
        return false;
      throw error;
    }
  }

  const settingsApi = {
    async read(): Promise<TelegramSettingsView> {
      const row = await repo.getSettings(db, 'telegram');
      return view(row?.secret ? await load() : null, row);
    },

    async save(input: {
      botToken?: string | undefined;
      chatId: string;
      enabled: boolean;
    }): Promise<TelegramSettingsView> {
      const current = await load();
      const token = input.botToken ?? current?.secret.botToken;
      if (!token) throw new HttpError(400, "Enter the bot's token (from @BotFather)");
      if (!/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/.test(token))
        throw new HttpError(400, 'That is not a bot token: copy it from @BotFather (123456:ABC…)');
      const secret: TelegramSecret = {
        botToken: token,
        webhookSecret: current?.secret.webhookSecret ?? randomBytes(32).toString('base64url'),
      };
      const at = clock();
      if (!input.enabled) {
        // Turning Telegram off asks nothing of the platform (the bot may be broken).
        const same = current && current.settings.chatId === input.chatId;
        await repo.putSettings(
          db,
          'telegram',
          {
            enabled: false,
            settings: same ? { ...current.settings } : { chatId: input.chatId },
            secret: sealer.seal(JSON.stringify(secret)),
            health: current?.row.health ?? { ok: false, problems: ['Not checked yet'] },
          },
          at,
        );
        return settingsApi.read();
      }
      const api = apiOf(token);
      let result;
      try {
        result = await probe(api, input.chatId);
      } catch {
        throw new HttpError(400, 'Telegram could not be reached: try again');
      }
      if (!result.health.ok || !result.chat || !result.me)
        throw new HttpError(400, result.health.problems.join('. '));
      const url = `${appUrl}/v1${UPDATES_PATH}`;
      try {
        await api.setWebhook(url, {
          secret_token: secret.webhookSecret,
          allowed_updates: [...ALLOWED_UPDATES],
        });
      } catch (error) {
        const why = error instanceof GrammyError ? error.description : 'no answer';
        throw new HttpError(400, `Telegram refused the webhook address ${url}: ${why}`);
      }
      const settings: TelegramSettings = {
        chatId: input.chatId,
        chatNumericId: result.chat.id,
        chatType: result.chat.type,
        chatTitle: result.chat.title,
        botId: result.me.id,
        botUsername: result.me.username,
      };
      await repo.putSettings(
        db,
        'telegram',
        {
          enabled: true,
          settings: { ...settings },
          secret: sealer.seal(JSON.stringify(secret)),
          health: result.health,
        },
        at,
      );
      await repo.log(db, {
        platform: 'telegram',
        action: 'settings',
        detail: `bot @${result.me.username} in ${result.chat.title ?? input.chatId}`,
        at,
      });
      return settingsApi.read();
    },
  };

  async function check(): Promise<ConnectHealth> {
    const s = await load();
    if (!s || s.settings.chatNumericId === undefined)
      return { ok: false, problems: ['Not set up'] };
    let health: ConnectHealth;
    try {
      health = (await probe(s.api, s.settings.chatNumericId)).health;
    } catch {
      health = { ok: false, problems: ['Telegram could not be reached'] };
    }
    await repo.putHealth(db, 'telegram', health, clock());
    return health;
  }

  /** A GrammyError during a member's request: the bot lost its rights, most likely. */
  async function refused(error: unknown): Promise<never> {
    if (error instanceof GrammyError) {
      await check().catch(() => undefined);
      throw new HttpError(409, `${NOT_SET_UP}: Telegram refused (${error.description})`);
    }
    throw error;
  }

  const members = {
    async invite(userId: string): Promise<{ link: string; expiresAt: string }> {
      const at = clock();
      if (!(await repo.isEntitled(db, userId, at))) throw new HttpError(403, NOT_MEMBER);
      const s = await loadEnabled();
      if (!s) throw new HttpError(409, NOT_SET_UP);
      const link = await repo.getLink(db, userId, 'telegram');
      const expiresAt = new Date((Math.floor(at.getTime() / 1000) + INVITE_SECONDS) * 1000);
      let created;
      try {
        // Someone removed earlier may still be banned (an unban that failed): lift it.
        if (link?.externalId)
          await s.api.unbanChatMember(s.settings.chatNumericId, Number(link.externalId), {
            only_if_banned: true,
          });
        created = await s.api.createChatInviteLink(s.settings.chatNumericId, {
          name: `finfree:${userId.slice(0, 8)}`,
          expire_date: expiresAt.getTime() / 1000,
          member_limit: 1,
        });
      } catch (error) {
        return refused(error);
      }
      await tg.addInvite(db, { link: created.invite_link, userId, expiresAt, at });
      for (const old of await tg.openInvites(db, userId, created.invite_link))
        await revoke(s, old.link).catch(() => undefined);
      if (!(link?.status === 'active' && link.granted))
        await repo.upsertLink(
          db,
          userId,
          'telegram',
          {
            status: 'pending',
            endedAt: null,
            endedReason: null,
            state: { ...(link?.state ?? {}), invite: created.invite_link },
          },
          at,
        );
      return { link: created.invite_link, expiresAt: expiresAt.toISOString() };
    },

    async disconnect(userId: string): Promise<void> {
      const s = await loadEnabled();
      if (!s) throw new HttpError(409, NOT_SET_UP);
      const link = await repo.getLink(db, userId, 'telegram');
      if (!link) return;
      try {
        for (const open of await tg.openInvites(db, userId)) await revoke(s, open.link);
        if (link.externalId && (link.granted || link.status === 'active'))
          await remove(s, Number(link.externalId));
      } catch (error) {
        return refused(error);
      }
      const at = clock();
      await repo.upsertLink(
        db,
        userId,
        'telegram',
        { status: 'ended', granted: false, endedAt: at, endedReason: 'disconnected' },
        at,
      );
      await repo.log(db, {
        platform: 'telegram',
        userId,
        action: 'removed',
        detail: 'disconnected by the member',
        at,
      });
    },
  };

  async function onJoin(s: Loaded, u: ChatMemberUpdated): Promise<void> {
    const person = u.new_chat_member.user;
    const tgId = String(person.id);
    const at = clock();
    const linked = await repo.linkByExternalId(db, 'telegram', tgId);
    const link = u.invite_link?.invite_link;
    const inv = link ? await tg.invite(db, link) : null;
    if (!inv) {
      await repo.log(db, {
        platform: 'telegram',
        userId: linked?.userId ?? null,
        action: 'joined_unknown',
        detail: `${who(person)} joined without a member's invite link`,
        at,
      });
      return;
    }
    let refusal: string | null = null;
    if (inv.usedBy !== null && inv.usedBy !== tgId)
      refusal = "the link was another member's (already used)";
    else if (linked && linked.userId !== inv.userId)
      refusal = 'this Telegram account is linked to another member';
    else if (inv.revokedAt !== null) refusal = 'the link was revoked';
    else if (inv.usedAt === null && inv.expiresAt <= at) refusal = 'the link had expired';
    else if (!(await repo.isEntitled(db, inv.userId, at)))
      refusal = 'the member has no live subscription';
    if (refusal) {
      await remove(s, person.id);
      await revoke(s, inv.link);
      await repo.log(db, {
        platform: 'telegram',
        userId: inv.userId,
        action: 'link_refused',
        detail: `${who(person)} removed: ${refusal}`,
        ok: false,
        at,
      });
      return;
    }
    const mine = await repo.getLink(db, inv.userId, 'telegram');
    // One Telegram account per member: a new one replaces the old, which leaves the channel.
    if (mine?.externalId && mine.externalId !== tgId && mine.granted) {
      await remove(s, Number(mine.externalId));
      await repo.log(db, {
        platform: 'telegram',
        userId: inv.userId,
        action: 'removed',
        detail: `Telegram account ${mine.externalId} replaced by ${who(person)}`,
        at,
      });
    }
    const { invite: _used, ...state } = mine?.state ?? {};
    await db.transaction(async (tx) => {
      await repo.upsertLink(
        tx,
        inv.userId,
        'telegram',
        {
          externalId: tgId,
          username: person.username ?? null,
          status: 'active',
          granted: true,
          linkedAt: at,
          endedAt: null,
          endedReason: null,
          state: mine?.externalId === tgId ? state : { ...state, dm: undefined },
        },
        at,
      );
      await tg.markUsed(tx, inv.link, tgId, at);
      await repo.log(tx, {
        platform: 'telegram',
        userId: inv.userId,
        action: 'joined',
        detail: who(person),
        at,
      });
    });
  }

  async function onLeave(u: ChatMemberUpdated): Promise<void> {
    const person = u.new_chat_member.user;
    const linked = await repo.linkByExternalId(db, 'telegram', String(person.id));
    // A removal of ours has already ended the link; only a member leaving on their own is news.
    if (!linked || linked.status !== 'active' || !linked.granted) return;
    const at = clock();
    await repo.upsertLink(
      db,
      linked.userId,
      'telegram',
      { status: 'ended', granted: false, endedAt: at, endedReason: 'left' },
      at,
    );
    await repo.log(db, {
      platform: 'telegram',
      userId: linked.userId,
      action: 'left',
      detail: `${who(person)} left the channel`,
      at,
    });
  }

  async function onStart(s: Loaded, message: Message): Promise<void> {
    if (!message.from) return;
    const linked = await repo.linkByExternalId(db, 'telegram', String(message.from.id));
    if (linked) {
      await repo.upsertLink(
        db,
        linked.userId,
        'telegram',
        { state: { ...linked.state, dm: message.chat.id } },
        clock(),
      );
    }
    await dm(s, message.chat.id, linked ? startLinkedMessage(appUrl) : startUnknownMessage(appUrl));
  }

  /** One update from Telegram (already authenticated by its secret header). */
  async function onUpdate(s: Loaded, update: Update): Promise<void> {
    const ours = (chatId: number) => chatId === s.settings.chatNumericId;
    if (update.chat_member && ours(update.chat_member.chat.id)) {
      const u = update.chat_member;
      if (!isIn(u.old_chat_member) && isIn(u.new_chat_member)) await onJoin(s, u);
      else if (isIn(u.old_chat_member) && !isIn(u.new_chat_member)) await onLeave(u);
    } else if (update.message?.chat.type === 'private') {
      if (/^\/start(@\w+)?(\s|$)/.test(update.message.text ?? '')) await onStart(s, update.message);
    } else if (update.my_chat_member && ours(update.my_chat_member.chat.id)) {
      const u = update.my_chat_member;
      const problems = isIn(u.new_chat_member)
        ? rightsProblems(u.new_chat_member, u.chat.type)
        : ['The bot was removed from the chat: add it back as an administrator'];
      const health: ConnectHealth = {
        ok: problems.length === 0,
        problems,
        bot: { id: String(s.settings.botId), username: s.settings.botUsername },
      };
      const at = clock();
      await repo.putHealth(db, 'telegram', health, at);
      await repo.log(db, {
        platform: 'telegram',
        action: 'bot_rights',
        detail: health.ok ? 'the bot has every right it needs' : problems.join('. '),
        ok: health.ok,
        at,
      });
    }
  }

  const updates = {
    /** Answers false when the secret header is wrong (or Telegram is not set up). */
    async receive(secretHeader: string | undefined, body: string): Promise<boolean> {
      const s = await load();
      if (!s || s.settings.chatNumericId === undefined) return false;
      if (!sameSecret(secretHeader, s.secret.webhookSecret)) return false;
      let update: Update;
      try {
        update = JSON.parse(body) as Update;
      } catch {
        return true;
      }
      await onUpdate(s, update);
      return true;
    },
  };

  /** Throws while Telegram's `retry_after` runs, and turns its 429 into a retry. */
  async function sending<T>(call: () => Promise<T>): Promise<T> {
    const wait = blockedUntil - Date.now();
    if (wait > 0) throw new TelegramRateLimited(Math.ceil(wait / 1000));
    try {
      return await call();
    } catch (error) {
      if (error instanceof GrammyError && error.error_code === 429) {
        const seconds = error.parameters.retry_after ?? 1;
        blockedUntil = Date.now() + seconds * 1000;
        throw new TelegramRateLimited(seconds);
      }
      throw error;
    }
  }

  return {
    platform: 'telegram',
    async enabled() {
      return (await loadEnabled()) !== null;
    },

    async setAccess(userId, grant, reason) {
      const s = await loadEnabled();
      if (!s) return false;
      const link = await repo.getLink(db, userId, 'telegram');
      if (!link?.externalId) return false;
      const tgId = Number(link.externalId);
      const at = clock();
      if (!grant) {
        await sending(() => remove(s, tgId));
        await repo.upsertLink(
          db,
          userId,
          'telegram',
          { granted: false, status: 'ended', endedAt: at, endedReason: reason },
          at,
        );
        await repo.log(db, {
          platform: 'telegram',
          userId,
          action: 'removed',
          detail: `${link.username ? `@${link.username}` : link.externalId}: ${reason}`,
          at,
        });
        await dm(s, link.state.dm, endedMessage(appUrl));
        return true;
      }
      // Access is back: they rejoin through a new invite; nothing may bar them.
      await sending(() =>
        s.api.unbanChatMember(s.settings.chatNumericId, tgId, { only_if_banned: true }),
      );
      if (link.status === 'active') {
        // Still in the channel (a removal that never happened): they hold access again.
        await repo.upsertLink(db, userId, 'telegram', { granted: true }, at);
        return true;
      }
      const endedAt = link.endedAt?.toISOString() ?? '';
      if (link.state.toldBack !== endedAt) {
        await dm(s, link.state.dm, welcomeBackMessage(appUrl));
        await repo.upsertLink(
          db,
          userId,
          'telegram',
          { state: { ...link.state, toldBack: endedAt } },
          at,
        );
      }
      await repo.log(db, {
        platform: 'telegram',
        userId,
        action: 'restored',
        detail: `${reason}: may rejoin through a new invite`,
        at,
      });
      return true;
    },

    async post(seq) {
      const s = await loadEnabled();
      if (!s) return;
      const found = await tg.eventWithTrade(db, seq);
      if (!found) return;
      const { event, trade } = found;
      if ((await tg.claimPost(db, seq, clock())) !== 'pending') return;
      if (await tg.earlierPostPending(db, trade.id, seq))
        throw new Error(`waiting for the earlier post of trade ${trade.id}`);
      const first = await tg.thread(db, trade.id);
      const text = channelPost(event, trade, appUrl);
      const message = await sending(() =>
        s.api.sendMessage(
          s.settings.chatNumericId,
          text,
          first && first.channelId === String(s.settings.chatNumericId)
            ? {
                reply_parameters: {
                  message_id: Number(first.messageId),
                  allow_sending_without_reply: true,
                },
                link_preview_options: { is_disabled: true },
              }
            : { link_preview_options: { is_disabled: true } },
        ),
      );
      const at = clock();
      await db.transaction(async (tx) => {
        if (!first)
          await tg.putThread(tx, {
            tradeId: trade.id,
            channelId: String(s.settings.chatNumericId),
            messageId: String(message.message_id),
            at,
          });
        await tg.markPostSent(tx, seq, String(message.message_id), at);
      });
    },

    check,

    async tile(userId): Promise<ConnectTile> {
      const [s, link] = await Promise.all([
        loadEnabled().catch(() => null),
        repo.getLink(db, userId, 'telegram'),
      ]);
      return {
        platform: 'telegram',
        available: s !== null,
        status: link?.status ?? 'none',
        username: link?.username ? `@${link.username}` : null,
        endedAt: link?.status === 'ended' ? (link.endedAt?.toISOString() ?? null) : null,
        endedReason: link?.status === 'ended' ? link.endedReason : null,
      };
    },

    register(app) {
      void control;
      return registerTelegramRoutes(app, { settings: settingsApi, check, members, updates });
    },

    jobs: [
      {
        // Invite links nobody used are forgotten a day after they expired.
        name: 'connect-telegram-invites-prune',
        everyMs: deps.config.connect.reconcileEveryMs > 0 ? 6 * 3_600_000 : 0,
        run: ({ now }) => tg.pruneInvites(db, new Date(now.getTime() - 86_400_000)),
      },
    ],
  };
}
