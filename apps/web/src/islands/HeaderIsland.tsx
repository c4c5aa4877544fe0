import { MainLayoutHeader } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n';
import { usePublicHeader } from '../layouts/publicHeader';
import { openInLanguage, usePrefetchedLanguages } from './languageByAddress';

/**
 * The public site's header: the phone's drawer (also where the browser has no invoker
 * commands), the header's shadow once scrolled, and the language menu, whose choice opens the
 * page in that language — fetched ahead once the browser is idle.
 */
export function HeaderIsland() {
  const { i18n } = useTranslation();
  usePrefetchedLanguages((i18n.resolvedLanguage ?? 'en') as Language);
  return <MainLayoutHeader {...usePublicHeader({ openInLanguage })} />;
}
