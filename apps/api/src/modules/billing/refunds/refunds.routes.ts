import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { idempotent } from '../../../lib/idempotency';
import { singleLine } from '../../../lib/input-rules';
import { errorSchema } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import { idempotencyHeaders, moneyErrors, orderSchema, toOrder } from '../shared';
import type { OrderRefundRow, RefundsService } from './refunds.service';

const id = singleLine(z.string().min(1).max(64));

/** A refund an admin issued on an order. */
export const orderRefundSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    reason: z.string(),
    access: z.enum(['keep', 'end']),
    status: z.enum(['pending', 'succeeded', 'failed']),
    createdAt: z.string(),
  })
  .meta({ id: 'OrderRefund' });

const toRefund = (r: OrderRefundRow) => ({
  id: r.id,
  orderId: r.orderId,
  amount: r.amount,
  currency: r.currency,
  reason: r.reason,
  access: r.access,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** Registers /admin/orders/:id/refunds (admin). */
export function registerRefundRoutes(root: FastifyInstance, refunds: RefundsService, db: Db) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/orders/:id/refunds',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Refunds admins issued on an order, newest first (admin)',
        params: z.object({ id }),
        response: { 200: z.array(orderRefundSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => (await refunds.refundsOf(request.params.id)).map(toRefund),
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Refund (part of) a paid order with a reason; keep the member’s access to the period end or end it now (admin, audited)',
        headers: idempotencyHeaders,
        params: z.object({ id }),
        body: z.strictObject({
          amount: z.number().int().min(1).optional().describe('Minor units; default: all left'),
          reason: singleLine(z.string().trim().min(3).max(500)),
          access: z.enum(['keep', 'end']),
        }),
        response: {
          201: z.object({ order: orderSchema, refund: orderRefundSchema }),
          502: errorSchema,
          ...moneyErrors,
        },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      return idempotent(db, me.userId, request, reply, async () => {
        const { order, refund } = await refunds.refundByAdmin(
          me.userId,
          request.params.id,
          request.body,
        );
        return { status: 201, body: { order: toOrder(order), refund: toRefund(refund) } };
      });
    },
  );
}
