import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../../lib/input-rules';
import { errorSchema } from '../../../lib/pagination';
import { noContent } from '../../../lib/replies';
import { requirePrincipal } from '../../auth';
import type { PushService } from './push.service';

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url');

/** A browser or phone that receives my phone alerts. */
export const pushDeviceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    lastPushAt: z.string().nullable(),
  })
  .meta({ id: 'PushDevice' });

/** The browser's `PushSubscription` (its `toJSON()`), with a name for the device list. */
export const pushSubscriptionSchema = z
  .strictObject({
    endpoint: singleLine(z.string().url().max(2048)).describe(
      'the push service URL of this subscription',
    ),
    keys: z.strictObject({
      p256dh: base64url.min(80).max(100),
      auth: base64url.min(16).max(32),
    }),
    name: singleLine(z.string().trim().min(1).max(80)).describe('"Chrome on Android"'),
  })
  .meta({ id: 'PushSubscriptionInput' });

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Registers /notifications/push/*. */
export function registerPushRoutes(root: FastifyInstance, push: PushService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications/push/key',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'The server’s VAPID public key (the applicationServerKey of a subscription)',
        querystring: z.strictObject({}),
        response: { 200: z.object({ publicKey: z.string() }), ...errors },
      },
    },
    async () => ({ publicKey: push.publicKey }),
  );

  app.get(
    '/notifications/push/devices',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'My devices that receive phone alerts',
        querystring: z.strictObject({}),
        response: { 200: z.object({ items: z.array(pushDeviceSchema) }), ...errors },
      },
    },
    async (request) => ({ items: await push.devices(requirePrincipal(request).userId) }),
  );

  app.post(
    '/notifications/push/devices',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary:
          'Turn phone alerts on for this browser: store its push subscription (again: refreshes it)',
        body: pushSubscriptionSchema,
        response: { 200: pushDeviceSchema, ...errors },
      },
    },
    async (request) => push.register(requirePrincipal(request).userId, request.body, new Date()),
  );

  app.delete(
    '/notifications/push/devices/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Stop phone alerts on one of my devices',
        params: z.object({ id: singleLine(z.string().min(1).max(64)) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      noContent(reply, push.remove(requirePrincipal(request).userId, request.params.id)),
  );

  app.post(
    '/notifications/push/devices/:id/test',
    {
      config: { auth: 'user', rateLimit: 'strict' },
      schema: {
        tags: ['notifications'],
        summary: 'Send a test alert to one of my devices',
        params: z.object({ id: singleLine(z.string().min(1).max(64)) }),
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.sendTest(requirePrincipal(request).userId, request.params.id, new Date());
      return reply.code(202).send(null);
    },
  );
}
