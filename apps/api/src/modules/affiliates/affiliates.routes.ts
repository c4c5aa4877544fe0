import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { singleLine } from '../../lib/input-rules';
import { idempotent } from '../../lib/idempotency';
import { errorSchema, paginated, paginationQuery, sortByQuery } from '../../lib/pagination';
import { requirePrincipal } from '../auth/guard';
import { idempotencyHeaders, moneyErrors } from '../billing/shared';
import type { AffiliatesService } from './affiliates.service';
import { REF_COOKIE, REF_COOKIE_DOC, REF_COOKIE_PATH, referralSetCookie } from './referral-cookie';

const id = singleLine(z.string().min(1).max(64));
const withdrawalStatuses = [
  'pending',
  'approved',
  'rejected',
  'paid',
  'failed',
  'cancelled',
] as const;
const commissionStatuses = ['pending', 'available', 'paid', 'reversed'] as const;
const withdrawalMethods = ['bank_transfer', 'paypal', 'usdt'] as const;
const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** `GET /payments/balance`: affiliate earnings in minor units. */
export const balanceSchema = z
  .object({
    currency: z.string(),
    pending: z.number().int(),
    available: z.number().int(),
    paid: z.number().int(),
    minimumWithdrawal: z.number().int(),
    holdDays: z.number().int(),
  })
  .meta({ id: 'Balance' });

/** A withdrawal request (`user` in admin lists). */
export const withdrawalSchema = z
  .object({
    id: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    method: z.enum(withdrawalMethods),
    destination: z.string(),
    status: z.enum(withdrawalStatuses),
    note: z.string().nullable(),
    payoutId: z.string().nullable().describe('The provider’s payout id once paid'),
    createdAt: z.string(),
    updatedAt: z.string(),
    user: personSchema.optional(),
  })
  .meta({ id: 'Withdrawal' });

const summarySchema = z
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

const referralSchema = z
  .object({
    id: z.string(),
    initials: z.string(),
    status: z.enum(['signed_up', 'active', 'churned']),
    createdAt: z.string(),
    convertedAt: z.string().nullable(),
  })
  .meta({ id: 'Referral' });

const commissionSchema = z
  .object({
    id: z.string(),
    amount: z.number().int(),
    paidAmount: z
      .number()
      .int()
      .describe(
        'Covered by paid withdrawals (oldest commission first); `paid` once it reaches the net amount',
      ),
    reversedAmount: z
      .number()
      .int()
      .describe('Clawed back by (partial) refunds; net amount = amount − reversedAmount'),
    currency: z.string(),
    status: z.enum(commissionStatuses),
    rate: z.number(),
    orderAmount: z.number().int(),
    referralInitials: z.string(),
    availableAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'Commission' });

const auditSchema = z
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

const listErrors = { 400: errorSchema, 401: errorSchema };

