import type { ReactNode } from 'react';
import { NavSectionVertical } from '../../components/NavSection/NavSectionVertical';
import type { NavSectionProps } from '../../components/NavSection/types';
import { MobileNavDrawer, type MobileNavDrawerProps } from '../shared/MobileNavDrawer';

/** Props of {@link DashboardMobileNav}. */
export interface DashboardMobileNavProps extends Pick<
  MobileNavDrawerProps,
  'returnFocusRef' | 'navigationFocusRef' | 'id'
> {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to close. */
  onClose: () => void;
  /** Logo at the top of the drawer. */
  logo: ReactNode;
  /** The navigation, as the side navigation shows it. */
  navProps: NavSectionProps;
}

/**
 * The dashboard's mobile drawer with its vertical navigation. A module of its own so
 * DashboardLayout loads it (and Radix Dialog) the first time the menu button is pressed.
 */
export function DashboardMobileNav({
  open,
  onClose,
  logo,
  navProps,
  ...focus
}: DashboardMobileNavProps) {
  return (
    <MobileNavDrawer open={open} onClose={onClose} logo={logo} {...focus}>
      <NavSectionVertical {...navProps} />
    </MobileNavDrawer>
  );
}
