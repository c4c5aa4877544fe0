export { previewPlanChange, type PlanChangePreview } from './plan-change';
export { type Renewed, type RenewalsDeps, RenewalsService } from './renewals.service';
export { renewalsJob } from './subscriptions.jobs';
export { subscriptionsPlugin, type SubscriptionsPluginOptions } from './subscriptions.plugin';
export {
  CARD_HAD_TRIAL,
  type SubscriptionsDeps,
  SubscriptionsService,
} from './subscriptions.service';
export { SubscriptionViews } from './subscriptions.views';
export { registerDemoClockRoutes } from './demo-clock.routes';
