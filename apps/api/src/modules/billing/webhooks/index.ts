export { WebhookEventsRepository } from './webhooks.repository';
export { webhooksPlugin, type WebhooksPluginOptions } from './webhooks.plugin';
export { type WebhooksDeps, WebhooksService } from './webhooks.service';
