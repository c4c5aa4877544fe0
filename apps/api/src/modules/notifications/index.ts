export {
  DEFAULT_NOTIFICATION_TIMINGS,
  notificationsPlugin,
  type NotificationsPluginOptions,
  type NotificationTimings,
} from './notifications.plugin';
export { NotificationsService, type TradeEventInput } from './notifications.service';
export { UnsubscribeTokens } from './notifications.mail';
