import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import { errorSchema, paginated, pagedQuery, sortByQuery } from '../../lib/pagination';
import { requirePrincipal } from '../auth';
import { newPlanSchema, planChangesSchema, planSchema } from './plans.schemas';
import type { PlansService } from './plans.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParams = z.object({ id: singleLine(z.string().min(1).max(64)) });

/** Registers /plans/*: validates, then calls the service. */
export function registerPlanRoutes(root: FastifyInstance, plans: PlansService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const viewer = (request: { principal: { role: string } | null }) => ({
    isAdmin: request.principal?.role === 'admin',
  });

  app.get(
    '/plans',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['plans'],
        summary: 'List plans (admins also see archived ones)',
        querystring: pagedQuery({
          interval: z.enum(['month', 'year']).optional(),
          sortBy: sortByQuery(['sortOrder', 'amount', 'name']),
        }),
        response: { 200: paginated(planSchema), 400: errorSchema },
      },
    },
    async (request) => plans.list(viewer(request), request.query),
  );

  app.get(
    '/plans/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['plans'],
        summary: 'One plan',
        params: idParams,
        response: { 200: planSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => plans.get(viewer(request), request.params.id),
  );

  app.post(
    '/plans',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['plans'],
        summary: 'Create a plan (admin)',
        body: newPlanSchema,
        response: { 201: planSchema, 409: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const plan = await plans.create(requirePrincipal(request).userId, request.body);
      return reply.code(201).send(plan);
    },
  );

  app.patch(
    '/plans/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['plans'],
        summary: 'Update a plan (admin)',
        params: idParams,
        body: planChangesSchema,
        response: { 200: planSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) =>
      plans.update(requirePrincipal(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/plans/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['plans'],
        summary: 'Archive a plan (admin); existing subscribers keep it',
        params: idParams,
        response: { 200: planSchema, ...errors },
      },
    },
    async (request) => plans.archive(requirePrincipal(request).userId, request.params.id),
  );
}
