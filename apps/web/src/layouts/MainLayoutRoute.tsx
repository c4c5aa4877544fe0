import { MainLayout } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useReferralClick } from '../features/referral/useReferralClick';
import { paths } from '../routes/paths';
import { LanguagePopover } from './LanguagePopover';
import { mainNav } from './mainNav';
import { RouterNavLink } from './RouterNavLink';
import { SiteFooter } from './SiteFooter';

/** The public site: header with navigation and Sign Up, the page, the footer. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  // A referral link (`/?ref=CODE`) carries its code on to the sign-up page.
  const ref = search.get('ref');
  // …and is counted (the API remembers the first referrer for 30 days).
  useReferralClick(ref);
  const signUpHref = ref
    ? `${paths.auth.register}?${new URLSearchParams({ ref })}`
    : paths.auth.register;
  return (
    <MainLayout
      navItems={mainNav(t)}
      currentPath={pathname}
      LinkComponent={RouterNavLink}
      logo={<img src="/logo/logo.png" alt="Finfree" width={40} height={40} />}
      signUpHref={signUpHref}
      signUpLabel={t('common.signUp')}
      headerActions={<LanguagePopover />}
      footer={<SiteFooter />}
    >
      <Outlet />
    </MainLayout>
  );
}
