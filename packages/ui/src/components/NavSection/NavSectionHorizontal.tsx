import { lazy, Suspense, useMemo, useState } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { NavButtonRow, NavLinkRow } from './NavItem';
import type { NavMenuItemProps } from './NavMenuItem';
import { GroupList, GroupRoot, NavRoot } from './NavSection.styles';
import type { NavSectionProps } from './types';
import { DEFAULT_NAV_ROLE, filterNavByRole, isExactPath, isItemActive } from './utils';

// The dropdown machinery (Radix Popover, floating-ui) loads only when an item has children, so a
// bar of plain links (the public header) ships none of it.
const NavMenuItem = lazy(() =>
  import('./NavMenuItem').then((module) => ({ default: module.NavMenuItem })),
);

/**
 * An item with children: the dropdown once its code has loaded; until then the same trigger
 * button, remembering a hover, focus or click so the dropdown opens (and keeps focus) on arrival.
 */
function LazyNavMenuItem(props: Omit<NavMenuItemProps, 'defaultOpen' | 'focusOnMount'>) {
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
        arrow="down"
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

/** A navigation bar (under the header); children open in dropdowns on hover and focus. */
export function NavSectionHorizontal({
  data,
  currentPath,
  LinkComponent,
  currentRole = DEFAULT_NAV_ROLE,
  'aria-label': ariaLabel,
  className,
}: NavSectionProps) {
  const text = useUiText();
  const groups = useMemo(() => filterNavByRole(data, currentRole), [data, currentRole]);
  return (
    <NavRoot
      data-component="NavSectionHorizontal"
      data-variant="horizontal"
      aria-label={ariaLabel ?? text.nav.main}
      className={className}
    >
      {groups.map((group, index) => (
        <GroupRoot key={group.subheader ?? index} data-part="Group">
          <GroupList aria-label={group.subheader} data-orientation="horizontal">
            {group.items.map((item) =>
              item.children?.length ? (
                <LazyNavMenuItem
                  key={item.title + item.path}
                  item={item}
                  variant="horizontal"
                  currentPath={currentPath}
                  LinkComponent={LinkComponent}
                />
              ) : (
                <li key={item.title + item.path}>
                  <NavLinkRow
                    item={item}
                    variant="horizontal"
                    depth={0}
                    active={isItemActive(item, currentPath)}
                    exact={isExactPath(item.path, currentPath)}
                    LinkComponent={LinkComponent}
                  />
                </li>
              ),
            )}
          </GroupList>
        </GroupRoot>
      ))}
    </NavRoot>
  );
}
