import { listSnoozes, type AlertMessage, type Notification } from '@finfree/core';
import { snoozeKeys } from '@finfree/core/react';
import type { ApiClient } from '@finfree/core';
import type { QueryClient } from '@tanstack/react-query';
import { notificationText } from './notificationText';

/** How long a read of the snoozed trades serves the next alerts. */
const SNOOZES_FRESH_MS = 60_000;

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
 * The toast of an alert, in `language`, or null when its trade is snoozed. The snoozed trades
 * are read when an alert arrives (then reused for a minute), never on page load; when they
 * cannot be read, the alert is shown.
 */
export async function alertToast(
  notification: Notification,
  queryClient: QueryClient,
  client: ApiClient,
  language: string,
): Promise<AlertMessage | null> {
  const snoozed = await isSnoozed(notification, queryClient, client).catch(() => false);
  return snoozed ? null : notificationText(notification, language);
}
