import { AuthProvider } from '@finfree/core/react';
import { SettingsProvider, ThemeProvider, UiTextProvider } from '@finfree/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionWatcher } from '../auth/SessionWatcher';
import { createAppRouter } from '../routes/router';
import { useUiText } from './useUiText';

/** Base URL of the API: `VITE_API_URL`, or same-origin `/v1`. */
export const apiBaseUrl = import.meta.env.VITE_API_URL || '/v1';

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

/** The design system's own texts in the current language. */
function TranslatedUi({ children }: { children: React.ReactNode }) {
  return <UiTextProvider text={useUiText()}>{children}</UiTextProvider>;
}

/**
 * Every provider around the routes: queries, settings, theme, the design system's texts,
 * authentication. Shared by the browser app and the build-time prerender of public pages.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemeProvider>
          <TranslatedUi>
            <AuthProvider baseURL={apiBaseUrl}>
              <SessionWatcher />
              {children}
            </AuthProvider>
          </TranslatedUi>
        </ThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}

/** The browser app. `router` and `queryClient` may be created (and prepared) by the caller. */
export function App({
  router: givenRouter,
  queryClient: givenQueryClient,
  onReady,
}: {
  router?: ReturnType<typeof createAppRouter>;
  queryClient?: QueryClient;
  /** Called once the app's first render (or hydration) is committed. */
  onReady?: () => void;
} = {}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const [router] = useState(() => givenRouter ?? createAppRouter());
  const [ready] = useState(() => onReady);
  useEffect(() => ready?.(), [ready]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
