/**
 * Billing: cards and provider customers, checkout and orders, fulfilment, refunds,
 * reconciliation, subscriptions and renewals, webhooks. Built in `billing.root.ts`; the app's
 * money composition (`src/plugins/money.ts`) joins it with affiliates and registers its plugins.
 */
export { type Billing, type BillingDeps, createBilling, type RenewalReport } from './billing.root';
export { cardsPlugin } from './cards';
export { checkoutPlugin } from './checkout';
export { registerDisputeRoutes } from './disputes';
export { registerRefundRoutes } from './refunds';
export { registerDemoClockRoutes } from './subscriptions';
export { subscriptionsPlugin } from './subscriptions';
export { webhooksPlugin } from './webhooks';
export { seedCommunity, seedDemoBilling } from './demo';
export type { BillingLog, OrderListener, OrderRow } from './shared';
