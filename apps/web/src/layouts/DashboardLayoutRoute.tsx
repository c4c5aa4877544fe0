import { useAuthContext } from '@finfree/core/react';
import {
  AccountPopover,
  DashboardLayout,
  House,
  SettingsButton,
  SettingsDrawer,
  User,
} from '@finfree/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AuthGuard, useVerifiedRole } from '../auth/guards';
import { NotificationBell } from '../components/notifications/NotificationBell';
import { useAlertToasts } from '../components/notifications/useAlertToasts';
import { startServiceWorker } from '../lib/serviceWorker';
import { paths } from '../routes/paths';
import { LanguagePopover } from './LanguagePopover';
import { PastDueBanner } from './PastDueBanner';
import { dashboardNav } from './navConfig';
import { RouterNavLink } from './RouterNavLink';

function SignedInDashboard() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, logout } = useAuthContext();
  const role = useVerifiedRole();
  // One live stream per signed-in tab: trade screens and the bell update in place. On the
  // operators' console the admin is the one making the changes: no toast for them there.
  const operating = pathname.startsWith(paths.dashboard.group.root);
  useAlertToasts(!operating, i18n);
  // Phone alerts: the service worker is registered from the signed-in dashboard only, and a
  // click on an alert opens its trade in this tab.
  useEffect(() => startServiceWorker(navigate), [navigate]);
  return (
    <>
      <DashboardLayout
        navData={dashboardNav(t)}
        currentPath={pathname}
        LinkComponent={RouterNavLink}
        currentRole={role}
        logo={<img src="/logo/logo.png" alt="Finfree" width={40} height={40} />}
        languagePopover={
          <>
            <NotificationBell />
            <LanguagePopover />
          </>
        }
        settingsButton={<SettingsButton />}
        accountPopover={
          <AccountPopover
            user={user}
            LinkComponent={RouterNavLink}
            links={[
              { label: t('nav.home'), href: paths.home, icon: <House size={18} aria-hidden /> },
              {
                label: t('common.account'),
                href: paths.dashboard.account,
                icon: <User size={18} aria-hidden />,
              },
            ]}
            logoutLabel={t('common.logout')}
            onLogout={async () => {
              await logout();
              navigate(paths.home, { replace: true });
            }}
          />
        }
      >
        <PastDueBanner>
          <Outlet />
        </PastDueBanner>
      </DashboardLayout>
      <SettingsDrawer title={t('common.settings')} />
    </>
  );
}

/** The signed-in dashboard behind the auth guard. */
export function Component() {
  return (
    <AuthGuard>
      <SignedInDashboard />
    </AuthGuard>
  );
}
