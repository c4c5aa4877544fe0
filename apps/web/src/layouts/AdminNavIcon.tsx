import {
  ChartCandlestick,
  CircleAlert,
  Eye,
  SettingsIcon,
  TrendingUp,
  Users,
  Wallet,
} from '@finfree/ui';
import { createElement } from 'react';

const icons = {
  members: Users,
  trades: ChartCandlestick,
  outlook: TrendingUp,
  payouts: Wallet,
  disputes: CircleAlert,
  auditLog: Eye,
  integrations: SettingsIcon,
};

/** A name of an icon of the management group. */
export type AdminNavIconName = keyof typeof icons;

/**
 * An icon of the management group: its own chunk, as only admins see that group. (No JSX here:
 * the JSX runtime in one more chunk would move it into the app's entry, on every page.)
 */
export default function AdminNavIcon({ name }: { name: AdminNavIconName }) {
  return createElement(icons[name], { size: 22, 'aria-hidden': true });
}
