import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import { errorSchema, paginated, pagedQuery, sortByQuery } from '../../lib/pagination';
import { chooseLanguage, LANGUAGE_HEADERS, PAGE_LANGUAGES } from '../../lib/page-language';
import { requirePrincipal } from '../auth';
import {
  languageQuery,
  newPlanSchema,
  planChangesSchema,
  planFeatureSchema,
  planSchema,
} from './plans.schemas';
import type { PlansService } from './plans.service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const idParams = z.object({ id: singleLine(z.string().min(1).max(64)) });

/** Registers /plans/*: validates, then calls the service. */
export function registerPlanRoutes(root: FastifyInstance, plans: PlansService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Features are labelled in the language the address names, else the cookie's, else the
  // browser's: the answer varies on those headers.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('vary', [reply.getHeader('vary'), ...LANGUAGE_HEADERS].filter(Boolean).join(', '));
  });
  const language = (request: { headers: Parameters<typeof chooseLanguage>[0]; url: string }) =>
    chooseLanguage(request.headers, PAGE_LANGUAGES, request.url);
  const viewer = (request: {
    principal: { role: string } | null;
    headers: Parameters<typeof chooseLanguage>[0];
    url: string;
  }) => ({ isAdmin: request.principal?.role === 'admin', language: language(request) });
  const actor = (
    request: Parameters<typeof requirePrincipal>[0] & Parameters<typeof language>[0],
  ) => ({
    userId: requirePrincipal(request).userId,
    language: language(request),
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
          lang: languageQuery,
        }),
        response: { 200: paginated(planSchema), 400: errorSchema },
      },
    },
    async (request) => plans.list(viewer(request), request.query),
  );

  app.get(
    '/plans/features',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['plans'],
        summary:
          'The features a plan can promise (admin): each one’s screen and whether plans list it now',
        querystring: z.strictObject({ lang: languageQuery }),
        response: { 200: z.array(planFeatureSchema), ...errors },
      },
    },
    async (request) => plans.features(viewer(request)),
  );

  app.get(
    '/plans/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['plans'],
        summary: 'One plan',
        params: idParams,
        querystring: z.strictObject({ lang: languageQuery }),
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
      const plan = await plans.create(actor(request), request.body);
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
    async (request) => plans.update(actor(request), request.params.id, request.body),
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
    async (request) => plans.archive(actor(request), request.params.id),
  );
}
