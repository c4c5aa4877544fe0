import { IconButton, Languages, MenuItem, MenuPopover, useSettings } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { changeLanguage, directionOf, languages, type Language } from '../i18n';

/** The language menu itself (Radix popover), loaded when first needed. */
export default function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const { setDirection } = useSettings();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  const choose = (language: Language) => {
    void changeLanguage(language);
    setDirection(directionOf(language));
  };
  return (
    <MenuPopover
      aria-label={t('common.language')}
      defaultOpen={defaultOpen}
      trigger={
        <IconButton aria-label={`${t('common.language')}: ${t(`common.languages.${current}`)}`}>
          <Languages size={20} aria-hidden />
        </IconButton>
      }
    >
      {languages.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
          onSelect={() => choose(language)}
        >
          {t(`common.languages.${language}`)}
        </MenuItem>
      ))}
    </MenuPopover>
  );
}
