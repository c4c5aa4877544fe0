import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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
import type { ApiClient } from '../http/client';
import type { LiveEvent, Notification, NotificationsParams } from '../types';
import { useApiClient } from './ApiContext';
import { AuthContext } from './AuthProvider';
import { defineMutation, defineQuery } from './define';
import { queryKeys } from './queryKeys';

/** A page of my alerts, newest first, with the unread count. */
export const useNotifications = defineQuery({
  arity: 1,
  key: (params: NotificationsParams = {}) => queryKeys.notifications.list(params),
  fetch: (client, request, [params]) => listNotifications(client, params, request),
});

/** How many of my alerts are unread (the bell's count). */
export const useUnreadNotificationCount = defineQuery({
  arity: 0,
  key: queryKeys.notifications.unread,
  fetch: (client, request) => getUnreadNotificationCount(client, request),
});

/** Marks one alert read. */
export const useMarkNotificationRead = defineMutation(markNotificationRead, {
  invalidates: () => [queryKeys.notifications.all()],
});

/** Marks every alert read. */
export const useMarkAllNotificationsRead = defineMutation(
  (client: ApiClient, _: void) => markAllNotificationsRead(client),
  { invalidates: () => [queryKeys.notifications.all()] },
);

/** My alert choices. */
export const useNotificationPreferences = defineQuery({
  arity: 0,
  key: queryKeys.notifications.preferences,
  fetch: (client, request) => getNotificationPreferences(client, request),
});

/** Saves my alert choices (the cache takes what the server stored). */
export const useSaveNotificationPreferences = defineMutation(saveNotificationPreferences, {
  useOnSuccess: () => {
    const queryClient = useQueryClient();
    return (saved) => queryClient.setQueryData(queryKeys.notifications.preferences(), saved);
  },
});

/** Stops e-mail alerts with the signed token of an e-mail's link (no sign-in). */
export const useUnsubscribeEmails = defineMutation(unsubscribeFromEmails);

/** Options of {@link useLiveUpdates}. */
export interface LiveUpdatesOptions {
  /**
   * Called for each new alert (e.g. to show a toast), with the query client and API client (to
   * read what the toast depends on, such as the snoozed trades).
   */
  onNotification?: (
    notification: Notification,
    context: { queryClient: QueryClient; client: ApiClient },
  ) => void;
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
        onNotification.current?.(event.notification, { queryClient, client });
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
        onTokenChange: session.onTokenChange,
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
