import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
import type { NotificationPage, NotificationsParams, UnreadNotifications } from '../types';

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

/**
 * `GET /notifications/unread-count`: the unread count, and the `seq` a live stream opened later
 * resumes from (see `openNotificationStream`'s `lastEventId`).
 */
export async function getUnreadNotifications(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<UnreadNotifications> {
  return callApi(client, 'get', '/notifications/unread-count', { signal: request.signal });
}

/** `GET /notifications/unread-count`: the count alone. */
export async function getUnreadNotificationCount(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<number> {
  return (await getUnreadNotifications(client, request)).count;
}

/** `POST /notifications/:id/read`. */
export async function markNotificationRead(client: ApiClient, id: string): Promise<void> {
  await callApi(client, 'post', '/notifications/{id}/read', { path: { id } });
}

/** `POST /notifications/read-all`. */
export async function markAllNotificationsRead(client: ApiClient): Promise<void> {
  await callApi(client, 'post', '/notifications/read-all');
}

/** `POST /notifications/unsubscribe`: the signed token of an e-mail's link, no sign-in needed. */
export async function unsubscribeFromEmails(client: ApiClient, token: string): Promise<void> {
  await callApi(client, 'post', '/notifications/unsubscribe', { body: { token } });
}
