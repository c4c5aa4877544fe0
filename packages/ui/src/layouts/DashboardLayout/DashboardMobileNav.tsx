import type { ReactNode, RefObject } from 'react';
import { NavSectionVertical } from '../../components/NavSection/NavSectionVertical';
import type { NavSectionProps } from '../../components/NavSection/types';
import { NavDialog } from '../shared/NavDialog';
import type { NavDialogControl } from '../shared/useNavDialog';

/** Props of {@link DashboardMobileNav}. */
export interface DashboardMobileNavProps {
  /** The drawer's state, from the layout's `useNavDialog`. */
  control: NavDialogControl;
  /** Logo at the top of the drawer. */
  logo: ReactNode;
  /** The navigation, as the side navigation shows it. */
  navProps: NavSectionProps;
  /** Where focus goes when a link in the drawer was followed (the layout's main region). */
  navigationFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The dashboard's phone drawer with its vertical navigation. A module of its own so a desktop
 * never loads it.
 */
export function DashboardMobileNav({
  control,
  logo,
  navProps,
  navigationFocusRef,
}: DashboardMobileNavProps) {
  return (
    <NavDialog control={control} logo={logo} navigationFocusRef={navigationFocusRef}>
      <NavSectionVertical {...navProps} />
    </NavDialog>
  );
}
