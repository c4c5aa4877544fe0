import { NavSectionHorizontal } from '../../components/NavSection/NavSectionHorizontal';
import { NavSectionMini } from '../../components/NavSection/NavSectionMini';
import { NavSectionVertical } from '../../components/NavSection/NavSectionVertical';
import type { NavSectionProps } from '../../components/NavSection/types';

/** Props of {@link DashboardDesktopNav}. */
export interface DashboardDesktopNavProps extends NavSectionProps {
  /** The navigation's form, from `settings.themeLayout`. */
  variant: 'vertical' | 'mini' | 'horizontal';
}

/**
 * The dashboard's navigation on a desktop screen, in the form the settings ask for. A module
 * of its own so DashboardLayout loads it only where it is shown: phones and tablets get the
 * navigation in the drawer, loaded when the menu button is first pressed. One component for
 * the three forms, so switching between them never waits for code.
 */
export function DashboardDesktopNav({ variant, ...navProps }: DashboardDesktopNavProps) {
  if (variant === 'horizontal') return <NavSectionHorizontal {...navProps} />;
  if (variant === 'mini') return <NavSectionMini {...navProps} />;
  return <NavSectionVertical {...navProps} />;
}
