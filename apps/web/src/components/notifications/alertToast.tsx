import { listSnoozes, type AlertMessage, type ApiClient, type Notification } from '@finfree/core';
import { snoozeKeys } from '@finfree/core/react';
import { notify } from '@finfree/ui';
import type { QueryClient } from '@tanstack/react-query';
import { notificationText } from './notificationText';

/** How long a read of the snoozed trades serves the next alerts. */
const SNOOZES_FRESH_MS = 60_000;

/** Shows an alert's toast: its title, then its body. */
export function showAlertToast(message: AlertMessage): void {
  notify.info(
    <>
      <strong>{message.title}</strong>
      <br />
      {message.body}
    </>,
  );
}

/** True when the member snoozed the alert's trade (until a time still ahead, or until it closes). */
export async function isSnoozed(
  notification: Notification,
  queryClient: QueryClient,
  client: ApiClient,
): Promise<boolean> {
  const snoozes = await queryClient.fetchQuery({
    queryKey: snoozeKeys.all(),
    queryFn: ({ signal }) => listSnoozes(client, { signal }),
    staleTime: SNOOZES_FRESH_MS,
  });
  const snooze = snoozes.find((s) => s.tradeId === notification.tradeId);
  return !!snooze && (snooze.until === null || Date.parse(snooze.until) > Date.now());
}

/**
 * Toasts an alert in `language` (the app's), unless its trade is snoozed. The snoozed trades are
 * read when an alert arrives (then reused for a minute), never on page load; when they cannot
 * be read, the alert is shown.
 */
export async function toastAlert(
  notification: Notification,
  { queryClient, client }: { queryClient: QueryClient; client: ApiClient },
  language: string,
  show: (notification: Notification, message: AlertMessage) => void = (_, message) =>
    showAlertToast(message),
): Promise<void> {
  const snoozed = await isSnoozed(notification, queryClient, client).catch(() => false);
  if (!snoozed) show(notification, notificationText(notification, language));
}
