import type { ApiClient, RequestOptions } from '../http/client';
import { callApi } from '../endpoints';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '../types';

// The alert choices' calls, apart from the bell's (`./notifications`): the settings screen and
// the bell load in different chunks, and neither carries the other's calls.

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
