import type { NavLinkProps } from '@finfree/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';

/** Plugs react-router into the design system's navigation (which has no router of its own). */
export const RouterNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function RouterNavLink(
  { href: _href, to, ...rest },
  ref,
) {
  return <Link ref={ref} to={to} {...rest} />;
});
