import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errorSchema } from '../../lib/pagination';
import type { HealthService } from './health.service';

/** Registers /healthz (liveness) and /readyz (database reachable). */
export function registerHealthRoutes(root: FastifyInstance, health: HealthService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: errorSchema,
        },
      },
    },
    async (request) => {
      try {
        await health.ready();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        throw new HttpError(503, 'Service unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
}
