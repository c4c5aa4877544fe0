import { z } from 'zod';
import { pagedQuery } from '../../../lib/pagination';

/** A commission's status. */
export const commissionStatuses = ['pending', 'available', 'paid', 'reversed'] as const;

/** `GET /affiliates/commissions` query. */
export const commissionsQuery = pagedQuery({
  status: z.enum(commissionStatuses).optional(),
});

/** A commission earned on a referred member's payment. */
export const commissionSchema = z
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

/** `PATCH /admin/affiliates/:id` body: the rate override in percent, or null to clear it. */
export const rateBody = z.strictObject({
  rate: z.number().min(0).max(100).multipleOf(0.01).nullable(),
});

/** `PATCH /admin/affiliates/:id` answer. */
export const rateSchema = z.object({ userId: z.string(), rate: z.number(), custom: z.boolean() });
