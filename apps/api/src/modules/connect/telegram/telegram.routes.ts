import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../lib/errors';
import { TEXT_PATTERN } from '../../../lib/input-rules';
import { errorSchema } from '../../../lib/pagination';
import { noContent } from '../../../lib/replies';
import { requirePrincipal } from '../../auth';
import type { ConnectHealth } from '../connect.tables';
import type { TelegramSettingsView } from './telegram.adapter';

/** What the routes call. */
export interface TelegramRoutesDeps {
  settings: {
    read(): Promise<TelegramSettingsView>;
    save(input: {
      botToken?: string | undefined;
      chatId: string;
      enabled: boolean;
    }): Promise<TelegramSettingsView>;
  };
  check(): Promise<ConnectHealth>;
  members: {
    invite(userId: string): Promise<{ link: string; expiresAt: string }>;
    disconnect(userId: string): Promise<void>;
  };
  updates: { receive(secretHeader: string | undefined, body: string): Promise<boolean> };
}

const healthSchema = z
  .object({
    ok: z.boolean(),
    problems: z.array(z.string()),
    bot: z.object({ id: z.string(), username: z.string() }).optional(),
  })
  .meta({ id: 'TelegramHealth' });

const settingsSchema = z
  .object({
    configured: z.boolean(),
    enabled: z.boolean(),
    tokenSet: z.boolean(),
    chatId: z.string().nullable(),
    botUsername: z.string().nullable(),
    health: healthSchema.nullable(),
    checkedAt: z.string().nullable(),
  })
  .meta({ id: 'TelegramSettings' });

const settingsInput = z.strictObject({
  botToken: z
    .string()
    .min(20)
    .max(120)
    .regex(/^[0-9A-Za-z:_-]+$/, 'a bot token from @BotFather (123456:ABC…)')
    .optional()
    .describe('the bot token from @BotFather; absent: keep the saved one'),
  chatId: z
    .string()
    .max(40)
    .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/, 'a chat id (-100…) or @channelname')
    .describe('the members’ channel or group: its id (-100…) or @username'),
  enabled: z.boolean(),
});

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Registers the member, owner and webhook routes of Telegram. */
export async function registerTelegramRoutes(
  root: FastifyInstance,
  deps: TelegramRoutesDeps,
): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/connect/telegram',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'The Telegram settings: the bot (never its token), the chat, the last check (admin)',
        querystring: z.strictObject({}),
        response: { 200: settingsSchema, ...errors },
      },
    },
    async () => deps.settings.read(),
  );

  app.put(
    '/admin/connect/telegram',
    {
      config: { auth: 'admin', rateLimit: 'strict' },
      schema: {
        tags: ['admin'],
        summary:
          'Save the Telegram settings: checked with Telegram (the token, the chat, the bot’s rights) and the bot’s webhook set (admin)',
        body: settingsInput,
        response: { 200: settingsSchema, ...errors },
      },
    },
    async (request) => deps.settings.save(request.body),
  );

  app.post(
    '/admin/connect/telegram/check',
    {
      config: { auth: 'admin', rateLimit: 'strict' },
      schema: {
        tags: ['admin'],
        summary: 'Ask Telegram whether the bot still has the rights it needs (admin)',
        response: { 200: healthSchema, ...errors },
      },
    },
    async () => deps.check(),
  );

  app.post(
    '/connect/telegram/invite',
    {
      config: { auth: 'user', rateLimit: 'strict' },
      schema: {
        tags: ['connect'],
        summary:
          'A new invite link to the members’ channel: single use, mine only, for an hour (an unused older one is revoked)',
        response: {
          200: z.object({ link: z.string(), expiresAt: z.string() }),
          ...errors,
          409: errorSchema,
        },
      },
    },
    async (request) => deps.members.invite(requirePrincipal(request).userId),
  );

  app.delete(
    '/connect/telegram',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['connect'],
        summary: 'Leave the members’ channel: removes me from it and ends my Telegram link',
        response: { 204: z.null(), ...errors, 409: errorSchema },
      },
    },
    async (request, reply) =>
      noContent(reply, deps.members.disconnect(requirePrincipal(request).userId)),
  );

  await root.register(async (scope) => {
    // The update is read as sent: it may hold any text members write to the bot.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/connect/telegram/updates',
      {
        config: { auth: 'public', rawBody: true },
        schema: {
          tags: ['connect'],
          summary:
            'The bot’s webhook: Telegram’s updates (joins, /start, the bot’s rights), with the secret header set at saving',
          headers: z.object({
            'x-telegram-bot-api-secret-token': z.string().max(256).optional(),
          }),
          // JSON text: control characters in it are escaped, so the input rule holds as written.
          body: z
            .string()
            .max(1024 * 1024)
            .regex(new RegExp(TEXT_PATTERN, 'u')),
          response: { 200: z.object({ ok: z.literal(true) }), 400: errorSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const ok = await deps.updates.receive(
          request.headers['x-telegram-bot-api-secret-token'],
          request.body,
        );
        if (!ok) throw new HttpError(401, 'Not from Telegram');
        return { ok: true as const };
      },
    );
  });
}
