import { IconButton, Languages } from '@finfree/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n';

// The menu (Radix popover) stays out of the first load: a plain button stands in until the
// first press, then the real menu mounts open.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

/** English, French or Arabic; choosing Arabic sets the direction to right-to-left. */
export function LanguagePopover() {
  const { t, i18n } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  const button = (
    <IconButton
      aria-label={`${t('common.language')}: ${t(`common.languages.${current}`)}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onPointerEnter={() => void import('./LanguageMenu')}
    >
      <Languages size={20} aria-hidden />
    </IconButton>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu defaultOpen />
    </Suspense>
  );
}
