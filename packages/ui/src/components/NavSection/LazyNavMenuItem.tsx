import { Suspense, useState } from 'react';
import { NavButtonRow } from './NavItem';
import type { NavMenuItemProps } from './NavMenuItem';
import { isItemActive } from './utils';
import { lazyNamed } from '../../utils/lazyNamed';

// The dropdown machinery (Radix Popover, floating-ui) loads only when an item has children, so a
// bar of plain links (the public header, a member's dashboard) ships none of it.
const NavMenuItem = lazyNamed(() => import('./NavMenuItem'), 'NavMenuItem');

/**
 * An item with children: the dropdown once its code has loaded; until then the same trigger
 * button, remembering a hover, focus or click so the dropdown opens (and keeps focus) on arrival.
 */
export function LazyNavMenuItem(props: Omit<NavMenuItemProps, 'defaultOpen' | 'focusOnMount'>) {
  const [pending, setPending] = useState({ open: false, focus: false });
  const { item, variant, currentPath } = props;
  const placeholder = (
    <li
      onMouseEnter={() => setPending((p) => ({ ...p, open: true }))}
      onMouseLeave={() => setPending((p) => ({ ...p, open: p.focus }))}
    >
      <NavButtonRow
        item={item}
        variant={variant}
        depth={0}
        active={isItemActive(item, currentPath)}
        open={false}
        arrow={variant === 'mini' ? 'side' : 'down'}
        aria-expanded={false}
        data-pending="true"
        onFocus={() => setPending({ open: true, focus: true })}
        onBlur={() => setPending({ open: false, focus: false })}
        onClick={() => setPending({ open: true, focus: true })}
      />
    </li>
  );
  return (
    <Suspense fallback={placeholder}>
      <NavMenuItem {...props} defaultOpen={pending.open} focusOnMount={pending.focus} />
    </Suspense>
  );
}
