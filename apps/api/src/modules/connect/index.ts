export {
  connectPlugin,
  connectControl,
  POST_QUEUE,
  accessQueue,
  RECONCILE_JOB,
} from './connect.plugin';
export type { ConnectAdapter, ConnectControl, ConnectDeps, ConnectTile } from './connect.types';
export { createTelegramAdapter } from './telegram/telegram.adapter';
export { createDiscordAdapter } from './discord/discord.adapter';
export { createWebhookModule } from './webhook/webhook.module';
export { enabledPlatforms } from './connect.repository';
