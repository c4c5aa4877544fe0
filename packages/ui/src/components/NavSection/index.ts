export { NavSectionVertical } from './NavSectionVertical';
export { NavSectionMini } from './NavSectionMini';
export { NavSectionHorizontal } from './NavSectionHorizontal';
export { DefaultLink } from './DefaultLink';
export {
  DEFAULT_NAV_ROLE,
  filterNavByRole,
  isExternalLink,
  isItemActive,
  isVisibleForRole,
} from './utils';
export type {
  NavGroupData,
  NavItemData,
  NavLinkComponent,
  NavLinkProps,
  NavSectionProps,
} from './types';
