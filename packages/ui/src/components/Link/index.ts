export { Link, linkUnderlines, linkColors, isExternalHref } from './Link';
export type { LinkProps, LinkUnderline, LinkColor } from './Link';
