import { z } from 'zod';
import type { plans } from '../../db/schema';
import { singleLine } from '../../lib/input-rules';
import { PAGE_LANGUAGES, type PageLanguage } from '../../lib/page-language';
import {
  type FeatureIntegration,
  featureAvailable,
  featureLabels,
  isPlanFeatureKey,
  PLAN_FEATURE_KEYS,
  PLAN_FEATURES,
} from './plan-features';

/** A feature of the catalogue, by key. */
export const featureKeySchema = z.enum(PLAN_FEATURE_KEYS).meta({ id: 'PlanFeatureKey' });

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
    features: z.array(z.string()).meta({
      description:
        'What the plan gives, in the language asked for: the labels of its features that can be used now (one whose Connect platform is off is left out).',
    }),
    featureKeys: z.array(featureKeySchema).meta({
      description: 'The features the plan promises, in the order it lists them.',
    }),
    retiredFeatures: z.array(z.string()).meta({
      description:
        'Admins only (empty for others): free-text lines the plan listed before features came from the catalogue that named no feature Finfree has. Kept, never listed.',
    }),
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
  featureKeys: z
    .array(featureKeySchema)
    .max(PLAN_FEATURE_KEYS.length)
    .refine((keys) => new Set(keys).size === keys.length, 'Each feature once'),
  retiredFeatures: z.array(singleLine(z.string().trim().min(1).max(200))).max(30),
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
  featureKeys: planFields.featureKeys.optional(),
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
  featureKeys: planFields.featureKeys.optional(),
  retiredFeatures: planFields.retiredFeatures.optional(),
  highlighted: planFields.highlighted.optional(),
  active: planFields.active.optional(),
  sortOrder: planFields.sortOrder.optional(),
});
/** A plan update's fields. */
export type PlanChanges = z.infer<typeof planChangesSchema>;

/** A stored plan. */
export type PlanRow = typeof plans.$inferSelect;

/** How a plan is answered: the reader's language, the platforms that are on, who reads. */
export interface PlanReading {
  language: PageLanguage;
  integrations: ReadonlySet<FeatureIntegration>;
  isAdmin: boolean;
}

/**
 * How a plan inside another answer (a subscription's) is read: English labels of the features
 * that need no platform. The plan lists (`/plans`) answer in the reader's language.
 */
export const PLAIN_READING: PlanReading = {
  language: 'en',
  integrations: new Set(),
  isAdmin: false,
};

/** Maps a stored plan to its API shape. */
export function toPlan(r: PlanRow, reading: PlanReading): Plan {
  const featureKeys = r.featureKeys.filter(isPlanFeatureKey);
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    amount: r.amount,
    currency: r.currency,
    interval: r.interval,
    trialDays: r.trialDays,
    features: featureLabels(featureKeys, reading.language, reading.integrations),
    featureKeys,
    retiredFeatures: reading.isAdmin ? r.retiredFeatures : [],
    highlighted: r.highlighted,
    active: r.active,
    sortOrder: r.sortOrder,
  };
}

/** A feature of the catalogue as the plan editor shows it. */
export const planFeatureSchema = z
  .object({
    key: featureKeySchema,
    label: z.string().meta({ description: 'In the language asked for.' }),
    screen: z.string().meta({ description: 'The app screen where a member finds it.' }),
    integration: z.enum(['telegram', 'discord']).nullable().meta({
      description: 'The Connect platform it needs on, if any.',
    }),
    available: z.boolean().meta({
      description: 'Whether plans list it now (false: its platform is off).',
    }),
  })
  .meta({ id: 'PlanFeature' });

/** The catalogue in `language`, with what can be listed now. */
export const catalogue = (
  language: PageLanguage,
  integrations: ReadonlySet<FeatureIntegration>,
): z.infer<typeof planFeatureSchema>[] =>
  PLAN_FEATURE_KEYS.map((key) => {
    const feature = PLAN_FEATURES[key];
    return {
      key,
      label: feature.label[language],
      screen: feature.screen,
      integration: feature.integration ?? null,
      available: featureAvailable(key, integrations),
    };
  });

/** The language a reader may name in the address (`?lang=`). */
export const languageQuery = z.enum(PAGE_LANGUAGES).optional().meta({
  description:
    'The language of the features’ labels; else the `lang` cookie, else `Accept-Language`.',
});
