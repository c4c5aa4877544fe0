import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, paginated } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import { id } from '../shared/schemas';
import {
  adminAffiliateSchema,
  auditQuery,
  auditSchema,
  payoutsSummarySchema,
  summarySchema,
} from './reports.schemas';
import type { ReportsService } from './reports.service';

/**
 * Registers `GET /affiliates/me`, `GET /admin/affiliates/:id`, `GET /admin/payouts/summary`
 * and `GET /admin/audit-log`.
 */
export function registerReportRoutes(root: FastifyInstance, reports: ReportsService) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/affiliates/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['affiliates'],
        summary: 'Referral link, terms, funnel and earnings',
        response: { 200: summarySchema, 401: errorSchema },
      },
    },
    async (request) => reports.summary(requirePrincipal(request).userId),
  );

  app.get(
    '/admin/audit-log',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'What admins changed (newest first), filterable by actor and action',
        querystring: auditQuery,
        response: {
          200: paginated(auditSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => reports.auditLog(request.query),
  );

  app.get(
    '/admin/affiliates/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'A member’s affiliate summary and commission terms (admin)',
        params: z.object({ id }),
        response: {
          200: adminAffiliateSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => reports.adminAffiliate(request.params.id),
  );

  app.get(
    '/admin/payouts/summary',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Counts and totals of pending and approved withdrawals (admin)',
        response: { 200: payoutsSummarySchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => reports.payoutsSummary(),
  );
}
