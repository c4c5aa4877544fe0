import { NavSectionMenus } from './NavSectionMenus';
import type { NavSectionProps } from './types';

/** A navigation bar (under the header); children open in dropdowns on hover and focus. */
export function NavSectionHorizontal(props: NavSectionProps) {
  return <NavSectionMenus {...props} variant="horizontal" />;
}
