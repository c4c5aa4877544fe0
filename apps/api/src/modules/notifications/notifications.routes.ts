import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { singleLine } from '../../lib/input-rules';
import { errorSchema, paginated, pagedQuery, toPage } from '../../lib/pagination';
import { bearerToken, requirePrincipal } from '../auth';
import type { NotificationHub } from './notifications.hub';
import type { UnsubscribeTokens } from './notifications.mail';
import type { NotificationsService } from './notifications.service';
import { marketClasses, notificationChannels, notificationTypes } from './notifications.tables';
import { ALERT_LANGUAGES } from '@finfree/core';
import { noContent } from '../../lib/replies';

/** One alert about a trade event; `data` is empty when `full` is false (non-members). */
export const notificationSchema = z
  .object({
    id: z.string(),
    seq: z.number().int(),
    type: z.enum(notificationTypes),
    tradeId: z.string(),
    symbol: z.string(),
    side: z.enum(['buy', 'sell']),
    status: z.string(),
    full: z.boolean(),
    data: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });

const choice = z.strictObject(
  Object.fromEntries(notificationChannels.map((c) => [c, z.boolean()])) as Record<
    (typeof notificationChannels)[number],
    z.ZodBoolean
  >,
);
const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM (00:00 to 23:59)')
  .describe('HH:MM, 24-hour clock');

/** An IANA time zone this server knows ("Europe/London"). */
const timeZone = singleLine(z.string().min(1).max(64))
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'an IANA time zone, such as Europe/London')
  .describe('IANA time zone');

/** Which markets reach the member, on every channel. */
export const marketFilterSchema = z
  .strictObject({
    mode: z
      .enum(['all', 'only', 'mute'])
      .describe('all markets; only the listed classes and symbols; or all but them'),
    assetClasses: z.array(z.enum(marketClasses)).max(marketClasses.length),
    symbols: z
      .array(
        z
          .string()
          .trim()
          .min(2)
          .max(20)
          .regex(/^[A-Za-z0-9._/-]+$/, 'letters, digits and . _ / -')
          .toUpperCase(),
      )
      .max(50),
  })
  .meta({ id: 'MarketFilter' });

/** Quiet hours: phone and e-mail alerts are held from `from` to `to`, then sent as one digest. */
export const quietHoursSchema = z
  .strictObject({
    from: hhmm,
    to: hhmm,
    timeZone,
    allow: z
      .array(z.enum(notificationTypes))
      .max(notificationTypes.length)
      .describe('event types let through during quiet hours'),
  })
  .refine((q) => q.from !== q.to, { message: 'from and to must differ', path: ['to'] })
  .meta({ id: 'QuietHours' });

/** Channels per event type, e-mail per event or as a digest, markets, quiet hours, language. */
export const preferencesSchema = z
  .strictObject({
    channels: z.strictObject(
      Object.fromEntries(notificationTypes.map((t) => [t, choice])) as Record<
        (typeof notificationTypes)[number],
        typeof choice
      >,
    ),
    emailMode: z.enum(['alert', 'digest']),
    markets: marketFilterSchema,
    quiet: quietHoursSchema.nullable(),
    language: z.enum(ALERT_LANGUAGES).describe('the language alerts are written in'),
  })
  .meta({ id: 'NotificationPreferences' });

/** What a save sends: channels and e-mail mode always; the rest kept as stored when absent. */
export const preferencesUpdateSchema = preferencesSchema
  .partial({ markets: true, quiet: true, language: true })
  .meta({ id: 'NotificationPreferencesUpdate' });

/** One snoozed trade: no phone or e-mail alert of it until `until`, or until it closes (null). */
export const snoozeSchema = z
  .object({
    tradeId: z.string(),
    until: z.string().nullable().describe('ISO time; null: until the trade closes'),
  })
  .meta({ id: 'TradeSnooze' });

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParams = z.object({ id: singleLine(z.string().min(1).max(64)) });
const eventId = z.string().regex(/^\d{1,15}$/);

/** What the routes need. */
export interface NotificationRoutesDeps {
  service: NotificationsService;
  hub: NotificationHub;
  unsubscribeTokens: UnsubscribeTokens;
}

