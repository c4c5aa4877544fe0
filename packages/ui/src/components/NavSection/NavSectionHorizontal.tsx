import { useMemo } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { LazyNavMenuItem } from './LazyNavMenuItem';
import { NavLinkRow } from './NavItem';
import { GroupList, GroupRoot, NavRoot } from './NavSection.styles';
import type { NavSectionProps } from './types';
import { DEFAULT_NAV_ROLE, filterNavByRole, isExactPath, isItemActive } from './utils';

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
