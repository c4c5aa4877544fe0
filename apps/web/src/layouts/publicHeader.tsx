import type { MainLayoutHeaderProps } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../routes/paths';
import { LanguagePopover, type LanguagePopoverProps } from './LanguagePopover';
import { mainNav } from './mainNav';
import { RouterNavLink } from './RouterNavLink';

/** The id of the public site's navigation drawer (one per page). */
const SITE_DRAWER_ID = 'site-navigation';

/**
 * The public site's header (`MainLayoutHeader`'s props): the top navigation, the language menu
 * and Sign Up — the same in the app and in the public pages' header island. A referral link
 * (`/?ref=CODE`) carries its code on to the sign-up page. `openInLanguage`: see
 * `LanguagePopover`.
 */
export function usePublicHeader({
  openInLanguage,
}: Pick<LanguagePopoverProps, 'openInLanguage'> = {}): MainLayoutHeaderProps {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const ref = search.get('ref');
  return {
    navItems: mainNav(t),
    currentPath: pathname,
    LinkComponent: RouterNavLink,
    logo: <img src="/logo/logo.png" alt="Finfree" width={40} height={40} />,
    signUpHref: ref
      ? `${paths.auth.register}?${new URLSearchParams({ ref })}`
      : paths.auth.register,
    signUpLabel: t('common.signUp'),
    headerActions: <LanguagePopover openInLanguage={openInLanguage} />,
    drawerId: SITE_DRAWER_ID,
  };
}
