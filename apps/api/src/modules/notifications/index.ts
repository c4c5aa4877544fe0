export {
  DEFAULT_NOTIFICATION_TIMINGS,
  notificationsPlugin,
  type NotificationsPluginOptions,
  type NotificationTimings,
} from './notifications.plugin';
export { NotificationsService } from './notifications.service';
export { UnsubscribeTokens } from './notifications.mail';
