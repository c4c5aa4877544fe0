import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, paginated } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import { id, listErrors } from '../shared/schemas';
import { commissionSchema, commissionsQuery, rateBody, rateSchema } from './commissions.schemas';
import type { CommissionsService } from './commissions.service';

/** Registers `GET /affiliates/commissions` and `PATCH /admin/affiliates/:id` (the rate). */
export function registerCommissionRoutes(root: FastifyInstance, commissions: CommissionsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/affiliates/commissions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['affiliates'],
        summary: 'Commissions earned on referred members’ payments',
        querystring: commissionsQuery,
        response: { 200: paginated(commissionSchema), ...listErrors },
      },
    },
    async (request) => commissions.list(requirePrincipal(request).userId, request.query),
  );

  app.patch(
    '/admin/affiliates/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Set (or clear with null) an affiliate’s commission rate override, in percent',
        params: z.object({ id }),
        body: rateBody,
        response: {
          200: rateSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      commissions.setRate(requirePrincipal(request).userId, request.params.id, request.body.rate),
  );
}
