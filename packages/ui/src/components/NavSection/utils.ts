import type { NavGroupData, NavItemData } from './types';

/** Default role when none is given. */
export const DEFAULT_NAV_ROLE = 'admin';

/** True for links to another site (they open in a new tab). */
export function isExternalLink(path: string): boolean {
  return path.startsWith('http');
}

function normalise(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** True when `path` is exactly the current route. */
export function isExactPath(path: string, currentPath: string): boolean {
  return !isExternalLink(path) && normalise(path) === normalise(currentPath);
}

/** True when the item, or one of its descendants, is on the current route. */
export function isItemActive(item: NavItemData, currentPath: string): boolean {
  if (isExternalLink(item.path)) return false;
  if (isExactPath(item.path, currentPath)) return true;
  if (item.children?.length) {
    const current = normalise(currentPath);
    if (current.startsWith(`${normalise(item.path)}/`)) return true;
    return item.children.some((child) => isItemActive(child, currentPath));
  }
  return false;
}

/** True when the item may be seen by `role` (items without `roles` are public). */
export function isVisibleForRole(item: NavItemData, role: string): boolean {
  return !item.roles || item.roles.includes(role);
}

/** Items visible to `role`, recursively; groups left empty are dropped. */
export function filterNavByRole(data: readonly NavGroupData[], role: string): NavGroupData[] {
  const filterItems = (items: readonly NavItemData[]): NavItemData[] =>
    items
      .filter((item) => isVisibleForRole(item, role))
      .map((item) => (item.children ? { ...item, children: filterItems(item.children) } : item));
  return data
    .map((group) => ({ ...group, items: filterItems(group.items) }))
    .filter((group) => group.items.length > 0);
}
