import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useUiText } from '../../locale/UiTextProvider';
import { NavButtonRow, NavLinkRow } from './NavItem';
import { GroupList, GroupRoot, NavRoot, Subheader, SubList } from './NavSection.styles';
import type { NavGroupData, NavItemData, NavLinkComponent, NavSectionProps } from './types';
import { DEFAULT_NAV_ROLE, filterNavByRole, isExactPath, isItemActive } from './utils';

interface ItemProps {
  item: NavItemData;
  depth: number;
  currentPath: string;
  LinkComponent?: NavLinkComponent;
}

function VerticalItem({ item, depth, currentPath, LinkComponent }: ItemProps) {
  const active = isItemActive(item, currentPath);
  const hasChildren = Boolean(item.children?.length);
  const [open, setOpen] = useState(active);
  const [seenPath, setSeenPath] = useState(currentPath);
  const listId = useId();

  // On a route change an open item collapses unless its route is still active, and
  // the item of the new route opens so the active entry stays visible.
  if (seenPath !== currentPath) {
    setSeenPath(currentPath);
    setOpen(active);
  }

  if (!hasChildren) {
    return (
      <li>
        <NavLinkRow
          item={item}
          variant="vertical"
          depth={depth}
          active={active}
          exact={isExactPath(item.path, currentPath)}
          LinkComponent={LinkComponent}
        />
      </li>
    );
  }
  return (
    <li>
      <NavButtonRow
        item={item}
        variant="vertical"
        depth={depth}
        active={active}
        open={open}
        arrow="side"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      />
      {open ? (
        <SubList id={listId} data-part="SubList">
          {item.children?.map((child) => (
            <VerticalItem
              key={child.title + child.path}
              item={child}
              depth={depth + 1}
              currentPath={currentPath}
              LinkComponent={LinkComponent}
            />
          ))}
        </SubList>
      ) : null}
    </li>
  );
}

function VerticalGroup({
  group,
  currentPath,
  LinkComponent,
}: {
  group: NavGroupData;
  currentPath: string;
  LinkComponent?: NavLinkComponent;
}) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  const items = group.items.map((item) => (
    <VerticalItem
      key={item.title + item.path}
      item={item}
      depth={0}
      currentPath={currentPath}
      LinkComponent={LinkComponent}
    />
  ));
  return (
    <GroupRoot data-part="Group">
      {group.subheader ? (
        <Subheader
          type="button"
          data-part="Subheader"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {group.subheader}
          <ChevronDown data-part="SubheaderArrow" aria-hidden="true" size={14} />
        </Subheader>
      ) : null}
      {open ? <GroupList id={listId}>{items}</GroupList> : null}
    </GroupRoot>
  );
}

/**
 * The side navigation: nested items that toggle on click and collapse when their route is no
 * longer active; groups collapse when their subheader is clicked.
 */
export function NavSectionVertical({
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
      data-component="NavSectionVertical"
      data-variant="vertical"
      aria-label={ariaLabel ?? text.nav.main}
      className={className}
    >
      {groups.map((group, index) => (
        <VerticalGroup
          key={group.subheader ?? index}
          group={group}
          currentPath={currentPath}
          LinkComponent={LinkComponent}
        />
      ))}
    </NavRoot>
  );
}
