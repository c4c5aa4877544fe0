import { useMemo } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { NavLinkRow } from './NavItem';
import { LazyNavMenuItem } from './LazyNavMenuItem';
import { GroupList, GroupRoot, NavRoot } from './NavSection.styles';
import type { NavSectionProps } from './types';
import { DEFAULT_NAV_ROLE, filterNavByRole, isExactPath, isItemActive } from './utils';

/** The narrow (88 px) navigation: icons with short titles; children open in a popover. */
export function NavSectionMini({
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
      data-component="NavSectionMini"
      data-variant="mini"
      aria-label={ariaLabel ?? text.nav.main}
      className={className}
    >
      {groups.map((group, index) => (
        <GroupRoot key={group.subheader ?? index} data-part="Group">
          <GroupList aria-label={group.subheader}>
            {group.items.map((item) =>
              item.children?.length ? (
                <LazyNavMenuItem
                  key={item.title + item.path}
                  item={item}
                  variant="mini"
                  currentPath={currentPath}
                  LinkComponent={LinkComponent}
                />
              ) : (
                <li key={item.title + item.path}>
                  <NavLinkRow
                    item={item}
                    variant="mini"
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
