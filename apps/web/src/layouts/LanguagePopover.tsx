import { IconButton, Languages, PopoverMenu, PopoverMenuItem, useSettings } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { changeLanguage, directionOf, languages, preloadLanguage, type Language } from '../i18n';

/** Props of {@link LanguagePopover}. */
export interface LanguagePopoverProps {
  /**
   * Carries out a choice instead of switching the app's texts (a public page's header island,
   * whose page around it is the server's HTML, opens the page in that language). Not called
   * for the language already shown.
   */
  openInLanguage?: (language: Language) => void;
}

/**
 * English, French or Arabic; choosing Arabic sets the direction to right-to-left. The menu is
 * the browser's own popover, so on a prerendered page it opens before any script has loaded; a
 * language chosen then is carried out by the page's head script (`prerenderHeadScript`).
 */
export function LanguagePopover({ openInLanguage }: LanguagePopoverProps) {
  const { t, i18n } = useTranslation();
  const { setDirection } = useSettings();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  const choose = (language: Language) => {
    if (openInLanguage) {
      if (language !== current) openInLanguage(language);
      return;
    }
    void changeLanguage(language);
    setDirection(directionOf(language));
  };
  return (
    <PopoverMenu
      aria-label={t('common.language')}
      // The other languages' texts start loading as the menu opens: a choice does not wait.
      onOpenChange={(open) => {
        if (open && !openInLanguage)
          for (const language of languages) if (language !== current) preloadLanguage(language);
      }}
      trigger={(props) => (
        <IconButton
          aria-label={`${t('common.language')}: ${t(`common.languages.${current}`)}`}
          {...props}
        >
          <Languages size={20} aria-hidden />
        </IconButton>
      )}
    >
      {languages.map((language) => (
        <PopoverMenuItem
          key={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
          onSelect={() => choose(language)}
        >
          {t(`common.languages.${language}`)}
        </PopoverMenuItem>
      ))}
    </PopoverMenu>
  );
}
