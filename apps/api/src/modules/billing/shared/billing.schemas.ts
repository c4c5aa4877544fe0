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
  'requires_action',
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
    nextAction: z
      .object({ type: z.literal('redirect'), url: z.string() })
      .nullable()
      .describe(
        'While `requires_action`: the bank challenge page to send the payer to (it returns to the payment page, which calls `refresh`); null when the payer starts it with `authenticate`',
      ),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Order' });

/** A payment of a subscription waiting for its member to confirm it with their bank. */
export const paymentActionSchema = z
  .object({
    orderId: z.string(),
    purpose: z.enum(['subscription_create', 'renewal', 'upgrade']),
    amount: z.number().int(),
    currency: z.string(),
    dueBy: z
      .string()
      .describe('Confirm before this time; a renewal keeps access until then, then it fails'),
    actionUrl: z.string().nullable().describe('The bank challenge page, when already started'),
  })
  .meta({ id: 'PaymentAction' });

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
    paymentAction: paymentActionSchema
      .nullable()
      .describe('A payment of this subscription waiting for the member’s bank confirmation'),
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
