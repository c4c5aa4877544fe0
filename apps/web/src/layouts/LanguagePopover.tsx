import { IconButton, Languages, PopoverMenu, PopoverMenuItem, useSettings } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import {
  changeLanguage,
  directionOf,
  languages,
  preloadLanguage,
  rememberLanguage,
  type Language,
} from '../i18n';

/** Props of {@link LanguagePopover}. */
export interface LanguagePopoverProps {
  /**
   * A choice stores the language and loads the page again (the server sends it in that
   * language), instead of switching the app's texts: a public page's island, whose page around
   * it is the server's HTML.
   */
  reloadOnChoice?: boolean;
}

/**
 * English, French or Arabic; choosing Arabic sets the direction to right-to-left. The menu is
 * the browser's own popover, so on a prerendered page it opens before any script has loaded; a
 * language chosen then is carried out once the script runs.
 */
export function LanguagePopover({ reloadOnChoice = false }: LanguagePopoverProps) {
  const { t, i18n } = useTranslation();
  const { setDirection } = useSettings();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  const choose = (language: Language) => {
    if (reloadOnChoice) {
      if (language === current) return;
      rememberLanguage(language);
      window.location.reload();
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
        if (open && !reloadOnChoice)
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
