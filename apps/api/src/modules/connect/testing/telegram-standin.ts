import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type {
  ChatInviteLink,
  ChatMember,
  ChatMemberAdministrator,
  Message,
  Update,
  User,
} from 'grammy/types';

/**
 * A local Telegram Bot API: what the tests (and the end-to-end specs) point the API's grammY
 * client at. It serves `/bot<token>/<method>` for the methods Connect calls, with JSON or form
 * bodies, answering `{ok: true, result}` or `{ok: false, error_code, description, parameters}`
 * as Telegram does, and it sends updates to the webhook the bot registered (with the
 * `X-Telegram-Bot-Api-Secret-Token` header).
 *
 * The parameters each method accepts are those of the Bot API's typed description in the
 * `@grammyjs/types` package (`methods.d.ts`, the types grammY itself is built on): a required
 * parameter missing, or a parameter the method does not take, is a 400 here, so a call shaped
 * wrongly fails in tests instead of on Telegram.
 */

/** The administrator rights the stand-in's bot holds in the chat (null: a plain member). */
export type StandinRights = Partial<
  Pick<
    ChatMemberAdministrator,
    'can_invite_users' | 'can_restrict_members' | 'can_post_messages' | 'can_manage_chat'
  >
> | null;

/** The rate limits, like Telegram's: messages per minute per group, messages per second overall. */
export interface StandinLimits {
  perChatPerMinute: number;
  overallPerSecond: number;
  /** Multiplies the windows (0.01: a "minute" lasts 600 ms), so tests run fast. */
  timeScale: number;
}

/** What the stand-in is started with. */
export interface TelegramStandinOptions {
  /** 0 or absent: any free port. */
  port?: number;
  /** The one bot token it knows (others: 401). */
  token: string;
  /** The members' chat (a channel's id looks like -100…). */
  chatId: number;
  chatType?: 'channel' | 'supergroup';
  chatTitle?: string;
  /** The bot's rights in the chat; default: every right Connect needs. */
  rights?: StandinRights;
  limits?: Partial<StandinLimits>;
  bot?: { id: number; username: string };
}

/** One call received (refused ones too). */
export interface StandinCall {
  method: string;
  params: Record<string, unknown>;
  ok: boolean;
  errorCode: number | null;
  at: number;
}

/** A message the bot sent. */
export interface StandinMessage {
  messageId: number;
  chatId: number;
  text: string;
  /** The message it replies to, if any. */
  replyTo: number | null;
  at: number;
}

/** An invite link and who joined through it. */
export interface StandinInvite {
  link: ChatInviteLink;
  /** User ids who joined through it and are still members. */
  joined: Set<number>;
}

/** A person on Telegram. */
export interface StandinUser {
  id: number;
  username?: string;
  firstName?: string;
}

/** What a simulated update did: the webhook's HTTP status (null: no webhook registered). */
export interface UpdateDelivery {
  update: Update;
  status: number | null;
}

/** The running stand-in: its address, its state and the test controls. */
export interface TelegramStandin {
  /** `http://127.0.0.1:<port>`: TELEGRAM_API_URL. */
  url: string;
  port: number;
  token: string;
  chatId: number;
  bot: { id: number; username: string };
  calls: StandinCall[];
  messages: StandinMessage[];
  invites: Map<string, StandinInvite>;
  /** Chat members (not the bot), by user id. */
  members: Map<number, StandinUser>;
  bans: Set<number>;
  /** Users who started a private chat with the bot. */
  started: Set<number>;
  webhook: { url: string; secret: string | null; allowedUpdates: string[] | null } | null;
  /** The calls of one method, oldest first. */
  callsOf(method: string): StandinCall[];
  /** Sets the bot's rights; `notify` posts the `my_chat_member` update to the webhook. */
  setRights(rights: StandinRights, notify?: boolean): Promise<UpdateDelivery | null>;
  /** Answers the next call(s) of `method` with this error (e.g. 429 with `retryAfter`). */
  failNext(
    method: string,
    error: { code: number; description: string; retryAfter?: number },
    times?: number,
  ): void;
  /**
   * A Telegram user opens an invite link: checked like Telegram (revoked, expired, member
   * limit, banned, already a member; throws `Error(<Telegram's error>)`), then the user is a
   * member and the `chat_member` update is posted to the webhook (awaited).
   */
  join(link: string, user: StandinUser): Promise<UpdateDelivery>;
  /** A member leaves the chat (the `chat_member` update is posted). */
  leave(userId: number): Promise<UpdateDelivery>;
  /** A user writes to the bot in private (`/start`, …): the `message` update is posted. */
  sendPrivate(fromId: number, text: string, username?: string): Promise<UpdateDelivery>;
  close(): Promise<void>;
}

