import { NavSectionMenus } from '../../components/NavSection/NavSectionMenus';
import type { NavSectionProps } from '../../components/NavSection/types';

/**
 * The dashboard's mini or horizontal navigation: a module of its own, loaded by
 * DashboardDesktopNav when one of these forms is used (the public header's bar keeps its own
 * copy of the menus' code in its chunk).
 */
export function DashboardMenusNav(props: NavSectionProps & { variant: 'mini' | 'horizontal' }) {
  return <NavSectionMenus {...props} />;
}
