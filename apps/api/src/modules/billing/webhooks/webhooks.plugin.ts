import type { FastifyPluginAsync } from 'fastify';
import { registerWebhookRoutes } from './webhooks.routes';
import type { WebhooksService } from './webhooks.service';

/** What the webhooks plugin is given. */
export interface WebhooksPluginOptions {
  webhooks: WebhooksService;
  /** The request header the provider signs its events in. */
  signatureHeader: string;
}

/** `POST /webhooks/payments`. */
export const webhooksPlugin: FastifyPluginAsync<WebhooksPluginOptions> = async (app, options) => {
  await registerWebhookRoutes(app, options.webhooks, options.signatureHeader);
};
