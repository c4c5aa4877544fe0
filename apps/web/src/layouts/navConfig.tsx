import {
  BookOpen,
  CircleAlert,
  ChartCandlestick,
  ChartLine,
  CreditCard,
  Eye,
  LayoutDashboard,
  Share2,
  Users,
  Wallet,
  type NavGroupData,
  type NavItemData,
} from '@finfree/ui';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { paths } from '../routes/paths';

/** An item of the navigation: its title key, path and icon, and who sees it (default: anyone). */
function navItem(
  title: string,
  path: string,
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>,
  roles?: NavItemData['roles'],
): NavItemData {
  return { title, path, icon: <Icon size={22} aria-hidden />, ...(roles ? { roles } : {}) };
}

const admin = ['admin'] as const;

/** The dashboard side navigation: Dashboard, Trades, Affiliates, Plans; Management for admins. */
export function dashboardNav(t: TFunction): NavGroupData[] {
  return [
    {
      subheader: t('nav.overview'),
      items: [
        navItem(t('nav.dashboard'), paths.dashboard.root, LayoutDashboard),
        navItem(t('nav.trades'), paths.dashboard.trades, ChartLine),
        navItem(t('nav.affiliates'), paths.dashboard.affiliates, Share2),
        navItem(t('nav.plans'), paths.dashboard.plans, CreditCard),
      ],
    },
    {
      // Empty for non-admins, so the whole group is hidden.
      subheader: t('nav.management'),
      items: [
        navItem(t('nav.members'), paths.dashboard.group.root, Users, admin),
        navItem(t('nav.tradesConsole'), paths.dashboard.group.trades, ChartCandlestick, admin),
        navItem(t('nav.payouts'), paths.dashboard.group.payouts, Wallet, admin),
        navItem(t('nav.disputes'), paths.dashboard.group.disputes, CircleAlert, admin),
        navItem(t('nav.auditLog'), paths.dashboard.group.auditLog, Eye, admin),
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
