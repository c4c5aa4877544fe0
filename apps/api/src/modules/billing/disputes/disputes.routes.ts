import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/errors';
import { singleLine } from '../../../lib/input-rules';
import { errorSchema, paginated, pagedQuery, toPage } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import type { DisputeRow, DisputesRepository } from './disputes.repository';
import type { DisputesService } from './disputes.service';

const id = singleLine(z.string().min(1).max(64));
const errors = { 401: errorSchema, 403: errorSchema };

/** A dispute (chargeback) as the admin sees it. */
export const disputeSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    amount: z.number().int().describe('Disputed amount (minor units)'),
    currency: z.string(),
    reason: z.string().describe('The bank’s reason (`fraudulent`, `product_not_received`, …)'),
    status: z
      .string()
      .describe('`needs_response`, `under_review`, `won`, `lost`, `warning_*`, `prevented`'),
    evidenceDueBy: z.string().nullable(),
    accessEndedAt: z.string().nullable(),
    accessRestoredAt: z.string().nullable(),
    closedAt: z.string().nullable(),
    createdAt: z.string(),
    timeline: z.array(
      z.object({
        at: z.string(),
        type: z
          .string()
          .describe('`created`, `updated`, `closed`, `funds_reinstated`, `access_restored`'),
        status: z.string().optional(),
        actorId: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'Dispute' });

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Dispute row and its member → API shape. */
export const toDispute = (r: { dispute: DisputeRow; email: string; name: string }) => ({
  id: r.dispute.id,
  orderId: r.dispute.orderId,
  user: { id: r.dispute.userId, email: r.email, name: r.name },
  amount: r.dispute.amount,
  currency: r.dispute.currency,
  reason: r.dispute.reason,
  status: r.dispute.status,
  evidenceDueBy: iso(r.dispute.evidenceDueBy),
  accessEndedAt: iso(r.dispute.accessEndedAt),
  accessRestoredAt: iso(r.dispute.accessRestoredAt),
  closedAt: iso(r.dispute.closedAt),
  createdAt: r.dispute.createdAt.toISOString(),
  timeline: r.dispute.timeline,
});

/** Registers /admin/disputes (admin). */
export function registerDisputeRoutes(
  root: FastifyInstance,
  service: DisputesService,
  repo: DisputesRepository,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/disputes',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Disputed payments (chargebacks), newest first (admin)',
        querystring: pagedQuery({
          status: singleLine(z.string().min(1).max(40)).optional(),
          userId: id.optional(),
        }),
        response: { 200: paginated(disputeSchema), 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      const { limit, page, status, userId } = request.query;
      const { rows, total } = await repo.page({ limit, page, status, userId });
      return toPage(rows.map(toDispute), page, limit, total);
    },
  );

  app.get(
    '/admin/disputes/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'One dispute with its timeline (admin)',
        params: z.object({ id }),
        response: { 200: disputeSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => {
      const row = await repo.withMember(request.params.id);
      if (!row) throw notFound('Dispute not found');
      return toDispute(row);
    },
  );

  app.post(
    '/admin/disputes/:id/restore-access',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Give a member whose dispute was won their access back (admin, audited)',
        params: z.object({ id }),
        response: { 200: disputeSchema, ...errors, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const me = requirePrincipal(request);
      await service.restoreAccess(me.userId, request.params.id);
      const row = await repo.withMember(request.params.id);
      if (!row) throw new Error('dispute vanished');
      return toDispute(row);
    },
  );
}
