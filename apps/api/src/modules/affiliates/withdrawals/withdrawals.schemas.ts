import { z } from 'zod';
import { singleLine } from '../../../lib/input-rules';
import { pagedQuery, sortByQuery } from '../../../lib/pagination';
import { id, personSchema } from '../shared/schemas';

/** A withdrawal's status. */
export const withdrawalStatuses = [
  'pending',
  'approved',
  'rejected',
  'paid',
  'failed',
  'cancelled',
] as const;

/** How a withdrawal is paid out. */
export const withdrawalMethods = ['bank_transfer', 'paypal', 'usdt'] as const;

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

/** `POST /payments/withdraw` body, for a minimum withdrawal of `minimum` minor units. */
export function withdrawBody(minimum: number) {
  return z.strictObject({
    amount: z
      .number()
      .int()
      .min(minimum, {
        message: `must be at least ${minimum} (the minimum withdrawal, ${(minimum / 100).toFixed(2)})`,
      })
      .max(100_000_000),
    method: z.enum(withdrawalMethods),
    destination: singleLine(z.string().trim().min(3).max(200)),
  });
}

/** `GET /payments/withdrawals` query. */
export const withdrawalsQuery = pagedQuery({
  status: z.enum(withdrawalStatuses).optional(),
  userId: id.optional(),
  sortBy: sortByQuery(['createdAt']),
});

/** `PATCH /payments/withdrawals/:id` body (admin). */
export const decisionBody = z.strictObject({
  status: z.enum(['approved', 'rejected', 'paid', 'failed']),
  note: z.string().trim().max(500).optional(),
});
