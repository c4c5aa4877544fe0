import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { idempotent } from '../../../lib/idempotency';
import { errorSchema, paginated } from '../../../lib/pagination';
import { requirePrincipal } from '../../auth';
import { idempotencyHeaders, moneyErrors } from '../../../lib/money-http';
import { id, listErrors } from '../shared/schemas';
import {
  balanceSchema,
  decisionBody,
  withdrawBody,
  withdrawalSchema,
  withdrawalsQuery,
} from './withdrawals.schemas';
import type { WithdrawalsService } from './withdrawals.service';
import { noContent } from '../../../lib/replies';

/**
 * Registers the balance and withdrawals under /payments: the balance, requests (idempotent,
 * keyed in `db`), the list (the admins' payouts queue), cancellations and admin decisions.
 */
export function registerWithdrawalRoutes(
  root: FastifyInstance,
  withdrawals: WithdrawalsService,
  db: Db,
) {
  const app = root.withTypeProvider<ZodTypeProvider>();

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
    async (request) => withdrawals.balance(requirePrincipal(request).userId),
  );

  app.post(
    '/payments/withdraw',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Request a withdrawal of available earnings',
        headers: idempotencyHeaders,
        body: withdrawBody(withdrawals.minimumWithdrawal),
        response: {
          201: z.object({ withdrawal: withdrawalSchema, balance: balanceSchema }),
          ...moneyErrors,
        },
      },
    },
    async (request, reply) => {
      const me = requirePrincipal(request);
      return idempotent(db, me.userId, request, reply, async () => ({
        status: 201,
        body: await withdrawals.withdraw(me.userId, request.body),
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
        querystring: withdrawalsQuery,
        response: { 200: paginated(withdrawalSchema), ...listErrors },
      },
    },
    async (request) => withdrawals.list(requirePrincipal(request), request.query),
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
    async (request, reply) =>
      noContent(reply, withdrawals.cancel(requirePrincipal(request).userId, request.params.id)),
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
        body: decisionBody,
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
      withdrawals.adminUpdate(requirePrincipal(request).userId, request.params.id, request.body),
  );
}
