import { Routes, type APIUser } from 'discord-api-types/v10';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plans } from '../../../db/schema';
import { addSetCookie, parseCookies, serializeCookie } from '../../../lib/cookies';
import { HttpError } from '../../../lib/errors';
import { singleLine } from '../../../lib/input-rules';
import { errorSchema } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import * as repo from '../connect.repository';
import { connectLinks } from '../connect.tables';
import type { ConnectControl, ConnectDeps } from '../connect.types';
import type { DiscordInternals, DiscordSetup } from './discord.adapter';
import {
  type DiscordSecrets,
  type DiscordSettings,
  describe,
  discordRest,
  inspect,
} from './discord.client';
import {
  BROWSER_COOKIE,
  newBrowserNonce,
  readState,
  signState,
  STATE_TTL_MS,
} from './discord.state';

/** Where Discord sends the member back (and the only path the link cookie is sent to). */
const CALLBACK_PATH = '/v1/connect/discord/callback';

const snowflake = z
  .string()
  .min(15)
  .max(21)
  .regex(/^[0-9]{15,21}$/, 'must be a Discord id (digits)');
const healthSchema = z
  .object({
    ok: z.boolean(),
    problems: z.array(z.string()),
    bot: z.object({ id: z.string(), username: z.string() }).optional(),
  })
  .meta({ id: 'ConnectHealth' });
const viewSchema = z
  .object({
    configured: z.boolean(),
    enabled: z.boolean(),
    tokenSet: z.boolean(),
    clientId: z.string().nullable(),
    clientSecretSet: z.boolean(),
    guildId: z.string().nullable(),
    channelId: z.string().nullable(),
    roles: z.array(z.object({ planId: z.string(), roleId: z.string() })),
    health: healthSchema.nullable(),
    checkedAt: z.string().nullable(),
  })
  .meta({ id: 'DiscordSettings' });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

const NOT_ENTITLED = 'Connect is for members: renew to join.';
const NOT_SET_UP = 'Discord is not set up yet';

function view(setup: DiscordSetup | null): z.infer<typeof viewSchema> {
  const s = setup?.settings;
  return {
    configured: Boolean(setup?.secrets && s?.guildId),
    enabled: setup?.enabled ?? false,
    tokenSet: Boolean(setup?.secrets?.botToken),
    clientId: s?.clientId || null,
    clientSecretSet: Boolean(setup?.secrets?.clientSecret),
    guildId: s?.guildId || null,
    channelId: s?.channelId || null,
    roles: s?.roles ?? [],
    health: setup?.row.health ?? null,
    checkedAt: setup?.row.checkedAt ? setup.row.checkedAt.toISOString() : null,
  };
}

/**
 * Discord's routes: the owner's settings (checked with Discord before they are saved), the
 * member's OAuth2 link (start, Discord's callback, unlink).
 */
