import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import subset from './discord-openapi-subset.json' with { type: 'json' };

/**
 * A local Discord for tests, the Playwright journey and the benchmark: the REST routes Finfree
 * calls (under `/api/v10`), the OAuth2 authorize page and token endpoint, one guild with roles,
 * members and a text channel. Requests are checked against the operations of Discord's
 * published OpenAPI description that Finfree uses (`discord-openapi-subset.json`): an unknown or
 * missing body property is answered 400 with code 50035 like Discord. Role changes are rate
 * limited per guild (10 per 10 s by default, divided by `timeScale`) with Discord's headers and
 * 429 answers, so the real client's limiter is what keeps the pace.
 */

/** A Discord user as the API shows it. */
export interface StandinUser {
  id: string;
  username: string;
  global_name: string | null;
}

/** A guild role. */
export interface StandinRole {
  id: string;
  name: string;
  position: number;
  /** The permission bit set, as a decimal string. */
  permissions: string;
}

/** A message posted in the channel. */
export interface StandinMessage {
  id: string;
  channelId: string;
  content: string;
  /** The message this one replies to. */
  replyTo: string | null;
}

/** One request the stand-in answered. */
export interface StandinCall {
  method: string;
  /** The path after `/api/v10` (or `/api/oauth2/token`, `/oauth2/authorize`). */
  path: string;
  body: unknown;
  status: number;
  /** The `X-Audit-Log-Reason` header, decoded. */
  reason: string | null;
  at: number;
}

/** One role change (in the order the stand-in applied them). */
export interface StandinRoleChange {
  method: 'PUT' | 'DELETE';
  userId: string;
  roleId: string;
  at: number;
}

export interface DiscordStandinOptions {
  /** Divides the rate-limit window (100: a 10 s window lasts 100 ms). Default 1. */
  timeScale?: number;
  /** Role changes allowed per window per guild. Default 10. */
  roleChangesPerWindow?: number;
  /** The window before scaling, ms. Default 10,000. */
  windowMs?: number;
  port?: number;
}

/** Discord's permission bits the stand-in checks. */
export const PERMISSIONS = {
  ADMINISTRATOR: 1n << 3n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_ROLES: 1n << 28n,
  VIEW_CHANNEL: 1n << 10n,
} as const;

export interface DiscordStandin {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What `DISCORD_API_URL` is set to (`<url>/api`). */
  apiUrl: string;
  /** What `DISCORD_OAUTH_URL` is set to (`<url>/oauth2/authorize`). */
  oauthUrl: string;
  botToken: string;
  clientId: string;
  clientSecret: string;
  bot: StandinUser;
  guildId: string;
  channelId: string;
  /** The bot's own role (position 10, Manage Roles unless taken away). */
  botRoleId: string;
  /** The window of role changes in real ms (after scaling). */
  windowMs: number;
  calls: StandinCall[];
  roleChanges: StandinRoleChange[];
  messages: StandinMessage[];
  /** 429 answers given. */
  rateLimited: number;
  /** Adds a role under the bot's (position below 10 unless given). */
  addRole(name: string, position?: number): StandinRole;
  /** A Discord user who can authorize (not in the guild until added). */
  addUser(username: string): StandinUser;
  /** The user who authorizes on the next visits of the authorize page (default: a new user each time). */
  authorizeAs(user: StandinUser | null): void;
  /** Puts a user in the guild (with roles). */
  addMember(userId: string, roles?: string[]): void;
  removeMember(userId: string): void;
  /** The roles a member holds (null: not in the guild). */
  rolesOf(userId: string): string[] | null;
  /** Sets the permissions of the bot's role (e.g. without Manage Roles). */
  setBotPermissions(bits: bigint): void;
  /** Uses up the window of role changes: the next one is answered 429, however late it comes. */
  exhaustRoleChanges(): void;
  /** Clears calls, messages and role changes (the guild stays). */
  reset(): void;
  close(): Promise<void>;
}

let next = 0n;
const snowflake = () => String(1_100_000_000_000_000_000n + (next += 1n));