/** Registers /affiliates, the balance and withdrawals under /payments, and /admin/audit-log. */
export function registerAffiliateRoutes(root: FastifyInstance, affiliates: AffiliatesService) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/affiliates/clicks',
    {
      config: { auth: 'public', rateLimit: 'strict' },
      schema: {
        tags: ['affiliates'],
        summary: 'Count a click on a referral link (sets the first-touch referral cookie)',
        description: REF_COOKIE_DOC,
        body: z.strictObject({ code: singleLine(z.string().trim().min(1).max(32)) }),
        response: {
          204: z
            .null()
            .describe(
              `No body. For a known code, when the request carries no valid ${REF_COOKIE} cookie: ` +
                `\`Set-Cookie: ${REF_COOKIE}=<code>.<issuedAtMs>.<hmac>; Max-Age=<days × 86400>; ` +
                `Path=${REF_COOKIE_PATH}; HttpOnly; SameSite=Lax\` (+ \`Secure\` over https).`,
            ),
          400: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const value = await affiliates.click(request.body.code, request.headers.cookie);
      if (value) {
        reply.header(
          'set-cookie',
          referralSetCookie(
            value,
            affiliates.config.affiliates.attributionDays,
            request.protocol === 'https',
          ),
        );
      }
      return reply.code(204).send(null);
    },
  );

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
    async (request) => affiliates.summary(requirePrincipal(request).userId),
  );

  app.get(
    '/affiliates/referrals',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['affiliates'],
        summary: 'People you referred (initials only)',
        querystring: z.strictObject({
          ...paginationQuery,
          status: z.enum(['signed_up', 'active', 'churned']).optional(),
        }),
        response: { 200: paginated(referralSchema), ...listErrors },
      },
    },
    async (request) => affiliates.referrals(requirePrincipal(request).userId, request.query),
  );

  app.get(
    '/affiliates/commissions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['affiliates'],
        summary: 'Commissions earned on referred members’ payments',
        querystring: z.strictObject({
          ...paginationQuery,
          status: z.enum(commissionStatuses).optional(),
        }),
        response: { 200: paginated(commissionSchema), ...listErrors },
      },
    },
    async (request) => affiliates.commissions(requirePrincipal(request).userId, request.query),
  );

  app.get(
    '/payments/balance',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Affiliate balance: pending, available and paid',
        response: { 200: balanceSchema, 401: errorSchema },
      },
    },
    async (request) => affiliates.balance(requirePrincipal(request).userId),
  );

  app.post(
    '/payments/withdraw',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Request a withdrawal of available earnings',
        headers: idempotencyHeaders,
        body: z.strictObject({
          amount: z.number().int().min(1).max(100_000_000),
          method: z.enum(withdrawalMethods),
          destination: singleLine(z.string().trim().min(3).max(200)),
        }),
        response: {
          201: z.object({ withdrawal: withdrawalSchema, balance: balanceSchema }),
          ...moneyErrors,
        },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      return idempotent(affiliates.db, me.userId, request, reply, async () => ({
        status: 201,
        body: await affiliates.withdraw(me.userId, request.body),
      }));
    },
  );

  app.get(
    '/payments/withdrawals',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Withdrawals (own; admins: everyone’s, the payouts queue)',
        description:
          'Newest first unless `sortBy=createdAt:asc` (the queue, oldest first). An admin may ' +
          'narrow the list to one member with `userId`; for anyone else it is ignored.',
        querystring: z.strictObject({
          ...paginationQuery,
          status: z.enum(withdrawalStatuses).optional(),
          userId: id.optional(),
          sortBy: sortByQuery(['createdAt']),
        }),
        response: { 200: paginated(withdrawalSchema), ...listErrors },
      },
    },
    async (request) => affiliates.listWithdrawals(requirePrincipal(request), request.query),
  );

  app.delete(
    '/payments/withdrawals/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Cancel your pending withdrawal (the amount returns to available)',
        params: z.object({ id }),
        response: { 204: z.null(), 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await affiliates.cancel(requirePrincipal(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/payments/withdrawals/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['payments'],
        summary: 'Approve, reject, mark paid or failed (legal transitions only)',
        description:
          '`approved → paid` first sends the money through the payment provider (idempotency ' +
          'key: the withdrawal id, so a retry never pays twice) and stores its payout id; if the ' +
          'provider refuses or fails, the answer is 502 `Payout failed: …`, the withdrawal stays ' +
          '`approved` and the attempt is in the audit log. `approved → failed` is refused (409) ' +
          'once a payout was started and not answered yet.',
        params: z.object({ id }),
        body: z.strictObject({
          status: z.enum(['approved', 'rejected', 'paid', 'failed']),
          note: z.string().trim().max(500).optional(),
        }),
        response: {
          200: withdrawalSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          502: errorSchema.describe(
            '`Payout failed: …`: the provider refused or failed the payout; the withdrawal stays approved',
          ),
        },
      },
    },
    async (request) =>
      affiliates.adminUpdate(requirePrincipal(request).userId, request.params.id, request.body),
  );

  app.patch(
    '/admin/affiliates/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Set (or clear with null) an affiliate’s commission rate override, in percent',
        params: z.object({ id }),
        body: z.strictObject({ rate: z.number().min(0).max(100).multipleOf(0.01).nullable() }),
        response: {
          200: z.object({ userId: z.string(), rate: z.number(), custom: z.boolean() }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) =>
      affiliates.setRate(requirePrincipal(request).userId, request.params.id, request.body.rate),
  );

  app.get(
    '/admin/audit-log',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'What admins changed (newest first), filterable by actor and action',
        querystring: z.strictObject({
          ...paginationQuery,
          actorId: id.optional(),
          /** An exact action (`trade.closed`) or a family (`trade`). */
          action: z
            .string()
            .trim()
            .regex(/^[a-z_]+(\.[a-z_]+)?$/)
            .max(64)
            .optional(),
        }),
        response: {
          200: paginated(auditSchema),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => affiliates.auditLog(request.query),
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
          200: z.object({
            userId: z.string(),
            rate: z.number(),
            custom: z.boolean(),
            summary: summarySchema,
            balance: balanceSchema,
          }),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => affiliates.adminAffiliate(request.params.id),
  );

  app.get(
    '/admin/payouts/summary',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Counts and totals of pending and approved withdrawals (admin)',
        response: {
          200: z.object({
            currency: z.string(),
            pending: z.object({ count: z.number().int(), amount: z.number().int() }),
            approved: z.object({ count: z.number().int(), amount: z.number().int() }),
          }),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async () => affiliates.payoutsSummary(),
  );
}