export function registerDiscordRoutes(
  root: FastifyInstance,
  deps: ConnectDeps,
  control: ConnectControl,
  internals: DiscordInternals,
): void {
  const { db, sealer, clock, config } = deps;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const redirectUri = `${deps.appUrl}${CALLBACK_PATH}`;
  const stateSecret = config.jwt.secret;

  app.get(
    '/admin/connect/discord',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'The Discord settings: bot, OAuth2 app, server, channel, the role of each plan (admin)',
        querystring: z.strictObject({}),
        response: { 200: viewSchema, ...errors },
      },
    },
    async () => view(await internals.load()),
  );

  app.put(
    '/admin/connect/discord',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Save the Discord settings after asking Discord that the bot can manage the roles and post (admin)',
        body: z.strictObject({
          botToken: singleLine(z.string().trim().min(20).max(200)).optional(),
          clientId: snowflake,
          clientSecret: singleLine(z.string().trim().min(8).max(200)).optional(),
          guildId: snowflake,
          channelId: snowflake,
          roles: z
            .array(
              z.strictObject({ planId: singleLine(z.string().min(1).max(64)), roleId: snowflake }),
            )
            .max(50),
          enabled: z.boolean(),
        }),
        response: { 200: viewSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const current = await internals.load();
      const botToken = body.botToken ?? current?.secrets?.botToken;
      const clientSecret = body.clientSecret ?? current?.secrets?.clientSecret;
      if (!botToken) throw new HttpError(400, 'Enter the bot token');
      if (!clientSecret) throw new HttpError(400, 'Enter the OAuth2 client secret');
      const planIds = [...new Set(body.roles.map((r) => r.planId))];
      const found =
        planIds.length === 0
          ? []
          : await db
              .select({ id: plans.id, name: plans.name })
              .from(plans)
              .where(inArray(plans.id, planIds));
      const missing = planIds.filter((id) => !found.some((p) => p.id === id));
      if (missing.length > 0) throw new HttpError(400, `No plan has the id ${missing.join(', ')}`);
      if (new Set(body.roles.map((r) => r.planId)).size !== body.roles.length)
        throw new HttpError(400, 'Each plan can have one role');
      const settings: DiscordSettings = {
        clientId: body.clientId,
        guildId: body.guildId,
        channelId: body.channelId,
        roles: body.roles,
      };
      const rest = discordRest(config.connect.discordApiUrl, botToken);
      let health;
      try {
        health = await inspect(rest, settings, new Map(found.map((p) => [p.id, p.name])));
      } catch (error) {
        health = { ok: false, problems: [`Discord could not be asked: ${describe(error)}`] };
      }
      if (!health.ok && body.enabled)
        throw new HttpError(400, `Discord refused the settings: ${health.problems.join('; ')}`);
      const secrets: DiscordSecrets = { botToken, clientSecret };
      await repo.putSettings(
        db,
        'discord',
        {
          enabled: body.enabled,
          settings: { ...settings },
          secret: sealer.seal(JSON.stringify(secrets)),
          health,
        },
        clock(),
      );
      return view(await internals.load());
    },
  );

  app.post(
    '/admin/connect/discord/check',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Ask Discord now whether the bot still has the rights it needs (admin)',
        response: { 200: healthSchema, ...errors },
      },
    },
    async () => internals.check(),
  );

  app.get(
    '/connect/discord/start',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['connect'],
        summary: "Start linking my Discord account: Discord's authorize address, bound to me",
        querystring: z.strictObject({}),
        response: { 200: z.object({ url: z.string() }), 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = requirePrincipal(request);
      if (!(await repo.isEntitled(db, userId, clock()))) throw new HttpError(403, NOT_ENTITLED);
      const setup = await internals.load();
      if (!setup?.enabled || !setup.secrets || !setup.settings.guildId)
        throw new HttpError(409, NOT_SET_UP);
      const browser = newBrowserNonce();
      addSetCookie(
        reply,
        serializeCookie(BROWSER_COOKIE, browser, {
          httpOnly: true,
          // Sent on the top-level navigation back from Discord.
          sameSite: 'Lax',
          secure: request.protocol === 'https',
          path: CALLBACK_PATH,
          maxAge: STATE_TTL_MS / 1000,
        }),
      );
      const q = new URLSearchParams({
        client_id: setup.settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'identify guilds.join',
        state: signState(stateSecret, userId, clock(), browser),
        prompt: 'consent',
      });
      return { url: `${config.connect.discordOAuthUrl}?${q.toString().replace(/\+/g, '%20')}` };
    },
  );

  app.get(
    '/connect/discord/callback',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['connect'],
        summary:
          "Discord's OAuth2 callback: links the member named by the signed state, then back to the Connect page",
        // What Discord's redirect carries (guild_id and permissions come with bot scopes): anything
        // else is refused like on every route.
        querystring: z.strictObject({
          guild_id: z
            .string()
            .regex(/^[0-9]{1,21}$/)
            .optional(),
          permissions: z
            .string()
            .regex(/^[0-9]{1,30}$/)
            .optional(),
          code: singleLine(z.string().max(200)).optional(),
          state: singleLine(z.string().max(500)).optional(),
          error: singleLine(z.string().max(100)).optional(),
          error_description: singleLine(z.string().max(500)).optional(),
        }),
        response: { 302: z.null().describe('To the Connect page'), ...errors },
      },
    },
    async (request, reply) => {
      const back = (query: string) =>
        reply.redirect(`${deps.appUrl}/dashboard/connect?discord=${query}`, 302);
      const fail = (reason: string) => back(`error&reason=${reason}`);
      const { code, state, error } = request.query;
      if (error) return fail('denied');
      if (!code || !state) return fail('invalid');
      // The link cookie is used once, whatever the outcome.
      addSetCookie(
        reply,
        serializeCookie(BROWSER_COOKIE, '', { path: CALLBACK_PATH, maxAge: 0, httpOnly: true }),
      );
      const read = readState(
        stateSecret,
        state,
        clock(),
        parseCookies(request.headers.cookie)[BROWSER_COOKIE],
      );
      if ('error' in read) return fail(read.error);
      const { userId } = read;
      try {
        return back(await link(userId, code));
      } catch (err) {
        request.log.warn({ err }, 'discord link failed');
        await repo.log(db, {
          platform: 'discord',
          userId,
          action: 'link_refused',
          detail: describe(err).slice(0, 300),
          ok: false,
        });
        return fail('discord');
      }
    },
  );

  /** Links `userId` to the Discord account that authorized `code`: `linked` or `error&reason=…`. */
  async function link(userId: string, code: string): Promise<string> {
    const fail = (reason: string) => `error&reason=${reason}`;
    const setup = await internals.load();
    if (!setup?.enabled || !setup.secrets || !setup.settings.guildId) return fail('not_set_up');
    if (!(await repo.isEntitled(db, userId, clock()))) return fail('not_entitled');
    const api = config.connect.discordApiUrl;
    const exchanged = await fetch(`${api}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: setup.settings.clientId,
        client_secret: setup.secrets.clientSecret,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!exchanged.ok) return fail('exchange');
    const { access_token: accessToken } = (await exchanged.json()) as { access_token?: string };
    if (!accessToken) return fail('exchange');
    const meRes = await fetch(`${api}/v10/users/@me`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!meRes.ok) return fail('exchange');
    const me = (await meRes.json()) as APIUser;
    const now = clock();
    const holder = await repo.linkByExternalId(db, 'discord', me.id);
    if (holder && holder.userId !== userId) {
      if (holder.status !== 'ended' || holder.granted) {
        await repo.log(db, {
          platform: 'discord',
          userId,
          action: 'link_refused',
          detail: `Discord account ${me.username} is linked to another member`,
          ok: false,
          at: now,
        });
        return fail('taken');
      }
      // An ended link of someone else frees the account.
      await repo.upsertLink(db, holder.userId, 'discord', { externalId: null }, now);
    }
    const mine = await repo.getLink(db, userId, 'discord');
    if (mine?.externalId && mine.externalId !== me.id && mine.granted)
      await internals.removeRoles(setup, mine.externalId, 'linked another account');
    const rest = internals.rest(setup.secrets.botToken);
    // Adds them to the server when they are not in it (their token's guilds.join).
    await rest.put(Routes.guildMember(setup.settings.guildId, me.id), {
      body: { access_token: accessToken },
    });
    await repo.upsertLink(
      db,
      userId,
      'discord',
      {
        externalId: me.id,
        username: me.username,
        status: 'active',
        granted: false,
        linkedAt: now,
        endedAt: null,
        endedReason: null,
        state: {},
      },
      now,
    );
    await repo.log(db, {
      platform: 'discord',
      userId,
      action: 'linked',
      detail: me.username,
      at: now,
    });
    // The role comes from the access queue at once.
    await control.syncUser(userId, undefined, 'linked');
    return 'linked';
  }

  app.delete(
    '/connect/discord',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['connect'],
        summary: 'Unlink my Discord account: its role is removed',
        response: { 204: z.null(), 502: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = requirePrincipal(request);
      const mine = await repo.getLink(db, userId, 'discord');
      if (mine) {
        const setup = await internals.load();
        if (mine.externalId && setup?.secrets && setup.settings.guildId) {
          try {
            await internals.removeRoles(setup, mine.externalId, 'unlinked by the member');
          } catch (err) {
            request.log.warn({ err }, 'discord unlink failed');
            throw new HttpError(502, 'Discord did not answer: try again in a minute');
          }
        }
        await db
          .delete(connectLinks)
          .where(and(eq(connectLinks.userId, userId), eq(connectLinks.platform, 'discord')));
        await repo.log(db, {
          platform: 'discord',
          userId,
          action: 'unlinked',
          detail: mine.username ?? '',
          at: clock(),
        });
      }
      return reply.code(204).send(null);
    },
  );
}
