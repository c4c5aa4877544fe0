import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { useOptionalSettings } from '../settings/useSettings';
import { FontFallback, GlobalStyle } from './GlobalStyle';
import type { ThemeDirection } from './palette';
import { theme } from './theme';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  /** The app. */
  children?: ReactNode;
  /** Direction for Radix parts; defaults to the settings' `themeDirection` (or `ltr`). */
  direction?: ThemeDirection;
  /**
   * Inject `GlobalStyle` (theme variables + base styles) and the fallback face (`FontFallback`).
   * Default true.
   */
  withGlobalStyle?: boolean;
}

/**
 * Provides the typed theme to styled-components, injects the global theme stylesheet and
 * feeds Radix's `DirectionProvider` from the settings. Place it inside `SettingsProvider`.
 */
export function ThemeProvider({ children, direction, withGlobalStyle = true }: ThemeProviderProps) {
  const settings = useOptionalSettings();
  const dir = direction ?? settings?.themeDirection ?? 'ltr';
  return (
    <StyledThemeProvider theme={theme}>
      <DirectionProvider dir={dir}>
        {withGlobalStyle && (
          <>
            <GlobalStyle />
            <FontFallback />
          </>
        )}
        {children}
      </DirectionProvider>
    </StyledThemeProvider>
  );
}
