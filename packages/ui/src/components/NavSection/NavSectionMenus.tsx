import { useMemo } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { LazyNavMenuItem } from './LazyNavMenuItem';
import { NavLinkRow } from './NavItem';
import { GroupList, GroupRoot, NavRoot } from './NavSection.styles';
import type { NavSectionProps } from './types';
import { DEFAULT_NAV_ROLE, filterNavByRole, isExactPath, isItemActive } from './utils';

/**
 * The navigations whose items with children open a menu (loaded on first use) instead of
 * expanding in place: the mini and the horizontal variants.
 */
export function NavSectionMenus({
  variant,
  data,
  currentPath,
  LinkComponent,
  currentRole = DEFAULT_NAV_ROLE,
  'aria-label': ariaLabel,
  className,
}: NavSectionProps & { variant: 'mini' | 'horizontal' }) {
  const text = useUiText();
  const groups = useMemo(() => filterNavByRole(data, currentRole), [data, currentRole]);
  return (
    <NavRoot
      data-component={variant === 'mini' ? 'NavSectionMini' : 'NavSectionHorizontal'}
      data-variant={variant}
      aria-label={ariaLabel ?? text.nav.main}
      className={className}
    >
      {groups.map((group, index) => (
        <GroupRoot key={group.subheader ?? index} data-part="Group">
          <GroupList
            aria-label={group.subheader}
            data-orientation={variant === 'horizontal' ? 'horizontal' : undefined}
          >
            {group.items.map((item) =>
              item.children?.length ? (
                <LazyNavMenuItem
                  key={item.title + item.path}
                  item={item}
                  variant={variant}
                  currentPath={currentPath}
                  LinkComponent={LinkComponent}
                />
              ) : (
                <li key={item.title + item.path}>
                  <NavLinkRow
                    item={item}
                    variant={variant}
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
