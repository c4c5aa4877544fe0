import type { ApiClient, AuthSession } from '@finfree/core';
import { AuthProvider } from '@finfree/core/react';
import { SettingsProvider, ThemeProvider, defaultSettings } from '@finfree/ui';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { TranslatedUi } from '../app/TranslatedUi';
import { directionOf } from '../i18n';

/**
 * An island's links and `navigate` change the address as in the app; the page then loads the
 * new address (its own prerendered page, or the app), keeping the history entry's state (a
 * form's e-mail carried to the password reset).
 */
function LoadOnNavigate() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) window.location.reload();
  }, [key]);
  return null;
}

/** Props of {@link IslandProviders}. */
export interface IslandProvidersProps {
  /** The page's session and client, shared by its islands. */
  session: AuthSession;
  /** See `session`. */
  client: ApiClient;
  /** The island. */
  children: ReactNode;
}

/**
 * What an island's components need of the app's providers (`AppProviders`): the settings, the
 * theme (its global styles are already in the page), the design system's texts, the session
 * and a router. No query client: the islands read nothing through it.
 */
export function IslandProviders({ session, client, children }: IslandProvidersProps) {
  const { i18n } = useTranslation();
  const direction = directionOf(i18n.language ?? 'en');
  const settingsDefaults = useMemo(
    () => ({ ...defaultSettings, themeDirection: direction }),
    [direction],
  );
  return (
    <SettingsProvider defaultSettings={settingsDefaults}>
      <ThemeProvider withGlobalStyle={false}>
        <TranslatedUi>
          <AuthProvider session={session} client={client}>
            <BrowserRouter>
              <LoadOnNavigate />
              {children}
            </BrowserRouter>
          </AuthProvider>
        </TranslatedUi>
      </ThemeProvider>
    </SettingsProvider>
  );
}