interface Operation {
  path: string;
  method: string;
  body?: {
    required: string[];
    properties: string[];
    nested?: Record<string, { required: string[]; properties: string[] }>;
    maxLength?: Record<string, number>;
  };
}
const operations = (subset as { operations: Operation[] }).operations.map((op) => ({
  ...op,
  pattern: new RegExp(`^${op.path.replace(/\{[a-z_]+\}/g, '([0-9]+)')}$`),
}));

/** Discord's "Invalid Form Body" answer. */
function formError(errors: Record<string, string>) {
  return {
    code: 50035,
    message: 'Invalid Form Body',
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field,
        { _errors: [{ code: 'BASE_TYPE_INVALID', message }] },
      ]),
    ),
  };
}

/** The problems of `body` against an operation's body schema (empty: fine). */
export function bodyProblems(
  schema: NonNullable<Operation['body']>,
  body: unknown,
  prefix = '',
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    problems[prefix || '_'] = 'Must be an object';
    return problems;
  }
  const record = body as Record<string, unknown>;
  for (const key of schema.required)
    if (record[key] === undefined) problems[prefix + key] = 'This field is required';
  for (const [key, value] of Object.entries(record)) {
    if (!schema.properties.includes(key)) {
      problems[prefix + key] = 'Unknown field';
      continue;
    }
    const nested = schema.nested?.[key];
    if (nested && value !== null) Object.assign(problems, bodyProblems(nested, value, `${key}.`));
    const max = schema.maxLength?.[key];
    if (max !== undefined && typeof value === 'string' && value.length > max)
      problems[prefix + key] = `Must be ${max} or fewer in length`;
  }
  return problems;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startDiscordStandin(
  options: DiscordStandinOptions = {},
): Promise<DiscordStandin> {
  const timeScale = options.timeScale ?? 1;
  const windowMs = (options.windowMs ?? 10_000) / timeScale;
  const perWindow = options.roleChangesPerWindow ?? 10;
  const botToken = `bot.${randomBytes(18).toString('base64url')}`;
  const clientId = snowflake();
  const clientSecret = randomBytes(16).toString('hex');
  const bot: StandinUser = { id: clientId, username: 'Finfree Bot', global_name: null };
  const guildId = snowflake();
  const channelId = snowflake();
  const users = new Map<string, StandinUser>([[bot.id, bot]]);
  const roles = new Map<string, StandinRole>();
  // @everyone: the guild's id, position 0, no rights here.
  roles.set(guildId, { id: guildId, name: '@everyone', position: 0, permissions: '0' });
  const botRoleId = snowflake();
  roles.set(botRoleId, {
    id: botRoleId,
    name: 'Finfree Bot',
    position: 10,
    permissions: String(
      PERMISSIONS.MANAGE_ROLES | PERMISSIONS.SEND_MESSAGES | PERMISSIONS.VIEW_CHANNEL,
    ),
  });
  const members = new Map<string, Set<string>>([[bot.id, new Set([botRoleId])]]);
  const codes = new Map<string, { userId: string; redirectUri: string; scope: string }>();
  const tokens = new Map<string, { userId: string; scope: string }>();
  let authorizer: StandinUser | null = null;
  const nonces = new Map<string, StandinMessage>();
  // Role changes per guild: a fixed window starting at its first change.
  let windowStart = 0;
  let used = 0;
  // Set by exhaustRoleChanges: the next role change opens a window already used up, however
  // late it comes (a loaded machine may take longer than a scaled window to send it).
  let exhaustNext = false;

  const standin: DiscordStandin = {
    url: '',
    apiUrl: '',
    oauthUrl: '',
    botToken,
    clientId,
    clientSecret,
    bot,
    guildId,
    channelId,
    botRoleId,
    windowMs,
    calls: [],
    roleChanges: [],
    messages: [],
    rateLimited: 0,
    addRole(name, position = 1 + roles.size) {
      const role: StandinRole = { id: snowflake(), name, position, permissions: '0' };
      roles.set(role.id, role);
      return role;
    },
    addUser(username) {
      const user: StandinUser = { id: snowflake(), username, global_name: null };
      users.set(user.id, user);
      return user;
    },
    authorizeAs(user) {
      authorizer = user;
    },
    addMember(userId, list = []) {
      members.set(userId, new Set(list));
    },
    removeMember(userId) {
      members.delete(userId);
    },
    rolesOf(userId) {
      const held = members.get(userId);
      return held ? [...held] : null;
    },
    setBotPermissions(bits) {
      roles.get(botRoleId)!.permissions = String(bits);
    },
    exhaustRoleChanges() {
      exhaustNext = true;
    },
    reset() {
      standin.calls.length = 0;
      standin.roleChanges.length = 0;
      standin.messages.length = 0;
      standin.rateLimited = 0;
      windowStart = 0;
      used = 0;
      exhaustNext = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const send = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const errorOf = (code: number, message: string) => ({ code, message });

  /** The rate-limit headers of the role-change bucket after one more change (or a 429). */
  const takeRoleChange = (): { ok: boolean; headers: Record<string, string> } => {
    const now = Date.now();
    if (exhaustNext) {
      exhaustNext = false;
      windowStart = now;
      used = perWindow;
    } else if (now - windowStart >= windowMs) {
      windowStart = now;
      used = 0;
    }
    const resetAfter = Math.max(0, windowStart + windowMs - now) / 1000;
    const headers = {
      'x-ratelimit-limit': String(perWindow),
      'x-ratelimit-reset': ((windowStart + windowMs) / 1000).toFixed(3),
      'x-ratelimit-reset-after': resetAfter.toFixed(3),
      'x-ratelimit-bucket': `roles-${guildId}`,
    };
    if (used >= perWindow) {
      standin.rateLimited += 1;
      return {
        ok: false,
        headers: {
          ...headers,
          'x-ratelimit-remaining': '0',
          'x-ratelimit-scope': 'user',
          'retry-after': resetAfter.toFixed(3),
        },
      };
    }
    used += 1;
    return { ok: true, headers: { ...headers, 'x-ratelimit-remaining': String(perWindow - used) } };
  };

  const botPermissions = (): bigint => {
    let bits = 0n;
    for (const id of [guildId, ...(members.get(bot.id) ?? [])])
      bits |= BigInt(roles.get(id)?.permissions ?? '0');
    return bits;
  };
  const botTop = () =>
    Math.max(0, ...[...(members.get(bot.id) ?? [])].map((id) => roles.get(id)?.position ?? 0));
  const memberView = (userId: string) => ({
    user: users.get(userId) ?? { id: userId, username: `user${userId}`, global_name: null },
    roles: [...(members.get(userId) ?? [])],
    nick: null,
    joined_at: new Date(0).toISOString(),
    deaf: false,
    mute: false,
    flags: 0,
  });

  const authorizePage = (res: ServerResponse, url: URL) => {
    const q = url.searchParams;
    const problems: string[] = [];
    if (q.get('client_id') !== clientId) problems.push('unknown client_id');
    if (q.get('response_type') !== 'code') problems.push('response_type must be code');
    const scopes = (q.get('scope') ?? '').split(' ');
    if (!scopes.includes('identify') || !scopes.includes('guilds.join'))
      problems.push('scope must include identify and guilds.join');
    if (!q.get('redirect_uri')) problems.push('redirect_uri is required');
    if (problems.length > 0) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><p>Invalid OAuth2 request: ${escapeHtml(problems.join(', '))}</p>`);
      return;
    }
    const user = authorizer ?? standin.addUser(`member_${next}`);
    const hidden = ['redirect_uri', 'state', 'scope']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q.get(k) ?? '')}">`)
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Discord</title></head><body>
<h1>Authorize Finfree as ${escapeHtml(user.username)}</h1>
<p>Finfree wants to know your username and join servers for you.</p>
<form method="post" action="/oauth2/authorize"><input type="hidden" name="user_id" value="${user.id}">${hidden}
<button type="submit">Authorize</button></form></body></html>`);
  };

  const approve = (res: ServerResponse, form: URLSearchParams) => {
    const code = randomBytes(12).toString('hex');
    const redirectUri = form.get('redirect_uri') ?? '';
    codes.set(code, {
      userId: form.get('user_id') ?? '',
      redirectUri,
      scope: form.get('scope') ?? '',
    });
    const to = new URL(redirectUri);
    to.searchParams.set('code', code);
    if (form.get('state')) to.searchParams.set('state', form.get('state')!);
    res.writeHead(302, { location: to.toString() });
    res.end();
  };

  const token = (res: ServerResponse, form: URLSearchParams) => {
    const missing = ['grant_type', 'code', 'redirect_uri', 'client_id', 'client_secret'].filter(
      (k) => !form.get(k),
    );
    if (missing.length > 0)
      return send(res, 400, { error: 'invalid_request', error_description: `missing ${missing}` });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return send(res, 401, { error: 'invalid_client' });
    const grant = codes.get(form.get('code')!);
    codes.delete(form.get('code')!);
    if (form.get('grant_type') !== 'authorization_code' || !grant)
      return send(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid "code" in request.',
      });
    if (grant.redirectUri !== form.get('redirect_uri'))
      return send(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid "redirect_uri" in request.',
      });
    const accessToken = randomBytes(15).toString('hex');
    tokens.set(accessToken, { userId: grant.userId, scope: grant.scope });
    send(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 604_800,
      refresh_token: randomBytes(15).toString('hex'),
      scope: grant.scope,
    });
  };

  const api = (
    res: ServerResponse,
    method: string,
    path: string,
    body: unknown,
    authorization: string,
  ): void => {
    const op = operations.find((o) => o.method === method.toLowerCase() && o.pattern.test(path));
    if (!op) return send(res, 404, errorOf(0, '404: Not Found'));
    const params = path.match(op.pattern)!.slice(1);
    const asBot = authorization === `Bot ${botToken}`;
    const bearer = authorization.startsWith('Bearer ')
      ? tokens.get(authorization.slice(7))
      : undefined;
    if (!asBot && !(bearer && op.path === '/users/@me'))
      return send(res, 401, errorOf(0, '401: Unauthorized'));
    if (op.body) {
      const problems = bodyProblems(op.body, body);
      if (Object.keys(problems).length > 0) return send(res, 400, formError(problems));
    }
    const fail = (status: number, code: number, message: string) =>
      send(res, status, errorOf(code, message));
    const inGuild = (g: string | undefined) => {
      if (g !== guildId) {
        fail(404, 10004, 'Unknown Guild');
        return false;
      }
      if (!members.has(bot.id)) {
        fail(403, 50001, 'Missing Access');
        return false;
      }
      return true;
    };
    switch (`${method} ${op.path}`) {
      case 'GET /users/@me':
        send(res, 200, users.get(bearer ? bearer.userId : bot.id));
        return;
      case 'GET /guilds/{guild_id}':
        if (!inGuild(params[0])) return;
        send(res, 200, {
          id: guildId,
          name: 'Finfree Members',
          owner_id: '1',
          roles: [...roles.values()],
        });
        return;
      case 'GET /guilds/{guild_id}/roles':
        if (!inGuild(params[0])) return;
        send(res, 200, [...roles.values()]);
        return;
      case 'GET /guilds/{guild_id}/members/{user_id}':
        if (!inGuild(params[0])) return;
        if (!members.has(params[1]!)) return fail(404, 10007, 'Unknown Member');
        send(res, 200, memberView(params[1]!));
        return;
      case 'PUT /guilds/{guild_id}/members/{user_id}': {
        if (!inGuild(params[0])) return;
        const grant = tokens.get((body as { access_token: string }).access_token);
        if (!grant || grant.userId !== params[1] || !grant.scope.split(' ').includes('guilds.join'))
          return fail(403, 50025, 'Invalid OAuth2 access token');
        if (members.has(params[1]!)) return send(res, 204, undefined);
        members.set(params[1]!, new Set());
        send(res, 201, memberView(params[1]!));
        return;
      }
      case 'PUT /guilds/{guild_id}/members/{user_id}/roles/{role_id}':
      case 'DELETE /guilds/{guild_id}/members/{user_id}/roles/{role_id}': {
        if (!inGuild(params[0])) return;
        const limit = takeRoleChange();
        if (!limit.ok) {
          send(
            res,
            429,
            {
              message: 'You are being rate limited.',
              retry_after: Number(limit.headers['retry-after']),
              global: false,
            },
            limit.headers,
          );
          return;
        }
        const [, userId, roleId] = params as [string, string, string];
        const role = roles.get(roleId);
        if (!role) return send(res, 404, errorOf(10011, 'Unknown Role'), limit.headers);
        const bits = botPermissions();
        if (
          !(bits & (PERMISSIONS.MANAGE_ROLES | PERMISSIONS.ADMINISTRATOR)) ||
          role.position >= botTop()
        )
          return send(res, 403, errorOf(50013, 'Missing Permissions'), limit.headers);
        const held = members.get(userId);
        if (!held) return send(res, 404, errorOf(10007, 'Unknown Member'), limit.headers);
        if (method === 'PUT') held.add(roleId);
        else held.delete(roleId);
        standin.roleChanges.push({
          method: method as 'PUT' | 'DELETE',
          userId,
          roleId,
          at: Date.now(),
        });
        send(res, 204, undefined, limit.headers);
        return;
      }
      case 'GET /channels/{channel_id}':
        if (params[0] !== channelId) return fail(404, 10003, 'Unknown Channel');
        send(res, 200, { id: channelId, type: 0, guild_id: guildId, name: 'signals' });
        return;
      case 'POST /channels/{channel_id}/messages': {
        if (params[0] !== channelId) return fail(404, 10003, 'Unknown Channel');
        const b = body as {
          content?: string;
          message_reference?: { message_id: string } | null;
          nonce?: string;
          enforce_nonce?: boolean;
        };
        // enforce_nonce: a repeated nonce answers the message it made, not a new one.
        const again = b.enforce_nonce && b.nonce ? nonces.get(b.nonce) : undefined;
        if (again) {
          send(res, 200, {
            id: again.id,
            channel_id: channelId,
            content: again.content,
            author: bot,
          });
          return;
        }
        const replyTo = b.message_reference?.message_id ?? null;
        if (replyTo !== null && !standin.messages.some((m) => m.id === replyTo))
          return send(res, 400, formError({ 'message_reference.message_id': 'Unknown message' }));
        if (!b.content) return send(res, 400, errorOf(50006, 'Cannot send an empty message'));
        const message: StandinMessage = { id: snowflake(), channelId, content: b.content, replyTo };
        standin.messages.push(message);
        if (b.enforce_nonce && b.nonce) nonces.set(b.nonce, message);
        send(res, 200, {
          id: message.id,
          channel_id: channelId,
          content: message.content,
          author: bot,
          ...(replyTo ? { message_reference: { message_id: replyTo, channel_id: channelId } } : {}),
        });
        return;
      }
    }
    send(res, 404, errorOf(0, '404: Not Found'));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const raw = await readBody(req);
      const method = req.method ?? 'GET';
      const reasonHeader = req.headers['x-audit-log-reason'];
      const call: StandinCall = {
        method,
        path: decodeURIComponent(url.pathname).replace(/^\/api\/v10/, ''),
        body: null,
        status: 0,
        reason: typeof reasonHeader === 'string' ? decodeURIComponent(reasonHeader) : null,
        at: Date.now(),
      };
      try {
        if (url.pathname === '/oauth2/authorize' && method === 'GET') {
          authorizePage(res, url);
        } else if (url.pathname === '/oauth2/authorize' && method === 'POST') {
          approve(res, new URLSearchParams(raw));
        } else if (url.pathname === '/api/oauth2/token' && method === 'POST') {
          const form = new URLSearchParams(raw);
          call.body = Object.fromEntries([...form].filter(([k]) => k !== 'client_secret'));
          token(res, form);
        } else if (url.pathname.startsWith('/api/v10/')) {
          let body: unknown = undefined;
          if (raw) {
            try {
              body = JSON.parse(raw);
            } catch {
              send(res, 400, errorOf(50109, 'The request body contains invalid JSON.'));
              return;
            }
          }
          call.body = body ?? null;
          api(res, method, call.path, body, req.headers.authorization ?? '');
        } else {
          send(res, 404, errorOf(0, '404: Not Found'));
        }
      } finally {
        call.status = res.statusCode;
        standin.calls.push(call);
      }
    })().catch(() => {
      if (!res.headersSent) send(res, 500, errorOf(0, 'stand-in error'));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standin.url = `http://127.0.0.1:${port}`;
  standin.apiUrl = `${standin.url}/api`;
  standin.oauthUrl = `${standin.url}/oauth2/authorize`;
  return standin;
}
