import { UiTextProvider } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../i18n/locales/en';

/**
 * The design system's own texts in the current language: the catalogue's `ui` section, keyed
 * as the design system's English list (`defaultUiMessages`), handed over as it is.
 */
export function TranslatedUi({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const messages = i18n.getResource(language, 'translation', 'ui') as Messages['ui'] | undefined;
  return (
    <UiTextProvider locale={language} messages={messages}>
      {children}
    </UiTextProvider>
  );
}
