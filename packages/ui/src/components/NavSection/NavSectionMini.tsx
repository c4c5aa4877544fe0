import { NavSectionMenus } from './NavSectionMenus';
import type { NavSectionProps } from './types';

/** The narrow (88 px) navigation: icons with short titles; children open in a popover. */
export function NavSectionMini(props: NavSectionProps) {
  return <NavSectionMenus {...props} variant="mini" />;
}
