import type { NavItemData } from '@finfree/ui';
import type { TFunction } from 'i18next';
import { paths } from '../routes/paths';

/** The public top navigation. */
export function mainNav(t: TFunction): NavItemData[] {
  return [
    { title: t('nav.home'), path: paths.home },
    { title: t('nav.pricing'), path: paths.pricing },
    { title: t('nav.aboutUs'), path: paths.aboutUs },
    { title: t('nav.contactUs'), path: paths.contactUs },
    { title: t('common.signIn'), path: paths.auth.login },
  ];
}
