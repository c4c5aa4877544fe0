import { useContext } from 'react';
import { SettingsContext, type SettingsContextValue } from './SettingsContext';

/** The current settings and their setters. Throws outside a `SettingsProvider`. */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) {
    throw new Error(
      'useSettings() must be used inside a <SettingsProvider>. Wrap your app (above ThemeProvider) in <SettingsProvider>.',
    );
  }
  return value;
}

/** The settings, or `null` outside a `SettingsProvider` (for components that work without). */
export function useOptionalSettings(): SettingsContextValue | null {
  return useContext(SettingsContext);
}
