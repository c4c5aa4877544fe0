import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import { errorSchema } from '../../lib/pagination';
import { requirePrincipal } from '../auth';
import { jobsOverviewSchema, retriedJobSchema } from './admin-jobs.schemas';
import type { AdminJobsService } from './admin-jobs.service';

const errors = { 401: errorSchema, 403: errorSchema };

/** Registers /admin/jobs/*: validates, then calls the service. */
export function registerAdminJobRoutes(root: FastifyInstance, jobs: AdminJobsService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/jobs',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Background job queues: depths and recent failures (admin)',
        response: { 200: jobsOverviewSchema, ...errors },
      },
    },
    async () => jobs.overview(),
  );

  app.post(
    '/admin/jobs/periodic/:name/run',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Run a periodic job now on this instance (admin, audited); demo mode: `at` runs it as of another time',
        params: z.object({ name: singleLine(z.string().min(1).max(100)) }),
        body: z.strictObject({ at: z.iso.datetime({ offset: true }).optional() }).nullish(),
        response: {
          200: z.object({
            name: z.string(),
            at: z.string(),
            result: z.record(z.string(), z.unknown()).nullable(),
          }),
          400: errorSchema,
          ...errors,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      jobs.runPeriodic(
        requirePrincipal(request).userId,
        request.params.name,
        request.body?.at ? new Date(request.body.at) : undefined,
        new Date(),
      ),
  );

  app.post(
    '/admin/jobs/:queue/:id/retry',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Retry a failed background job (admin, audited)',
        params: z.object({
          queue: singleLine(z.string().min(1).max(100)),
          id: z.uuid(),
        }),
        response: {
          200: retriedJobSchema,
          400: errorSchema,
          ...errors,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) =>
      jobs.retry(requirePrincipal(request).userId, request.params.queue, request.params.id),
  );
}
