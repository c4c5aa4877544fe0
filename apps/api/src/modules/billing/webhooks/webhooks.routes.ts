import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../lib/pagination';
import type { WebhooksService } from './webhooks.service';

/** Registers POST /webhooks/payments (raw body, signature checked before parsing). */
export async function registerWebhookRoutes(
  root: FastifyInstance,
  webhooks: WebhooksService,
  signatureHeader: string,
) {
  await root.register(async (scope) => {
    // Keep the exact bytes: the signature covers the raw body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
      done(null, body);
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/webhooks/payments',
      {
        config: { auth: 'public', rawBody: true },
        schema: {
          tags: ['webhooks'],
          summary:
            'Payment provider events, signed `t=…,v1=…` (HMAC-SHA256 of `t.rawBody`): `finfree-signature` from the sandbox, `stripe-signature` from Stripe',
          headers: z.object({
            'finfree-signature': z.string().max(1000).optional(),
            'stripe-signature': z.string().max(1000).optional(),
          }),
          body: z.string().max(64 * 1024),
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            400: errorSchema,
          },
        },
      },
      async (request) => {
        const { duplicate } = await webhooks.receive(
          request.body,
          request.headers[signatureHeader] as string | undefined,
        );
        return { received: true as const, duplicate };
      },
    );
  });
}
