import type { ReactNode } from 'react';
import { NavSectionVertical } from '../../components/NavSection/NavSectionVertical';
import type { NavGroupData, NavLinkComponent } from '../../components/NavSection/types';
import { LayoutLogo } from '../shared/LayoutLogo';
import { MobileNavDrawer, type MobileNavDrawerProps } from '../shared/MobileNavDrawer';

/** Props of {@link MainMobileNav}. */
export interface MainMobileNavProps extends Pick<
  MobileNavDrawerProps,
  'returnFocusRef' | 'navigationFocusRef' | 'id'
> {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called when the drawer asks to close. */
  onClose: () => void;
  /** The navigation groups. */
  data: readonly NavGroupData[];
  /** Pathname of the current route. */
  currentPath: string;
  /** Router link component. */
  LinkComponent: NavLinkComponent;
  /** Logo content of the layout. */
  logo?: ReactNode;
  /** Accessible name of the `<nav>`. */
  navLabel: string;
}

/**
 * The public layout's mobile drawer with its vertical navigation. A module of its own so
 * MainLayout can load it (and Radix Dialog) the first time the menu button is pressed.
 */
export function MainMobileNav({
  open,
  onClose,
  data,
  currentPath,
  LinkComponent,
  logo,
  navLabel,
  ...focus
}: MainMobileNavProps) {
  return (
    <MobileNavDrawer
      open={open}
      onClose={onClose}
      {...focus}
      logo={<LayoutLogo logo={logo} LinkComponent={LinkComponent} />}
    >
      <NavSectionVertical
        data={data}
        currentPath={currentPath}
        LinkComponent={LinkComponent}
        aria-label={navLabel}
      />
    </MobileNavDrawer>
  );
}
