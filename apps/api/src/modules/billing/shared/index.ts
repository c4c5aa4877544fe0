/**
 * What every billing module shares: row types, rules' constants, API shapes and schemas, and
 * the repositories of the aggregates several of them change (orders, subscriptions, cards).
 * Imports nothing from the other billing modules, so no import cycle passes through it.
 */
export * from './billing.types';
export * from './billing.dto';
export * from './billing.schemas';
export { CardsRepository } from './cards.repository';
export {
  declineError,
  type NewOrder,
  type OrderPageFilter,
  OrdersRepository,
} from './orders.repository';
export { PlansRepository } from './plans.repository';
export { SubscribeGuard } from './subscribe-guard';
export { SubscriptionsRepository } from './subscriptions.repository';
