import { z } from 'zod';
import type { plans } from '../../db/schema';
import { singleLine } from '../../lib/input-rules';

/** The public shape of a plan; money in integer minor units. */
export const planSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    interval: z.enum(['month', 'year']),
    trialDays: z.number().int(),
    features: z.array(z.string()),
    highlighted: z.boolean(),
    active: z.boolean(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'Plan' });

/** A plan as answered by the API. */
export type Plan = z.infer<typeof planSchema>;

/** Money amounts: integers in minor units, never coerced from strings. */
export const amountField = z.number().int().min(0).max(100_000_000);

/** The editable fields of a plan, with their input rules. */
export const planFields = {
  name: singleLine(z.string().trim().min(1).max(80)),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(80),
  description: z.string().max(2000),
  amount: amountField,
  currency: z.string().regex(/^[a-z]{3}$/),
  interval: z.enum(['month', 'year']),
  trialDays: z.number().int().min(0).max(365),
  features: z.array(singleLine(z.string().trim().min(1).max(200))).max(30),
  highlighted: z.boolean(),
  active: z.boolean(),
  sortOrder: z.number().int().min(-1000).max(1000),
};

/** The fields a new plan is created with (name, amount and interval required). */
export const newPlanSchema = z.strictObject({
  name: planFields.name,
  slug: planFields.slug.optional(),
  description: planFields.description.optional(),
  amount: planFields.amount,
  currency: planFields.currency.optional(),
  interval: planFields.interval,
  trialDays: planFields.trialDays.optional(),
  features: planFields.features.optional(),
  highlighted: planFields.highlighted.optional(),
  active: planFields.active.optional(),
  sortOrder: planFields.sortOrder.optional(),
});
/** A new plan's fields. */
export type NewPlan = z.infer<typeof newPlanSchema>;

/** The fields a plan update may change (any of them). */
export const planChangesSchema = z.strictObject({
  name: planFields.name.optional(),
  slug: planFields.slug.optional(),
  description: planFields.description.optional(),
  amount: planFields.amount.optional(),
  currency: planFields.currency.optional(),
  interval: planFields.interval.optional(),
  trialDays: planFields.trialDays.optional(),
  features: planFields.features.optional(),
  highlighted: planFields.highlighted.optional(),
  active: planFields.active.optional(),
  sortOrder: planFields.sortOrder.optional(),
});
/** A plan update's fields. */
export type PlanChanges = z.infer<typeof planChangesSchema>;

/** A stored plan. */
export type PlanRow = typeof plans.$inferSelect;

/** Maps a stored plan to its API shape. */
export const toPlan = (r: PlanRow): Plan => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  description: r.description,
  amount: r.amount,
  currency: r.currency,
  interval: r.interval,
  trialDays: r.trialDays,
  features: r.features,
  highlighted: r.highlighted,
  active: r.active,
  sortOrder: r.sortOrder,
});
