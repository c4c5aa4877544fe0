import {
  BookOpen,
  ChartCandlestick,
  ChartLine,
  CreditCard,
  Eye,
  LayoutDashboard,
  Share2,
  Users,
  Wallet,
  type NavGroupData,
} from '@finfree/ui';
import type { TFunction } from 'i18next';
import { paths } from '../routes/paths';

const admin = ['admin'] as const;

/** The dashboard side navigation: Dashboard, Trades, Affiliates, Plans; Management for admins. */
export function dashboardNav(t: TFunction): NavGroupData[] {
  return [
    {
      subheader: t('nav.overview'),
      items: [
        {
          title: t('nav.dashboard'),
          path: paths.dashboard.root,
          icon: <LayoutDashboard size={22} aria-hidden />,
        },
        {
          title: t('nav.trades'),
          path: paths.dashboard.trades,
          icon: <ChartLine size={22} aria-hidden />,
        },
        {
          title: t('nav.affiliates'),
          path: paths.dashboard.affiliates,
          icon: <Share2 size={22} aria-hidden />,
        },
        {
          title: t('nav.plans'),
          path: paths.dashboard.plans,
          icon: <CreditCard size={22} aria-hidden />,
        },
      ],
    },
    {
      // Empty for non-admins, so the whole group is hidden.
      subheader: t('nav.management'),
      items: [
        {
          title: t('nav.members'),
          path: paths.dashboard.group.root,
          icon: <Users size={22} aria-hidden />,
          roles: admin,
        },
        {
          title: t('nav.tradesConsole'),
          path: paths.dashboard.group.trades,
          icon: <ChartCandlestick size={22} aria-hidden />,
          roles: admin,
        },
        {
          title: t('nav.payouts'),
          path: paths.dashboard.group.payouts,
          icon: <Wallet size={22} aria-hidden />,
          roles: admin,
        },
        {
          title: t('nav.auditLog'),
          path: paths.dashboard.group.auditLog,
          icon: <Eye size={22} aria-hidden />,
          roles: admin,
        },
      ],
    },
    {
      items: [
        {
          title: t('nav.changelog'),
          // Absolute, so the navigation opens it in a new tab.
          path: new URL(paths.changelog, window.location.origin).href,
          icon: <BookOpen size={22} aria-hidden />,
        },
      ],
    },
  ];
}
