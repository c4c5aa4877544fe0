import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { singleLine } from '../../../lib/input-rules';
import { errorSchema } from '../../../lib/pagination';
import type { RenewalsService } from './renewals.service';

/**
 * Demo mode with the sandbox only: an admin ends a subscription's period now and renews it at
 * once — what happens at a renewal (a decline, a bank confirmation) without waiting a month.
 * With a real provider or outside demo mode it answers 404.
 */
export function registerDemoClockRoutes(
  root: FastifyInstance,
  renewals: RenewalsService,
  db: Db,
  enabled: boolean,
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/admin/subscriptions/:id/simulate-renewal',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Demo mode with the sandbox only: end a subscription’s period now and renew it (admin)',
        params: z.object({ id: singleLine(z.string().min(1).max(64)) }),
        response: {
          200: z.object({
            renewed: z.number().int(),
            failed: z.number().int(),
            canceled: z.number().int(),
            awaitingConfirmation: z.number().int(),
          }),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      if (!enabled) throw notFound('Only in demo mode with the sandbox provider');
      const now = new Date();
      const moved = await db
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(now.getTime() - 1000), renewalClaimedUntil: null })
        .where(eq(subscriptions.id, request.params.id))
        .returning({ id: subscriptions.id });
      if (!moved.length) throw notFound('Subscription not found');
      return renewals.run({ now });
    },
  );
}
