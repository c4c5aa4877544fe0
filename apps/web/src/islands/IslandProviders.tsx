import type { ApiClient, AuthSession } from '@finfree/core';
import { AuthProvider } from '@finfree/core/react';
import { SettingsProvider, ThemeProvider } from '@finfree/ui';
import type { ReactNode } from 'react';
import { TranslatedUi } from '../app/TranslatedUi';
import { useSettingsDefaults } from '../app/settingsDefaults';
import { IslandRouter } from './IslandRouter';

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
 * and a router whose links load their page. No query client: the islands read nothing through it.
 */
export function IslandProviders({ session, client, children }: IslandProvidersProps) {
  const settingsDefaults = useSettingsDefaults();
  return (
    <SettingsProvider defaultSettings={settingsDefaults}>
      <ThemeProvider withGlobalStyle={false}>
        <TranslatedUi>
          <AuthProvider session={session} client={client}>
            <IslandRouter>{children}</IslandRouter>
          </AuthProvider>
        </TranslatedUi>
      </ThemeProvider>
    </SettingsProvider>
  );
}
