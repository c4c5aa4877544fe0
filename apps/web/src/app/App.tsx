import { createSessionAndClient, type ApiClient } from '@finfree/core';
import { AuthProvider, useAuthContext } from '@finfree/core/react';
import { SettingsProvider, ThemeProvider } from '@finfree/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SessionWatcher } from '../auth/SessionWatcher';
import { preloadOnIntent } from '../routes/preloadOnIntent';
import { AppRoutes } from '../routes/router';
import type { EarlyReadsClient } from './earlyReads';
import { EARLY_READS_GLOBAL, earlyReadKey, takeArrivedEarlyRead } from './earlyReadsGlobal';

import { apiBaseUrl } from './apiBaseUrl';
import { useSettingsDefaults } from './settingsDefaults';
import { TranslatedUi } from './TranslatedUi';

export { apiBaseUrl };

/** The app's query client: 30 s fresh, one retry for network errors and 5xx only. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; a network error or 5xx gets one more try.
        retry: (failures, error) => {
          const code = (error as { code?: unknown } | null)?.code;
          return failures < 1 && !(typeof code === 'number' && code >= 400 && code < 500);
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * Calls `onReady` once the first screen is really on screen: after the commit in which the
 * session is restored (the guards show their page, not the loading screen).
 */
function ReadySignal({ onReady }: { onReady: () => void }) {
  const { loading } = useAuthContext();
  const [callback] = useState(() => onReady);
  const called = useRef(false);
  useEffect(() => {
    if (loading || called.current) return;
    called.current = true;
    callback();
  }, [loading, callback]);
  return null;
}

/** True when the page's head started early reads (a dashboard screen with a stored session). */
const earlyReadsStarted = () =>
  typeof window !== 'undefined' && EARLY_READS_GLOBAL in (window as object);

/**
 * `client`, answering the early reads (`earlyReads.ts`): those the page's head started, and
 * those `readAhead` starts for a dashboard screen the visitor is about to open; an answer that
 * has arrived when a query starts is its first data (`peek`). The module loads
 * on a page whose head started reads, or at the first such intent of a signed-in visitor, so the
 * public pages do not carry it.
 */
function answeringEarlyReads(base: ApiClient, getToken: () => string | null) {
  let wrapped: Promise<EarlyReadsClient> | null = null;
  const load = () =>
    (wrapped ??= import('./earlyReads').then(({ takeEarlyReads, withEarlyReads }) =>
      withEarlyReads(base, takeEarlyReads(), getToken),
    ));
  if (earlyReadsStarted()) void load();
  const client: ApiClient = {
    ...base,
    get: (url, config) =>
      wrapped ? wrapped.then((c) => c.get(url, config)) : base.get(url, config),
    // An early read already answered is a query's first data: no loading state for it.
    peek: (url, params) => takeArrivedEarlyRead(earlyReadKey(url, params), getToken()),
  };
  const readAhead = (pathname: string) => {
    if (!pathname.startsWith('/dashboard') || !getToken()) return;
    if (pathname === window.location.pathname) return;
    void load().then(
      (c) => c.readAhead(pathname),
      () => undefined,
    );
  };
  return { client, readAhead };
}

/**
 * The session and API client of the app (core's `createSessionAndClient`), with the client answering
 * the first screen's reads that the page's head started early, and those started on intent
 * (`readAhead`).
 */
function createAppSessionAndClient() {
  const { session, client: base } = createSessionAndClient({ baseURL: apiBaseUrl });
  const { client, readAhead } = answeringEarlyReads(base, session.getToken);
  return { session, client, readAhead };
}

/**
 * Every provider around the routes: queries, settings, theme, the design system's texts,
 * authentication. Shared by the browser app and the build-time prerender of public pages.
 */
export function AppProviders({
  queryClient,
  onReady,
  fresh = false,
  children,
}: {
  queryClient: QueryClient;
  /** Called once, after the first commit in which the session is known (not loading). */
  onReady?: () => void;
  /**
   * The app is rendered afresh (not hydrating): the stored session is restored in its first
   * render (`AuthProvider`'s `restoreOnFirstRender`).
   */
  fresh?: boolean;
  children: ReactNode;
}) {
  const [{ session, client, readAhead }] = useState(createAppSessionAndClient);
  // A dashboard screen's first reads start when its link is pressed, focused or pointed at,
  // beside its code (which `main.tsx` preloads on the same intent).
  useEffect(() => preloadOnIntent(readAhead), [readAhead]);
  const settingsDefaults = useSettingsDefaults();
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider defaultSettings={settingsDefaults}>
        <ThemeProvider>
          <TranslatedUi>
            <AuthProvider session={session} client={client} restoreOnFirstRender={fresh}>
              <SessionWatcher />
              {onReady ? <ReadySignal onReady={onReady} /> : null}
              {children}
            </AuthProvider>
          </TranslatedUi>
        </ThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}

/** The browser app. `queryClient` may be created (and prepared) by the caller. */
export function App({
  queryClient: givenQueryClient,
  onReady,
  fresh,
}: {
  queryClient?: QueryClient;
  /** Called once the app's first screen (or hydration) is committed, the session known. */
  onReady?: () => void;
  /** Rendered afresh, not hydrating (see `AppProviders`). */
  fresh?: boolean;
} = {}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  return (
    <AppProviders queryClient={queryClient} onReady={onReady} fresh={fresh}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
