export {
  DEFAULT_NOTIFICATION_TIMINGS,
  DEFAULT_STREAM_LIMITS,
  notificationsPlugin,
  type NotificationsPluginOptions,
  type NotificationTimings,
  type StreamLimits,
} from './notifications.plugin';
export { type AlertEventListener, NotificationsService } from './notifications.service';
export { UnsubscribeTokens, WEBHOOK_QUEUE, type WebhookJobData } from './notifications.mail';
export { alertEvents } from './notifications.tables';
