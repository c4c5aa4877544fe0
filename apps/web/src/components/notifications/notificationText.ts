import type { Notification } from '@finfree/core';
import type { TFunction } from 'i18next';

/** The one-line text of an alert: the event, the symbol and the side, in the reader's language. */
export function notificationTitle(t: TFunction, notification: Notification): string {
  return t(`notifications.events.${notification.type}`, {
    symbol: notification.symbol,
    side: t(`trades.sides.${notification.side}`),
  });
}
