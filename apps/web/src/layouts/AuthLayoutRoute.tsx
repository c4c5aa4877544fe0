import { AuthLayout } from '@finfree/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../routes/paths';
import { GuestGuard } from '../auth/guards';
import { RouterNavLink } from './RouterNavLink';

/** Sign-in and sign-up: guests only, split layout. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <GuestGuard>
      <AuthLayout
        title={t(pathname === paths.auth.register ? 'auth.brandTitleSignUp' : 'auth.brandTitle')}
        tagline={t('common.tagline')}
        illustrationSrc="/assets/illustrations/illustration_dashboard.png"
        illustrationAlt=""
        LinkComponent={RouterNavLink}
        logo={<img src="/logo/logo.png" alt="Finfree" width={40} height={40} />}
      >
        <Outlet />
      </AuthLayout>
    </GuestGuard>
  );
}