/** Telegram's error, as the stand-in answers it. */
class ApiFailure extends Error {
  constructor(
    readonly code: number,
    description: string,
    readonly retryAfter?: number,
  ) {
    super(description);
  }
}

type Kind = 'chat' | 'int' | 'string' | 'bool' | 'object' | 'strings';

/**
 * The parameters of the methods served, from `@grammyjs/types` (`methods.d.ts`): name → kind,
 * a trailing `!` marks a required parameter.
 */
const METHODS: Record<string, Record<string, Kind | `${Kind}!`>> = {
  getMe: {},
  getChat: { chat_id: 'chat!' },
  getChatMember: { chat_id: 'chat!', user_id: 'int!' },
  setWebhook: {
    url: 'string!',
    certificate: 'object',
    ip_address: 'string',
    max_connections: 'int',
    allowed_updates: 'strings',
    drop_pending_updates: 'bool',
    secret_token: 'string',
  },
  deleteWebhook: { drop_pending_updates: 'bool' },
  getWebhookInfo: {},
  createChatInviteLink: {
    chat_id: 'chat!',
    name: 'string',
    expire_date: 'int',
    member_limit: 'int',
    creates_join_request: 'bool',
  },
  revokeChatInviteLink: { chat_id: 'chat!', invite_link: 'string!' },
  banChatMember: { chat_id: 'chat!', user_id: 'int!', until_date: 'int', revoke_messages: 'bool' },
  unbanChatMember: { chat_id: 'chat!', user_id: 'int!', only_if_banned: 'bool' },
  sendMessage: {
    business_connection_id: 'string',
    chat_id: 'chat!',
    message_thread_id: 'int',
    direct_messages_topic_id: 'int',
    text: 'string!',
    parse_mode: 'string',
    entities: 'object',
    link_preview_options: 'object',
    disable_notification: 'bool',
    protect_content: 'bool',
    allow_paid_broadcast: 'bool',
    message_effect_id: 'string',
    reply_parameters: 'object',
    reply_markup: 'object',
    reply_to_message_id: 'int',
  },
};

/** `ReplyParameters`' fields (`@grammyjs/types`, `message.d.ts`). */
const REPLY_PARAMETERS = new Set([
  'message_id',
  'chat_id',
  'allow_sending_without_reply',
  'quote',
  'quote_parse_mode',
  'quote_entities',
  'quote_position',
  'checklist_task_id',
  'poll_option_id',
]);

const SECRET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A form value as Telegram reads it: JSON when it parses (numbers, booleans, objects). */
function formValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The call's parameters: query string, then a JSON or url-encoded body. */
function paramsOf(req: IncomingMessage, url: URL, body: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [k, v] of url.searchParams) params[k] = formValue(v);
  const type = String(req.headers['content-type'] ?? '');
  if (!body) return params;
  if (type.includes('application/json')) {
    const parsed = JSON.parse(body) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new ApiFailure(400, 'Bad Request: parameters must be a JSON object');
    Object.assign(params, parsed);
  } else if (type.includes('application/x-www-form-urlencoded')) {
    for (const [k, v] of new URLSearchParams(body)) params[k] = formValue(v);
  } else throw new ApiFailure(400, `Bad Request: unsupported content type ${type || 'none'}`);
  return params;
}

function checkParams(method: string, params: Record<string, unknown>): void {
  const spec = METHODS[method]!;
  for (const key of Object.keys(params)) {
    if (!(key in spec)) throw new ApiFailure(400, `Bad Request: unknown parameter ${key}`);
  }
  for (const [key, raw] of Object.entries(spec)) {
    const required = raw.endsWith('!');
    const kind = raw.replace('!', '') as Kind;
    const value = params[key];
    if (value === undefined || value === null) {
      if (required) throw new ApiFailure(400, `Bad Request: parameter ${key} is required`);
      continue;
    }
    const ok =
      kind === 'chat'
        ? Number.isInteger(value) || (typeof value === 'string' && value.length > 0)
        : kind === 'int'
          ? Number.isInteger(value)
          : kind === 'string'
            ? typeof value === 'string'
            : kind === 'bool'
              ? typeof value === 'boolean'
              : kind === 'strings'
                ? Array.isArray(value) && value.every((v) => typeof v === 'string')
                : typeof value === 'object';
    if (!ok) throw new ApiFailure(400, `Bad Request: parameter ${key} must be of type ${kind}`);
  }
}

