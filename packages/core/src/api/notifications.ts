import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
import type {
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationsParams,
  PushDevice,
  PushSubscriptionInput,
  TradeSnooze,
} from '../types';

/** `GET /notifications`: my alerts, newest first (limit 10, page 1 unless given), with `unread`. */
export async function listNotifications(
  client: ApiClient,
  params: NotificationsParams = {},
  request: RequestOptions = {},
): Promise<NotificationPage> {
  return callApi(client, 'get', '/notifications', {
    query: { limit: 10, page: 1, ...params },
    signal: request.signal,
  });
}

/** `GET /notifications/unread-count`. */
export async function getUnreadNotificationCount(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<number> {
  const { count } = await callApi(client, 'get', '/notifications/unread-count', {
    signal: request.signal,
  });
  return count;
}

/** `POST /notifications/:id/read`. */
export async function markNotificationRead(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'post', '/notifications/{id}/read', { path: { id } });
}

/** `POST /notifications/read-all`. */
export async function markAllNotificationsRead(client: ApiClient): Promise<void> {
  await callApi(client, 'post', '/notifications/read-all');
}

/** `GET /notifications/preferences`. */
export async function getNotificationPreferences(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<NotificationPreferences> {
  return callApi(client, 'get', '/notifications/preferences', { signal: request.signal });
}

/** `PUT /notifications/preferences`: saves every choice; answers what is stored. */
export async function saveNotificationPreferences(
  client: ApiClient,
  preferences: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  return callApi(client, 'put', '/notifications/preferences', { body: preferences });
}

/** `POST /notifications/unsubscribe`: the signed token of an e-mail's link, no sign-in needed. */
export async function unsubscribeFromEmails(client: ApiClient, token: string): Promise<void> {
  await callApi(client, 'post', '/notifications/unsubscribe', { body: { token } });
}

/** How long a snooze lasts: an hour, four hours, or until the trade closes. */
export type SnoozeFor = '1h' | '4h' | 'close';

/** `GET /notifications/snoozes`: my snoozed trades (`until` null: until the trade closes). */
export async function listSnoozes(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<TradeSnooze[]> {
  const { items } = await callApi(client, 'get', '/notifications/snoozes', {
    signal: request.signal,
  });
  return items;
}

/** `PUT /notifications/snoozes/:tradeId`: no phone or e-mail alert of the trade for a while. */
export async function snoozeTrade(
  client: ApiClient,
  { tradeId, for: duration }: { tradeId: string; for: SnoozeFor },
): Promise<TradeSnooze> {
  return callApi(client, 'put', '/notifications/snoozes/{tradeId}', {
    path: { tradeId },
    body: { for: duration },
  });
}

/** `DELETE /notifications/snoozes/:tradeId`: the trade's alerts resume. */
export async function unsnoozeTrade(client: ApiClient, tradeId: string): Promise<void> {
  await callApi(client, 'delete', '/notifications/snoozes/{tradeId}', { path: { tradeId } });
}

/** `GET /notifications/push/key`: the server's public (VAPID) key, base64url. */
export async function getPushKey(client: ApiClient, request: RequestOptions = {}): Promise<string> {
  const { publicKey } = await callApi(client, 'get', '/notifications/push/key', {
    signal: request.signal,
  });
  return publicKey;
}

/** `GET /notifications/push/devices`: the devices that receive my phone alerts. */
export async function listPushDevices(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<PushDevice[]> {
  const { items } = await callApi(client, 'get', '/notifications/push/devices', {
    signal: request.signal,
  });
  return items;
}

/**
 * `POST /notifications/push/devices`: registers this browser's push subscription; the same
 * endpoint again refreshes it and answers the same device.
 */
export async function registerPushDevice(
  client: ApiClient,
  subscription: PushSubscriptionInput,
): Promise<PushDevice> {
  return callApi(client, 'post', '/notifications/push/devices', { body: subscription });
}

/** `DELETE /notifications/push/devices/:id`. */
export async function removePushDevice(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'delete', '/notifications/push/devices/{id}', { path: { id } });
}

/** `POST /notifications/push/devices/:id/test`: sends a test alert to the device. */
export async function sendTestPush(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'post', '/notifications/push/devices/{id}/test', { path: { id } });
}
