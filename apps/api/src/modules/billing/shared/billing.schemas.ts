import { z } from 'zod';
import { idempotencyHeaders, moneyErrors } from '../../../lib/money-http';

export { idempotencyHeaders, moneyErrors };
import { planSchema } from '../../plans';

/** A saved card: display fields only. */
export const cardSchema = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    isDefault: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Card' });

/** Order statuses. */
export const orderStatuses = [
  'requires_payment_method',
  'processing',
  'succeeded',
  'failed',
  'refunded',
] as const;

/** A payment order; the amount is computed by the server. */
export const orderSchema = z
  .object({
    id: z.string(),
    purpose: z.enum(['subscription_create', 'renewal', 'upgrade']),
    planId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    amount: z.number().int(),
    currency: z.string(),
    status: z.enum(orderStatuses),
    refundedAmount: z
      .number()
      .int()
      .describe('Refunded so far (minor units); the order is `refunded` once it reaches `amount`'),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    lastError: z
      .object({ code: z.string(), message: z.string(), declineCode: z.string().optional() })
      .nullable(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Order' });

/** Subscription statuses. */
export const subscriptionStatuses = [
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'canceled',
] as const;

/** A subscription with its plan, scheduled plan and card. */
export const subscriptionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    plan: planSchema,
    status: z.enum(subscriptionStatuses),
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    cancellationReason: z.string().nullable(),
    canceledAt: z.string().nullable(),
    scheduledPlan: planSchema.nullable(),
    defaultCard: cardSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Subscription' });

/** 402: the card was refused. */
export const cardErrorSchema = z
  .object({
    code: z.literal(402),
    type: z.literal('card_error'),
    message: z.string(),
    declineCode: z.string(),
  })
  .meta({ id: 'CardError' });
