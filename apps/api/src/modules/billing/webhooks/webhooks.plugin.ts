import type { FastifyPluginAsync } from 'fastify';
import { registerWebhookRoutes } from './webhooks.routes';
import type { WebhooksService } from './webhooks.service';

/** What the webhooks plugin is given. */
export interface WebhooksPluginOptions {
  webhooks: WebhooksService;
}

/** `POST /webhooks/payments`. */
export const webhooksPlugin: FastifyPluginAsync<WebhooksPluginOptions> = async (app, options) => {
  await registerWebhookRoutes(app, options.webhooks);
};
