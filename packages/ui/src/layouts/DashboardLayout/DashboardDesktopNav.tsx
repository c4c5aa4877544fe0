import { NavSectionVertical } from '../../components/NavSection/NavSectionVertical';
import type { NavSectionProps } from '../../components/NavSection/types';
import { lazyNamed } from '../../utils/lazyNamed';

/** Loads the mini and horizontal navigations' code (their items open menus). */
export const loadMenusNav = () => import('./DashboardMenusNav');
const DashboardMenusNav = lazyNamed(loadMenusNav, 'DashboardMenusNav');
// The stored settings (on `<html>` since before the first paint) ask for one of them: its code
// loads now, beside this module's first render.
const stored = typeof document === 'undefined' ? null : document.documentElement.dataset.layout;
if (stored === 'mini' || stored === 'horizontal') void loadMenusNav();

/** Props of {@link DashboardDesktopNav}. */
export interface DashboardDesktopNavProps extends NavSectionProps {
  /** The navigation's form, from `settings.themeLayout`. */
  variant: 'vertical' | 'mini' | 'horizontal';
}

/**
 * The dashboard's navigation on a desktop screen, in the form the settings ask for. A module
 * of its own so DashboardLayout loads it only where it is shown: phones and tablets get the
 * navigation in the drawer, loaded when the menu button is first pressed. The vertical form is
 * in it; the mini and horizontal forms (items with children open menus) load when used.
 */
export function DashboardDesktopNav({ variant, ...navProps }: DashboardDesktopNavProps) {
  if (variant === 'vertical') return <NavSectionVertical {...navProps} />;
  return <DashboardMenusNav {...navProps} variant={variant} />;
}
