import type {
  CreatePlanRequest,
  Plan,
  PlanFeatureKey,
  PlanInterval,
  UpdatePlanRequest,
} from '@finfree/core';

/** The plan form as typed; the price in dollars, as text. */
export interface PlanDraft {
  name: string;
  description: string;
  price: string;
  interval: PlanInterval;
  trialDays: string;
  /** The catalogue's features the plan promises, in the order the plan lists them. */
  featureKeys: PlanFeatureKey[];
  /** The plan's former free-text lines that name no feature (kept aside, never listed). */
  retiredFeatures: string[];
  highlighted: boolean;
  sortOrder: string;
}

export const emptyPlanDraft = (): PlanDraft => ({
  name: '',
  description: '',
  price: '',
  interval: 'month',
  trialDays: '0',
  featureKeys: [],
  retiredFeatures: [],
  highlighted: false,
  sortOrder: '0',
});

/** A plan's values back into the form; cents shown as dollars, exactly. */
export const draftOf = (plan: Plan): PlanDraft => ({
  name: plan.name,
  description: plan.description,
  price: centsToDollars(plan.amount),
  interval: plan.interval,
  trialDays: String(plan.trialDays),
  featureKeys: [...plan.featureKeys],
  retiredFeatures: [...plan.retiredFeatures],
  highlighted: plan.highlighted,
  sortOrder: String(plan.sortOrder),
});

const MAX_CENTS = 100_000_000;

/**
 * Dollars as typed → integer cents, exactly: "49" → 4900, "49.9" → 4990, "1,234.50" → 123450.
 * More than two decimals, signs, exponents or anything else → null (never rounded silently).
 */
export function dollarsToCents(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : null;
}

/** 4990 → "49.90", 4900 → "49". */
export function centsToDollars(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = cents % 100;
  return rest ? `${whole}.${String(rest).padStart(2, '0')}` : String(whole);
}

export type PlanErrors = Partial<Record<keyof PlanDraft, string>>;

/** The server's bounds, as catalogue keys under `admin.plans.errors`. */
export function validatePlan(draft: PlanDraft): PlanErrors {
  const errors: PlanErrors = {};
  const name = draft.name.trim();
  if (!name || name.length > 80) errors.name = 'name';
  if (draft.description.length > 2000) errors.description = 'description';
  if (dollarsToCents(draft.price) === null) {
    errors.price = /\.\d{3,}$/.test(draft.price.trim()) ? 'priceDecimals' : 'price';
  }
  const trial = Number(draft.trialDays);
  if (!/^\d+$/.test(draft.trialDays.trim()) || trial > 365) errors.trialDays = 'trialDays';
  if (!/^-?\d+$/.test(draft.sortOrder.trim()) || Math.abs(Number(draft.sortOrder)) > 1000) {
    errors.sortOrder = 'sortOrder';
  }
  return errors;
}

/**
 * The plan's features with `key` checked or not: a feature checked goes at the end of the plan's
 * list, one unchecked leaves it; the others keep their order.
 */
export function withFeature(
  keys: readonly PlanFeatureKey[],
  key: PlanFeatureKey,
  checked: boolean,
): PlanFeatureKey[] {
  if (!checked) return keys.filter((k) => k !== key);
  return keys.includes(key) ? [...keys] : [...keys, key];
}

/**
 * The body of `POST /plans` (a new plan) or `PATCH /plans/:id` (`edit`) for a valid draft; the
 * server makes the slug. Only an edit sends the former lines (a new plan has none).
 */
export function toPlanRequest(draft: PlanDraft): Omit<CreatePlanRequest, 'slug'>;
export function toPlanRequest(draft: PlanDraft, edit: true): Omit<UpdatePlanRequest, 'slug'>;
export function toPlanRequest(
  draft: PlanDraft,
  edit = false,
): Omit<CreatePlanRequest, 'slug'> | Omit<UpdatePlanRequest, 'slug'> {
  const body = {
    name: draft.name.trim(),
    description: draft.description.trim(),
    amount: dollarsToCents(draft.price) as number,
    currency: 'usd',
    interval: draft.interval,
    trialDays: Number(draft.trialDays),
    featureKeys: [...draft.featureKeys],
    highlighted: draft.highlighted,
    sortOrder: Number(draft.sortOrder),
  };
  return edit ? { ...body, retiredFeatures: [...draft.retiredFeatures] } : body;
}
