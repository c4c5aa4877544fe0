import {
  BookOpen,
  ChartLine,
  CreditCard,
  LayoutDashboard,
  Plug,
  Share2,
  TrendingUp,
  type NavGroupData,
  type NavItemData,
} from '@finfree/ui';
import type { TFunction } from 'i18next';
import { lazy, Suspense, type ComponentType } from 'react';
import { paths } from '../routes/paths';
import type { AdminNavIconName } from './AdminNavIcon';

// The management group's icons load only where that group shows (for admins): members' dashboard
// screens do not carry them.
const AdminNavIcon = lazy(() => import('./AdminNavIcon'));

/** An item of the navigation: its title key, path and icon, and who sees it (default: anyone). */
function navItem(
  title: string,
  path: string,
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>,
): NavItemData {
  return { title, path, icon: <Icon size={22} aria-hidden /> };
}

/** An item of the management group, which only admins see. */
function adminItem(title: string, path: string, name: AdminNavIconName): NavItemData {
  return {
    title,
    path,
    // The icon's place is kept while its chunk loads.
    icon: (
      <Suspense fallback={<svg width={22} height={22} aria-hidden />}>
        <AdminNavIcon name={name} />
      </Suspense>
    ),
    roles: ['admin'],
  };
}

/**
 * The dashboard side navigation: Dashboard, Trades, Market outlook, Affiliates, Plans, Connect;
 * Management for admins.
 */
export function dashboardNav(t: TFunction): NavGroupData[] {
  return [
    {
      subheader: t('nav.overview'),
      items: [
        navItem(t('nav.dashboard'), paths.dashboard.root, LayoutDashboard),
        navItem(t('nav.trades'), paths.dashboard.trades, ChartLine),
        navItem(t('nav.outlook'), paths.dashboard.outlook, TrendingUp),
        navItem(t('nav.affiliates'), paths.dashboard.affiliates, Share2),
        navItem(t('nav.plans'), paths.dashboard.plans, CreditCard),
        navItem(t('nav.connect'), paths.dashboard.connect, Plug),
      ],
    },
    {
      // Empty for non-admins, so the whole group is hidden.
      subheader: t('nav.management'),
      items: [
        adminItem(t('nav.members'), paths.dashboard.group.root, 'members'),
        adminItem(t('nav.tradesConsole'), paths.dashboard.group.trades, 'trades'),
        adminItem(t('nav.outlookConsole'), paths.dashboard.group.outlook, 'outlook'),
        adminItem(t('nav.payouts'), paths.dashboard.group.payouts, 'payouts'),
        adminItem(t('nav.disputes'), paths.dashboard.group.disputes, 'disputes'),
        adminItem(t('nav.auditLog'), paths.dashboard.group.auditLog, 'auditLog'),
        adminItem(t('nav.integrations'), paths.dashboard.group.integrations, 'integrations'),
      ],
    },
    {
      items: [
        // Absolute, so the navigation opens it in a new tab.
        navItem(
          t('nav.changelog'),
          new URL(paths.changelog, window.location.origin).href,
          BookOpen,
        ),
      ],
    },
  ];
}
