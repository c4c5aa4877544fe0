/**
 * Billing: cards and provider customers, checkout and orders, fulfilment, refunds,
 * reconciliation, subscriptions and renewals, webhooks. Built and wired in `billing.root.ts`.
 */
export {
  attachMoney,
  type Billing,
  type BillingDeps,
  createBilling,
  createMoney,
  type Money,
  registerMoneyRoutes,
  type RenewalReport,
} from './billing.root';
export { COMMUNITY_DOMAIN, seedCommunity, seedDemoBilling } from './demo';
export type { BillingLog, OrderListener, OrderRow } from './shared';