/** Registers /notifications/*. */
export function registerNotificationRoutes(
  root: FastifyInstance,
  { service, hub, unsubscribeTokens }: NotificationRoutesDeps,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, with the unread count',
        querystring: pagedQuery(),
        response: {
          200: paginated(notificationSchema).extend({ unread: z.number().int() }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { limit, page } = request.query;
      const { rows, total, unread } = await service.list(
        requirePrincipal(request).userId,
        limit,
        page,
      );
      return { ...toPage(rows, page, limit, total), unread };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary:
          'How many of my notifications are unread, and the `seq` a live stream opened later resumes from',
        querystring: z.strictObject({}),
        response: {
          200: z.object({
            count: z.number().int(),
            seq: z.number().int().describe('the newest alert event when counted; 0 without any'),
          }),
          ...errors,
        },
      },
    },
    async (request) => service.unreadCount(requirePrincipal(request).userId),
  );

  app.post(
    '/notifications/:id/read',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      noContent(
        reply,
        service.markRead(requirePrincipal(request).userId, request.params.id, new Date()),
      ),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      noContent(reply, service.markAllRead(requirePrincipal(request).userId, new Date())),
  );

  app.get(
    '/notifications/stream',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary:
          'Live events (text/event-stream): `notification` (id = seq), `trade` (a trade changed), `resync`; resumes after `Last-Event-ID`',
        headers: z.object({ 'last-event-id': eventId.optional() }).loose(),
        querystring: z.strictObject({ lastEventId: eventId.optional() }),
        response: {
          200: z.string().describe('A text/event-stream that stays open; heartbeats as comments'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      // The guard has verified the token: this reads its expiry, which ends the stream.
      const { exp } = await root.ctx.tokens.verifyAccess(bearerToken(request) ?? '');
      const last = request.headers['last-event-id'] ?? request.query.lastEventId;
      const id = await hub.admit(principal.userId, principal.sessionId);
      if (id === null) {
        reply.header('retry-after', String(Math.ceil(hub.staleMs / 1000)));
        throw new HttpError(
          429,
          `Too many open alert streams: at most ${hub.perUser} per account. Close one in another tab or device, or try again later.`,
        );
      }
      reply.hijack();
      // The hook-set headers (CORS, security) are carried over to the raw response.
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === 'string') headers[key] = value;
      }
      await hub.open(
        id,
        principal.userId,
        principal.sessionId,
        principal.isMember,
        reply.raw,
        last ? Number(last) : null,
        headers,
        exp * 1000,
      );
    },
  );

  app.get(
    '/notifications/preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'My alert choices per event type and channel',
        querystring: z.strictObject({}),
        response: { 200: preferencesSchema, ...errors },
      },
    },
    async (request) => service.preferences(requirePrincipal(request).userId, new Date()),
  );

  app.put(
    '/notifications/preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Save my alert choices',
        body: preferencesUpdateSchema,
        response: { 200: preferencesSchema, ...errors },
      },
    },
    async (request) =>
      service.savePreferences(requirePrincipal(request).userId, request.body, new Date()),
  );

  app.get(
    '/notifications/snoozes',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'The trades I snoozed (those still in effect)',
        querystring: z.strictObject({}),
        response: { 200: z.object({ items: z.array(snoozeSchema) }), ...errors },
      },
    },
    async (request) => ({
      items: await service.snoozes(requirePrincipal(request).userId, new Date()),
    }),
  );

  app.put(
    '/notifications/snoozes/:tradeId',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Snooze a trade: no phone or e-mail alert of it for 1 h, 4 h or until it closes',
        params: z.object({ tradeId: singleLine(z.string().min(1).max(64)) }),
        body: z.strictObject({ for: z.enum(['1h', '4h', 'close']) }),
        response: { 200: snoozeSchema, ...errors },
      },
    },
    async (request) =>
      service.snooze(
        requirePrincipal(request).userId,
        request.params.tradeId,
        request.body.for,
        new Date(),
      ),
  );

  app.delete(
    '/notifications/snoozes/:tradeId',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'End a trade’s snooze',
        params: z.object({ tradeId: singleLine(z.string().min(1).max(64)) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      noContent(reply, service.unsnooze(requirePrincipal(request).userId, request.params.tradeId)),
  );

  app.post(
    '/notifications/unsubscribe',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['notifications'],
        summary: 'Stop every e-mail alert, from the signed link of an alert (no sign-in)',
        body: z.strictObject({ token: singleLine(z.string().min(1).max(300)) }),
        response: { 204: z.null(), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const userId = unsubscribeTokens.verify(request.body.token);
      if (!userId) throw new HttpError(400, 'Invalid or expired link');
      await service.unsubscribeEmail(userId, new Date());
      return reply.code(204).send(null);
    },
  );
}
