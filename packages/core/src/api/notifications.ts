import { fetcher, type ApiClient, type RequestOptions } from '../http/client';
import { endpoints } from '../endpoints';
import type { NotificationPage, NotificationPreferences, NotificationsParams } from '../types';

/** `GET /notifications`: my alerts, newest first (limit 10, page 1 unless given), with `unread`. */
export async function listNotifications(
  client: ApiClient,
  params: NotificationsParams = {},
  request: RequestOptions = {},
): Promise<NotificationPage> {
  return fetcher<NotificationPage>(client, [
    endpoints.notifications.list,
    { params: { limit: 10, page: 1, ...params }, signal: request.signal },
  ]);
}

/** `GET /notifications/unread-count`. */
export async function getUnreadNotificationCount(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<number> {
  const { count } = await fetcher<{ count: number }>(client, [
    endpoints.notifications.unreadCount,
    { signal: request.signal },
  ]);
  return count;
}

/** `POST /notifications/:id/read`. */
export async function markNotificationRead(client: ApiClient, id: string): Promise<void> {
  await client.post(endpoints.notifications.read(id));
}

/** `POST /notifications/read-all`. */
export async function markAllNotificationsRead(client: ApiClient): Promise<void> {
  await client.post(endpoints.notifications.readAll);
}

/** `GET /notifications/preferences`. */
export async function getNotificationPreferences(
  client: ApiClient,
  request: RequestOptions = {},
): Promise<NotificationPreferences> {
  return fetcher<NotificationPreferences>(client, [
    endpoints.notifications.preferences,
    { signal: request.signal },
  ]);
}

/** `PUT /notifications/preferences`: saves every choice; answers what is stored. */
export async function saveNotificationPreferences(
  client: ApiClient,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const { data } = await client.put<NotificationPreferences>(
    endpoints.notifications.preferences,
    preferences,
  );
  return data;
}

/** `POST /notifications/unsubscribe`: the signed token of an e-mail's link, no sign-in needed. */
export async function unsubscribeFromEmails(client: ApiClient, token: string): Promise<void> {
  await client.post(endpoints.notifications.unsubscribe, { token });
}
