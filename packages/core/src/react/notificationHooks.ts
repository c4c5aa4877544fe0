import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import {
  getUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unsubscribeFromEmails,
} from '../api/notifications';
import type { ApiClient } from '../http/client';
import type {
  LiveEvent,
  Notification,
  NotificationPage,
  NotificationsParams,
  UnreadNotifications,
} from '../types';
import { useApiClient } from './ApiContext';
import { AuthContext } from './AuthProvider';
import { asIs, defineMutation, defineQuery } from './define';
import { queryKeys } from './queryKeys';

/** A page of my alerts, newest first, with the unread count. */
export const useNotifications = defineQuery({
  arity: 1,
  fromAnswer: asIs,
  key: (params: NotificationsParams = {}) => queryKeys.notifications.list(params),
  fetch: (client, request, [params]) => listNotifications(client, params, request),
});

/**
 * How many of my alerts are unread (the bell's count: `data.count`), with the `seq` the live
 * stream resumes from (see {@link useLiveUpdates}).
 */
export const useUnreadNotificationCount = defineQuery({
  arity: 0,
  fromAnswer: asIs,
  key: queryKeys.notifications.unread,
  fetch: (client, request) => getUnreadNotifications(client, request),
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
  /**
   * How long the stream waits (ms) after the page has loaded and the browser has been idle,
   * before it opens; default {@link LIVE_START_DELAY_MS}. The page's own reads and code come
   * first, and the network goes quiet ("network idle") before the stream opens.
   */
  startDelayMs?: number;
}

/** The stream opens this long (ms) after the page's `load` event and an idle callback. */
export const LIVE_START_DELAY_MS = 3_000;

/**
 * Resolves once `register` calls its callback (at once or later); never once `signal` aborts,
 * and then what it registered is undone.
 */
function step(signal: AbortSignal, register: (done: () => void) => () => void): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return;
    let undo = () => {};
    const onAbort = () => undo();
    signal.addEventListener('abort', onAbort, { once: true });
    undo = register(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}

/**
 * Resolves when the page has settled: after its `load` event (at once when it has loaded), then
 * once no query of `queryClient` is being read (the page's first reads), then after an idle
 * callback (a timeout where there is no `requestIdleCallback`), then `delayMs`, and once the
 * page is visible (a tab opened in the background waits until it is shown).
 */
export async function pageSettled(
  queryClient: QueryClient,
  delayMs: number,
  signal: AbortSignal,
): Promise<void> {
  const win = typeof window === 'undefined' ? undefined : window;
  const doc = win?.document;
  if (win && doc && doc.readyState !== 'complete')
    await step(signal, (done) => {
      win.addEventListener('load', done, { once: true });
      return () => win.removeEventListener('load', done);
    });
  await step(signal, (done) => {
    if (queryClient.isFetching() === 0) {
      done();
      return () => {};
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      done();
    });
    return unsubscribe;
  });
  if (win)
    await step(signal, (done) => {
      // Safari has no requestIdleCallback.
      if (typeof win.requestIdleCallback === 'function') {
        const id = win.requestIdleCallback(done);
        return () => win.cancelIdleCallback(id);
      }
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    });
  if (delayMs > 0)
    await step(signal, (done) => {
      const timer = setTimeout(done, delayMs);
      return () => clearTimeout(timer);
    });
  if (doc?.visibilityState === 'hidden')
    await step(signal, (done) => {
      const onChange = () => {
        if (doc.visibilityState === 'hidden') return;
        doc.removeEventListener('visibilitychange', onChange);
        done();
      };
      doc.addEventListener('visibilitychange', onChange);
      return () => doc.removeEventListener('visibilitychange', onChange);
    });
}

/**
 * The newest alert `seq` the page knows: the unread count's (the newest event when counted) or
 * the newest alert of a cached list, whichever is later; undefined before either is read.
 */
export function knownAlertSeq(queryClient: QueryClient): number | undefined {
  let newest: number | undefined;
  const take = (seq: unknown) => {
    if (typeof seq === 'number' && Number.isSafeInteger(seq) && seq >= 0)
      newest = Math.max(newest ?? seq, seq);
  };
  take(queryClient.getQueryData<UnreadNotifications>(queryKeys.notifications.unread())?.seq);
  const lists = queryClient.getQueriesData<NotificationPage>({
    queryKey: [...queryKeys.notifications.all(), 'list'],
  });
  for (const [, page] of lists) take(page?.results[0]?.seq);
  return newest;
}

/**
 * While signed in, keeps one live stream open and updates the cached queries in place: a
 * trade event refreshes trade lists, details and statistics; an alert refreshes the bell.
 *
 * The stream opens once the page has settled (see {@link pageSettled} and `startDelayMs`), so
 * it never competes with the page's first reads and code, and the page reaches network idle.
 * Its first connection resumes from the newest alert the page knows ({@link knownAlertSeq}), as
 * a reconnect does: an alert published meanwhile is replayed; trade changes are not replayed,
 * so the trade and alert queries that went stale meanwhile are refetched when it opens.
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
  const startDelayMs = options.startDelayMs ?? LIVE_START_DELAY_MS;

  useEffect(() => {
    if (!authenticated || !session) return;
    let stream: { close(): void } | null = null;
    const stop = new AbortController();
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
      await pageSettled(queryClient, startDelayMs, stop.signal);
      // The stream's code loads when it opens, not with the page.
      const [{ openNotificationStream }, resolved] = await Promise.all([
        import('../api/notificationStream'),
        baseURL ?? client.load().then((http) => http.defaults.baseURL),
      ]);
      if (stop.signal.aborted) return;
      const known = knownAlertSeq(queryClient);
      let opened = 0;
      stream = openNotificationStream({
        ...(resolved ? { baseURL: resolved } : {}),
        ...(known === undefined ? {} : { lastEventId: String(known) }),
        getToken: session.getToken,
        onTokenChange: session.onTokenChange,
        onEvent: handle,
        onStatus: (status) => {
          if (status !== 'open') return;
          // After a reconnect, alerts missed meanwhile are replayed, but trades may have changed.
          if (++opened > 1) handle({ type: 'resync' });
          // The first connection replays the alerts since the page's reads; what else went
          // stale while the stream waited (a tab in the background) is read again.
          else
            for (const queryKey of [queryKeys.trades.all(), queryKeys.notifications.all()])
              void queryClient.refetchQueries({ queryKey, stale: true, type: 'active' });
        },
      });
    })();
    return () => {
      stop.abort();
      stream?.close();
    };
  }, [authenticated, session, client, queryClient, baseURL, startDelayMs]);
}