const now = () => Math.floor(Date.now() / 1000);

/** Starts the stand-in. */
export async function startTelegramStandin(
  options: TelegramStandinOptions,
): Promise<TelegramStandin> {
  const bot = options.bot ?? { id: 7_000_000_001, username: 'finfree_test_bot' };
  const botUser: User = { id: bot.id, is_bot: true, first_name: 'Finfree', username: bot.username };
  const chatType = options.chatType ?? 'channel';
  const chat = {
    id: options.chatId,
    type: chatType,
    title: options.chatTitle ?? 'Finfree members',
  } as const;
  const limits: StandinLimits = {
    perChatPerMinute: 20,
    overallPerSecond: 30,
    timeScale: 1,
    ...options.limits,
  };
  let rights: StandinRights =
    options.rights === undefined
      ? {
          can_invite_users: true,
          can_restrict_members: true,
          can_post_messages: true,
          can_manage_chat: true,
        }
      : options.rights;
  const failures = new Map<
    string,
    { code: number; description: string; retryAfter?: number; times: number }
  >();
  const sentAt: { chatId: number; at: number }[] = [];
  let nextMessageId = 100;
  let nextUpdateId = 1;

  const state: Omit<
    TelegramStandin,
    | 'url'
    | 'port'
    | 'callsOf'
    | 'setRights'
    | 'failNext'
    | 'join'
    | 'leave'
    | 'sendPrivate'
    | 'close'
  > = {
    token: options.token,
    chatId: options.chatId,
    bot,
    calls: [],
    messages: [],
    invites: new Map(),
    members: new Map(),
    bans: new Set(),
    started: new Set(),
    webhook: null,
  };

  const isOurChat = (id: unknown) =>
    id === options.chatId || (typeof id === 'string' && id === String(options.chatId));
  const requireChat = (id: unknown) => {
    if (!isOurChat(id)) throw new ApiFailure(400, 'Bad Request: chat not found');
  };
  const requireRight = (right: keyof NonNullable<StandinRights>, what: string) => {
    if (!rights || !rights[right])
      throw new ApiFailure(400, `Bad Request: not enough rights to ${what}`);
  };
  const userOf = (u: StandinUser): User => ({
    id: u.id,
    is_bot: false,
    first_name: u.firstName ?? u.username ?? `User ${u.id}`,
    ...(u.username ? { username: u.username } : {}),
  });
  const botMember = (): ChatMember =>
    rights
      ? ({
          status: 'administrator',
          user: botUser,
          can_be_edited: false,
          is_anonymous: false,
          can_manage_chat: rights.can_manage_chat ?? false,
          can_delete_messages: false,
          can_manage_video_chats: false,
          can_restrict_members: rights.can_restrict_members ?? false,
          can_promote_members: false,
          can_change_info: false,
          can_invite_users: rights.can_invite_users ?? false,
          can_post_stories: false,
          can_edit_stories: false,
          can_delete_stories: false,
          can_send_welcome_messages: false,
          ...(chatType === 'channel'
            ? { can_post_messages: rights.can_post_messages ?? false }
            : {}),
        } as ChatMemberAdministrator)
      : { status: 'member', user: botUser };
  const memberOf = (id: number): ChatMember => {
    const m = state.members.get(id);
    if (m) return { status: 'member', user: userOf(m) };
    const user = { id, is_bot: false, first_name: `User ${id}` };
    if (state.bans.has(id)) return { status: 'kicked', user, until_date: 0 };
    return { status: 'left', user };
  };

  /** Telegram's limits on sending: per chat per minute (groups and channels), overall per second. */
  const rateLimit = (chatId: number) => {
    const t = Date.now();
    const minute = 60_000 * limits.timeScale;
    const second = 1_000 * limits.timeScale;
    while (sentAt.length > 0 && sentAt[0]!.at <= t - minute) sentAt.shift();
    const overall = sentAt.filter((s) => s.at > t - second);
    if (overall.length >= limits.overallPerSecond) {
      const wait = overall[0]!.at + second - t;
      throw new ApiFailure(
        429,
        `Too Many Requests: retry after ${Math.max(1, Math.ceil(wait / 1000))}`,
        Math.max(1, Math.ceil(wait / 1000)),
      );
    }
    if (chatId < 0) {
      const inChat = sentAt.filter((s) => s.chatId === chatId);
      if (inChat.length >= limits.perChatPerMinute) {
        const wait = inChat[0]!.at + minute - t;
        const retry = Math.max(1, Math.ceil(wait / 1000));
        throw new ApiFailure(429, `Too Many Requests: retry after ${retry}`, retry);
      }
    }
    sentAt.push({ chatId, at: t });
  };

  const publicLink = (invite: StandinInvite): ChatInviteLink => ({ ...invite.link });

  const handlers: Record<string, (p: Record<string, unknown>) => unknown> = {
    getMe: () => ({
      ...botUser,
      can_join_groups: true,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
    }),
    getChat: (p) => {
      requireChat(p.chat_id);
      return { ...chat, accent_color_id: 0, max_reaction_count: 11, accepted_gift_types: {} };
    },
    getChatMember: (p) => {
      requireChat(p.chat_id);
      return p.user_id === bot.id ? botMember() : memberOf(p.user_id as number);
    },
    setWebhook: (p) => {
      const url = p.url as string;
      if (url === '') {
        state.webhook = null;
        return true;
      }
      if (!/^https?:\/\//.test(url))
        throw new ApiFailure(400, 'Bad Request: bad webhook: invalid URL');
      const secret = (p.secret_token as string | undefined) ?? null;
      if (secret !== null && !SECRET_TOKEN.test(secret))
        throw new ApiFailure(
          400,
          'Bad Request: bad webhook: secret token contains unallowed characters',
        );
      state.webhook = { url, secret, allowedUpdates: (p.allowed_updates as string[]) ?? null };
      return true;
    },
    deleteWebhook: () => {
      state.webhook = null;
      return true;
    },
    getWebhookInfo: () => ({
      url: state.webhook?.url ?? '',
      has_custom_certificate: false,
      pending_update_count: 0,
      ...(state.webhook?.allowedUpdates ? { allowed_updates: state.webhook.allowedUpdates } : {}),
    }),
    createChatInviteLink: (p) => {
      requireChat(p.chat_id);
      requireRight('can_invite_users', 'manage chat invite links');
      const limit = p.member_limit as number | undefined;
      if (limit !== undefined && (limit < 1 || limit > 99_999))
        throw new ApiFailure(400, 'Bad Request: invalid member limit');
      if (limit !== undefined && p.creates_join_request === true)
        throw new ApiFailure(
          400,
          "Bad Request: member limit can't be specified for links requiring administrator approval",
        );
      const name = p.name as string | undefined;
      if (name !== undefined && name.length > 32)
        throw new ApiFailure(400, 'Bad Request: invite link name is too long');
      const expire = p.expire_date as number | undefined;
      if (expire !== undefined && expire <= now())
        throw new ApiFailure(400, 'Bad Request: expire date is in the past');
      const link: ChatInviteLink = {
        invite_link: `https://t.me/+${randomBytes(12).toString('base64url')}`,
        creator: botUser,
        creates_join_request: p.creates_join_request === true,
        is_primary: false,
        is_revoked: false,
        ...(name !== undefined ? { name } : {}),
        ...(expire !== undefined ? { expire_date: expire } : {}),
        ...(limit !== undefined ? { member_limit: limit } : {}),
      };
      const invite = { link, joined: new Set<number>() };
      state.invites.set(link.invite_link, invite);
      return publicLink(invite);
    },
    revokeChatInviteLink: (p) => {
      requireChat(p.chat_id);
      requireRight('can_invite_users', 'manage chat invite links');
      const invite = state.invites.get(p.invite_link as string);
      if (!invite) throw new ApiFailure(400, 'Bad Request: INVITE_HASH_EXPIRED');
      invite.link.is_revoked = true;
      return publicLink(invite);
    },
    banChatMember: (p) => {
      requireChat(p.chat_id);
      requireRight('can_restrict_members', 'restrict/unrestrict chat member');
      const id = p.user_id as number;
      if (id === bot.id) throw new ApiFailure(400, "Bad Request: can't remove chat owner");
      removeMember(id);
      state.bans.add(id);
      return true;
    },
    unbanChatMember: (p) => {
      requireChat(p.chat_id);
      requireRight('can_restrict_members', 'restrict/unrestrict chat member');
      const id = p.user_id as number;
      if (state.bans.has(id)) state.bans.delete(id);
      // Without only_if_banned, Telegram removes a current member (they can join again).
      else if (p.only_if_banned !== true) removeMember(id);
      return true;
    },
    sendMessage: (p) => {
      const text = p.text as string;
      if (text.length === 0) throw new ApiFailure(400, 'Bad Request: message text is empty');
      if (text.length > 4096) throw new ApiFailure(400, 'Bad Request: message is too long');
      let target: number;
      if (isOurChat(p.chat_id)) {
        target = options.chatId;
        if (chatType === 'channel') requireRight('can_post_messages', 'send messages');
      } else {
        target = Number(p.chat_id);
        if (!Number.isInteger(target) || target <= 0)
          throw new ApiFailure(400, 'Bad Request: chat not found');
        if (!state.started.has(target))
          throw new ApiFailure(403, "Forbidden: bot can't initiate conversation with a user");
      }
      let replyTo: number | null = null;
      const reply = p.reply_parameters as Record<string, unknown> | undefined;
      if (reply) {
        for (const key of Object.keys(reply))
          if (!REPLY_PARAMETERS.has(key))
            throw new ApiFailure(400, `Bad Request: unknown parameter reply_parameters.${key}`);
        if (!Number.isInteger(reply.message_id))
          throw new ApiFailure(400, 'Bad Request: reply_parameters.message_id is required');
        const found = state.messages.some(
          (m) => m.chatId === target && m.messageId === reply.message_id,
        );
        if (found) replyTo = reply.message_id as number;
        else if (reply.allow_sending_without_reply !== true)
          throw new ApiFailure(400, 'Bad Request: message to be replied not found');
      }
      rateLimit(target);
      nextMessageId += 1;
      const message: StandinMessage = {
        messageId: nextMessageId,
        chatId: target,
        text,
        replyTo,
        at: Date.now(),
      };
      state.messages.push(message);
      const chatOut =
        target === options.chatId
          ? chat
          : { id: target, type: 'private' as const, first_name: 'User' };
      return {
        message_id: message.messageId,
        date: now(),
        chat: chatOut,
        ...(chatType === 'channel' && target === options.chatId
          ? { sender_chat: chat }
          : { from: botUser }),
        text,
        ...(replyTo !== null
          ? {
              reply_to_message: {
                message_id: replyTo,
                date: now(),
                chat: chatOut,
                text: state.messages.find((m) => m.messageId === replyTo)?.text ?? '',
              },
            }
          : {}),
      } as unknown as Message.TextMessage;
    },
  };

  function removeMember(id: number) {
    state.members.delete(id);
    for (const invite of state.invites.values()) invite.joined.delete(id);
  }

  /** Posts an update to the registered webhook; answers its HTTP status. */
  async function deliver(update: Update): Promise<UpdateDelivery> {
    const hook = state.webhook;
    const kind = Object.keys(update).find((k) => k !== 'update_id');
    if (!hook || (hook.allowedUpdates && kind && !hook.allowedUpdates.includes(kind)))
      return { update, status: null };
    const body = JSON.stringify(update);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        hook.url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(hook.secret ? { 'x-telegram-bot-api-secret-token': hook.secret } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    return { update, status };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname.startsWith('/_control/')) return control(url.pathname.slice(10), req, send);
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
      if (!match) return send(404, { ok: false, error_code: 404, description: 'Not Found' });
      const [, token, method] = match as unknown as [string, string, string];
      const call: StandinCall = { method, params: {}, ok: false, errorCode: null, at: Date.now() };
      try {
        const body = await readBody(req);
        call.params = paramsOf(req, url, body);
        state.calls.push(call);
        if (token !== options.token) throw new ApiFailure(401, 'Unauthorized');
        const handler = handlers[method];
        if (!handler) throw new ApiFailure(404, 'Not Found');
        checkParams(method, call.params);
        const failure = failures.get(method);
        if (failure) {
          failure.times -= 1;
          if (failure.times <= 0) failures.delete(method);
          throw new ApiFailure(failure.code, failure.description, failure.retryAfter);
        }
        const result = handler(call.params);
        call.ok = true;
        send(200, { ok: true, result });
      } catch (error) {
        if (!state.calls.includes(call)) state.calls.push(call);
        const failure =
          error instanceof ApiFailure
            ? error
            : new ApiFailure(400, `Bad Request: ${String(error)}`);
        call.errorCode = failure.code;
        send(failure.code, {
          ok: false,
          error_code: failure.code,
          description: failure.message,
          ...(failure.retryAfter !== undefined
            ? { parameters: { retry_after: failure.retryAfter } }
            : {}),
        });
      }
    })();
  });
  /**
   * The test controls over HTTP (for a test in another process): `POST /_control/join`
   * `{link, user}`, `POST /_control/private` `{fromId, text, username?}`, `GET /_control/state`.
   */
  async function control(
    what: string,
    req: IncomingMessage,
    send: (status: number, body: unknown) => void,
  ) {
    try {
      const body = (req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : {}) as {
        link: string;
        user: StandinUser;
        fromId: number;
        text: string;
        username?: string;
      };
      if (what === 'join') return send(200, await standin.join(body.link, body.user));
      if (what === 'private')
        return send(200, await standin.sendPrivate(body.fromId, body.text, body.username));
      if (what === 'state')
        return send(200, {
          calls: state.calls,
          messages: state.messages,
          members: [...state.members.values()],
          bans: [...state.bans],
          webhook: state.webhook,
        });
      send(404, { error: 'unknown control' });
    } catch (error) {
      send(400, { error: String(error) });
    }
  }
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const chatMemberUpdate = (
    user: User,
    old: ChatMember,
    next: ChatMember,
    invite?: ChatInviteLink,
  ): Update => ({
    update_id: nextUpdateId++,
    chat_member: {
      chat,
      from: user,
      date: now(),
      old_chat_member: old,
      new_chat_member: next,
      ...(invite ? { invite_link: invite } : {}),
    },
  });

  const standin: TelegramStandin = {
    ...state,
    get webhook() {
      return state.webhook;
    },
    url: `http://127.0.0.1:${port}`,
    port,
    callsOf: (method) => state.calls.filter((c) => c.method === method),
    async setRights(next, notify = false) {
      const old = botMember();
      rights = next;
      if (!notify) return null;
      return deliver({
        update_id: nextUpdateId++,
        my_chat_member: {
          chat,
          from: { id: 1, is_bot: false, first_name: 'Owner' },
          date: now(),
          old_chat_member: old,
          new_chat_member: botMember(),
        },
      });
    },
    failNext(method, error, times = 1) {
      failures.set(method, { ...error, times });
    },
    async join(link, who) {
      const invite = state.invites.get(link);
      if (!invite || invite.link.is_revoked) throw new Error('INVITE_HASH_EXPIRED');
      if (invite.link.expire_date !== undefined && invite.link.expire_date <= now())
        throw new Error('INVITE_HASH_EXPIRED');
      if (state.bans.has(who.id)) throw new Error('USER_BANNED_IN_CHANNEL');
      if (state.members.has(who.id)) throw new Error('USER_ALREADY_PARTICIPANT');
      if (invite.link.member_limit !== undefined && invite.joined.size >= invite.link.member_limit)
        throw new Error('USERS_TOO_MUCH');
      const old = memberOf(who.id);
      state.members.set(who.id, who);
      invite.joined.add(who.id);
      return deliver(chatMemberUpdate(userOf(who), old, memberOf(who.id), publicLink(invite)));
    },
    async leave(userId) {
      const old = memberOf(userId);
      const who = state.members.get(userId) ?? { id: userId };
      removeMember(userId);
      return deliver(chatMemberUpdate(userOf(who), old, memberOf(userId)));
    },
    async sendPrivate(fromId, text, username) {
      state.started.add(fromId);
      const from = userOf({ id: fromId, ...(username ? { username } : {}) });
      nextMessageId += 1;
      const command = /^\/\w+/.exec(text);
      return deliver({
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId,
          from,
          chat: { id: fromId, type: 'private', first_name: from.first_name },
          date: now(),
          text,
          ...(command
            ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] }
            : {}),
        },
      } as Update);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standin;
}

/**
 * Started as a program (`tsx telegram-standin.ts`): serves on TELEGRAM_STANDIN_PORT (default
 * 8091) with TELEGRAM_STANDIN_TOKEN and TELEGRAM_STANDIN_CHAT_ID, until stopped.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startTelegramStandin({
    port: Number(process.env.TELEGRAM_STANDIN_PORT ?? 8091),
    token: process.env.TELEGRAM_STANDIN_TOKEN ?? '123456:standin-token',
    chatId: Number(process.env.TELEGRAM_STANDIN_CHAT_ID ?? -1001234567890),
  }).then((s) => console.log(`Telegram stand-in on ${s.url}`));
}
