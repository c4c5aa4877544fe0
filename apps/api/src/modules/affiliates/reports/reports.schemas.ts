import { z } from 'zod';
import { pagedQuery } from '../../../lib/pagination';
import { balanceSchema } from '../withdrawals/withdrawals.schemas';
import { id, personSchema } from '../shared/schemas';

/** `GET /affiliates/me`: referral link, terms, funnel and earnings. */
export const summarySchema = z
  .object({
    referralCode: z.string(),
    referralLink: z.string(),
    commission: z.object({ rate: z.number(), recurring: z.boolean(), months: z.number().int() }),
    stats: z.object({
      clicks: z.number().int(),
      signups: z.number().int(),
      conversions: z.number().int(),
      activeReferrals: z.number().int(),
    }),
    earnings: z.object({
      pending: z.number().int(),
      available: z.number().int(),
      paid: z.number().int(),
      lifetime: z.number().int(),
    }),
    currency: z.string(),
  })
  .meta({ id: 'AffiliateSummary' });

/** `GET /admin/affiliates/:id`: a member's summary, balance and commission terms. */
export const adminAffiliateSchema = z.object({
  userId: z.string(),
  rate: z.number(),
  custom: z.boolean(),
  summary: summarySchema,
  balance: balanceSchema,
});

/** `GET /admin/payouts/summary`: counts and totals of the payouts queue. */
export const payoutsSummarySchema = z.object({
  currency: z.string(),
  pending: z.object({ count: z.number().int(), amount: z.number().int() }),
  approved: z.object({ count: z.number().int(), amount: z.number().int() }),
});

/** One admin audit-log entry. */
export const auditSchema = z
  .object({
    id: z.string(),
    actor: personSchema,
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditLogEntry' });

/** `GET /admin/audit-log` query. */
export const auditQuery = pagedQuery({
  actorId: id.optional(),
  /** An exact action (`trade.closed`) or a family (`trade`). */
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_]+)?$/)
    .max(64)
    .optional(),
});
