import { AuthProvider } from '@finfree/core/react';
import { SettingsProvider, ThemeProvider, UiTextProvider } from '@finfree/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionWatcher } from '../auth/SessionWatcher';
import { createAppRouter } from '../routes/router';
import { useUiText } from './useUiText';

/** Base URL of the API: `VITE_API_URL`, or same-origin `/v1`. */
export const apiBaseUrl = import.meta.env.VITE_API_URL || '/v1';

function createQueryClient() {
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

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemeProvider>
          <TranslatedUi>
            <AuthProvider baseURL={apiBaseUrl}>
              <SessionWatcher />
              <RouterProvider router={router} />
            </AuthProvider>
          </TranslatedUi>
        </ThemeProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
