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
import { notificationChannels, notificationTypes } from './notifications.tables';
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
/** Channels per event type, and e-mail per event or as a digest. */
export const preferencesSchema = z
  .strictObject({
    channels: z.strictObject(
      Object.fromEntries(notificationTypes.map((t) => [t, choice])) as Record<
        (typeof notificationTypes)[number],
        typeof choice
      >,
    ),
    emailMode: z.enum(['alert', 'digest']),
  })
  .meta({ id: 'NotificationPreferences' });

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
        summary: 'How many of my notifications are unread',
        querystring: z.strictObject({}),
        response: { 200: z.object({ count: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ count: await service.unreadCount(requirePrincipal(request).userId) }),
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
        body: preferencesSchema,
        response: { 200: preferencesSchema, ...errors },
      },
    },
    async (request) =>
      service.savePreferences(requirePrincipal(request).userId, request.body, new Date()),
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
