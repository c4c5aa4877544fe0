// The plans module's public surface: the plugin, and the plan shape billing answers with.
export { plansPlugin, type PlansPluginOptions } from './plans.plugin';
export { amountField, PLAIN_READING, type Plan, planSchema, toPlan } from './plans.schemas';
export { type FeatureIntegration, PLAN_FEATURE_KEYS, type PlanFeatureKey } from './plan-features';
