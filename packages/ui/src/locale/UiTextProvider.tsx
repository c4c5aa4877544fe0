import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  createUiText,
  defaultUiMessages,
  defaultUiText,
  mergeUiMessages,
  type UiMessages,
  type UiText,
  type UiTextOverrides,
} from './uiText';

interface UiTextState {
  messages: UiMessages;
  locale: string;
  text: UiText;
}

const UiTextContext = createContext<UiTextState>({
  messages: defaultUiMessages,
  locale: 'en',
  text: defaultUiText,
});

/** Props of {@link UiTextProvider}. */
export interface UiTextProviderProps {
  /**
   * The app's catalogue of the design system's texts, keyed like `defaultUiMessages` (e.g. the
   * `ui` section of its i18next catalogue). Missing keys keep the outer provider's (or English)
   * text.
   */
  messages?: UiTextOverrides;
  /** Locale the numbers in texts are written for (BCP 47); the outer provider's by default. */
  locale?: string;
  /** The subtree that reads the texts. */
  children?: ReactNode;
}

/**
 * Translates the texts @finfree/ui components render on their own. Pass a stable `messages`
 * object (a catalogue section); nested providers merge.
 */
export function UiTextProvider({ messages, locale, children }: UiTextProviderProps) {
  const parent = useContext(UiTextContext);
  const value = useMemo(() => {
    const merged = mergeUiMessages(parent.messages, messages);
    const resolvedLocale = locale ?? parent.locale;
    return { messages: merged, locale: resolvedLocale, text: createUiText(merged, resolvedLocale) };
  }, [parent, messages, locale]);
  return <UiTextContext.Provider value={value}>{children}</UiTextContext.Provider>;
}

/** The built-in texts of the nearest {@link UiTextProvider}; English without one. */
export function useUiText(): UiText {
  return useContext(UiTextContext).text;
}
