/**
 * The affiliates module's public surface: the factory (services, routes and the port the
 * billing code calls), the routes plugin, and the few helpers other modules use. Nothing
 * outside the module imports its other files.
 */
export { createAffiliates, type Affiliates, type AffiliatesDeps } from './affiliates.factory';
export { affiliateJobs, type AffiliateJobSchedule } from './affiliates.jobs';
export { affiliatesPlugin, type AffiliatesPluginOptions } from './affiliates.plugin';
export { seedDemoAffiliates } from './demo';
export { REF_COOKIE_DOC, hasReferralCookie, referralClearCookie } from './referral-cookie';
export {
  AFFILIATE_CURRENCY,
  RECONCILER,
  canonicalEmail,
  initials,
  type AffiliatesLog,
  type Balance,
  type OrderRow,
} from './shared/model';
