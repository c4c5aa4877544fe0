import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import {
  getNotificationPreferences,
  getUnreadNotificationCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  saveNotificationPreferences,
  unsubscribeFromEmails,
} from '../api/notifications';
import { openNotificationStream } from '../api/notificationStream';
import type {
  LiveEvent,
  Notification,
  NotificationPage,
  NotificationPreferences,
  NotificationsParams,
} from '../types';
import { useApiClient } from './ApiContext';
import { AuthContext } from './AuthProvider';
import type { ApiQueryOptions, ApiQueryResult } from './hooks';
import { useApiMutation, type ApiMutationOptions, type ApiMutationResult } from './mutation';
import { queryKeys } from './queryKeys';

/** A page of my alerts, newest first, with the unread count. */
export function useNotifications(
  params: NotificationsParams = {},
  options?: ApiQueryOptions<NotificationPage>,
): ApiQueryResult<NotificationPage> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.notifications.list(params),
    queryFn: ({ signal }) => listNotifications(client, params, { signal }),
  });
}

/** How many of my alerts are unread (the bell's count). */
export function useUnreadNotificationCount(
  options?: ApiQueryOptions<number>,
): ApiQueryResult<number> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.notifications.unread(),
    queryFn: ({ signal }) => getUnreadNotificationCount(client, { signal }),
  });
}

/** Marks one alert read. */
export function useMarkNotificationRead(
  options?: ApiMutationOptions<void, string>,
): ApiMutationResult<void, string> {
  return useApiMutation(markNotificationRead, () => [queryKeys.notifications.all()], options);
}

/** Marks every alert read. */
export function useMarkAllNotificationsRead(
  options?: ApiMutationOptions<void, void>,
): ApiMutationResult<void, void> {
  return useApiMutation(
    (client) => markAllNotificationsRead(client),
    () => [queryKeys.notifications.all()],
    options,
  );
}

/** My alert choices. */
export function useNotificationPreferences(
  options?: ApiQueryOptions<NotificationPreferences>,
): ApiQueryResult<NotificationPreferences> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: queryKeys.notifications.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(client, { signal }),
  });
}

/** Saves my alert choices. */
export function useSaveNotificationPreferences(
  options?: ApiMutationOptions<NotificationPreferences, NotificationPreferences>,
): ApiMutationResult<NotificationPreferences, NotificationPreferences> {
  const queryClient = useQueryClient();
  return useApiMutation(
    saveNotificationPreferences,
    () => [],
    options,
    (saved) => queryClient.setQueryData(queryKeys.notifications.preferences(), saved),
  );
}

/** Stops e-mail alerts with the signed token of an e-mail's link (no sign-in). */
export function useUnsubscribeEmails(
  options?: ApiMutationOptions<void, string>,
): ApiMutationResult<void, string> {
  return useApiMutation(unsubscribeFromEmails, () => [], options);
}

/** Options of {@link useLiveUpdates}. */
export interface LiveUpdatesOptions {
  /** Called for each new alert (e.g. to show a toast). */
  onNotification?: (notification: Notification) => void;
  /** API base URL of the stream; default the client's. */
  baseURL?: string;
}

/**
 * While signed in, keeps one live stream open and updates the cached queries in place: a
 * trade event refreshes trade lists, details and statistics; an alert refreshes the bell.
 */
export function useLiveUpdates(options: LiveUpdatesOptions = {}): void {
  const auth = useContext(AuthContext);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onNotification = useRef(options.onNotification);
  onNotification.current = options.onNotification;
  const authenticated = auth?.authenticated ?? false;
  const session = auth?.session;
  const { baseURL } = options;

  useEffect(() => {
    if (!authenticated || !session) return;
    let stream: { close(): void } | null = null;
    let stopped = false;
    const handle = (event: LiveEvent) => {
      if (event.type === 'notification') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() });
        onNotification.current?.(event.notification);
      } else if (event.type === 'trade') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.trades.all() });
      } else {
        void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.trades.all() });
      }
    };
    void (async () => {
      const resolved = baseURL ?? (await client.load()).defaults.baseURL;
      if (stopped) return;
      let opened = 0;
      stream = openNotificationStream({
        ...(resolved ? { baseURL: resolved } : {}),
        getToken: session.getToken,
        onEvent: handle,
        // After a reconnect, alerts missed meanwhile are replayed, but trades may have changed.
        onStatus: (status) => {
          if (status === 'open' && ++opened > 1) handle({ type: 'resync' });
        },
      });
    })();
    return () => {
      stopped = true;
      stream?.close();
    };
  }, [authenticated, session, client, queryClient, baseURL]);
}
