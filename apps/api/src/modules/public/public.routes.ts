import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailField, nameField } from '../../lib/fields';
import { singleLine } from '../../lib/input-rules';
import { errorSchema } from '../../lib/pagination';
import type { PublicService } from './public.service';

/** Registers /public/stats and /contact: validates, then calls the service. */
export function registerPublicRoutes(root: FastifyInstance, service: PublicService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/stats',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Community figures for the landing page',
        response: {
          200: z.object({
            members: z.number().int(),
            membersLabel: z.string(),
            winRate90d: z.number(),
            trades90d: z.number().int(),
          }),
        },
      },
    },
    async () => service.stats(),
  );

  app.post(
    '/contact',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['public'],
        summary: 'Send a message to the team',
        body: z.strictObject({
          name: nameField,
          email: emailField,
          subject: singleLine(z.string().trim().min(1).max(200)),
          message: z.string().trim().min(1).max(5000),
        }),
        response: {
          202: z.object({ status: z.literal('received') }),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await service.contact(request.body, request.ip);
      return reply.code(202).send({ status: 'received' as const });
    },
  );
}
