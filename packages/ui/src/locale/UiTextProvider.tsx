import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultUiText, mergeUiText, type UiText, type UiTextOverrides } from './uiText';

const UiTextContext = createContext<UiText>(defaultUiText);

/** Props of {@link UiTextProvider}. */
export interface UiTextProviderProps {
  /** Translations of the built-in texts; missing keys keep the outer provider's (or English) text. */
  text?: UiTextOverrides;
  /** The subtree that reads the texts. */
  children?: ReactNode;
}

/**
 * Translates the texts @finfree/ui components render on their own. Pass a memoised `text`
 * (e.g. built from i18next's `t` for the current language); nested providers merge.
 */
export function UiTextProvider({ text, children }: UiTextProviderProps) {
  const parent = useContext(UiTextContext);
  const value = useMemo(() => mergeUiText(parent, text), [parent, text]);
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

/** The built-in texts of the nearest {@link UiTextProvider}; English without one. */
export function useUiText(): UiText {
  return useContext(UiTextContext);
}
