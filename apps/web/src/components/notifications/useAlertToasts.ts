import type { AlertMessage, Notification } from '@finfree/core';
import type { i18n as I18n } from 'i18next';
import { useLiveUpdates } from '@finfree/core/react';
import { useState } from 'react';
import { apiBaseUrl } from '../../app/apiBaseUrl';

/** Alerts remembered as toasted on this page (the oldest are forgotten past it). */
const REMEMBERED = 1_000;

/**
 * The rule of alert toasts: one toast per alert the member has not seen. The returned check is
 * true once for each alert the live stream delivers, whether it arrives live or in the replay
 * after a reconnect, and false when it was already toasted on this page or is already read (in
 * another tab, on another device). Being in the bell's list does not count as seen: a resync
 * refreshes that list before the replay arrives.
 */
export function createUnseenAlerts(): (notification: Notification) => boolean {
  const toasted = new Set<string>();
  return (notification) => {
    if (notification.readAt !== null || toasted.has(notification.id)) return false;
    toasted.add(notification.id);
    if (toasted.size > REMEMBERED) toasted.delete(toasted.values().next().value!);
    return true;
  };
}

/**
 * Keeps the tab's live stream open (trade screens and the bell update in place) and, while
 * `enabled`, toasts each alert the member has not seen (see {@link createUnseenAlerts}) in the
 * app's language (`i18n`'s, read when the alert arrives), unless its trade is snoozed. The texts and the snoozes' check load with the
 * first alert (with the bell's list), not with the page. The stream opens once the page has
 * settled and resumes from the newest alert the bell knows (see `useLiveUpdates`), so an alert
 * published while the page loaded is toasted too. `show` replaces the toast and `startDelayMs`
 * the stream's wait after the page went idle (tests).
 */
export function useAlertToasts(
  enabled: boolean,
  i18n: Pick<I18n, 'language'>,
  show?: (notification: Notification, message: AlertMessage) => void,
  startDelayMs?: number,
): void {
  // Lives as long as the layout: an alert toasted once is not toasted again after a replay.
  const [unseen] = useState(createUnseenAlerts);
  useLiveUpdates({
    // Given, so that opening the stream does not load the HTTP library for its address.
    baseURL: apiBaseUrl,
    ...(startDelayMs === undefined ? {} : { startDelayMs }),
    onNotification: (n, context) => {
      if (unseen(n) && enabled)
        void import('./NotificationMenu').then((m) =>
          m.toastAlert(n, context, i18n.language, show),
        );
    },
  });
}
