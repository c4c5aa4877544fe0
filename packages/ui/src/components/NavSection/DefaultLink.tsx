import { forwardRef } from 'react';
import type { NavLinkProps } from './types';

/** A plain anchor with the router-link props: used when no `LinkComponent` is given. */
export const DefaultLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function DefaultLink(
  { href, to: _to, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
