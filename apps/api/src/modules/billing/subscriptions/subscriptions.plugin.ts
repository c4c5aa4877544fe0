import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../../db/client';
import { registerSubscriptionRoutes } from './subscriptions.routes';
import type { SubscriptionsService } from './subscriptions.service';
import type { SubscriptionViews } from './subscriptions.views';

/** What the subscriptions plugin is given. */
export interface SubscriptionsPluginOptions {
  subscriptions: SubscriptionsService;
  views: SubscriptionViews;
  /** For the Idempotency-Key store. */
  db: Db;
}

/** `/subscriptions/*`. */
export const subscriptionsPlugin: FastifyPluginAsync<SubscriptionsPluginOptions> = async (
  app,
  options,
) => {
  registerSubscriptionRoutes(app, options.subscriptions, options.views, options.db);
};
