import type { ComponentType, ReactNode } from 'react';

/** One entry of a navigation section (title, path, icon, info, caption, disabled, roles, children). */
export interface NavItemData {
  /** Visible label. */
  title: string;
  /** Route path; a path starting with `http` is an external link opened in a new tab. */
  path: string;
  /** Leading icon (e.g. a lucide-react icon element). */
  icon?: ReactNode;
  /** Trailing info badge, e.g. a count or a label. */
  info?: ReactNode;
  /** Help text shown as a tooltip on the item. */
  caption?: string;
  /** Shows the item but makes it inert. */
  disabled?: boolean;
  /** When set, the item is hidden unless the current role is in this list. */
  roles?: readonly string[];
  /** Sub-items; the item then toggles (vertical) or opens a popover/dropdown (mini/horizontal). */
  children?: readonly NavItemData[];
}

/** A group of navigation items with an optional subheader. */
export interface NavGroupData {
  /** Heading of the group; clicking it collapses/expands the group (vertical nav). */
  subheader?: string;
  /** Items of the group. */
  items: readonly NavItemData[];
}

/** Props every router link receives from the navigation components. */
export interface NavLinkProps {
  /** Target path (for routers that read `href`, and for plain anchors). */
  href: string;
  /** Same target path, for routers that read `to` (React Router, TanStack Router). */
  to: string;
  /** Link content. */
  children?: ReactNode;
  /** Styling class that must reach the rendered element. */
  className?: string;
  /** `page` on the item of the current route. */
  'aria-current'?: 'page' | undefined;
  /** Pointer and keyboard handlers that must reach the rendered element. */
  onClick?: React.MouseEventHandler<HTMLElement>;
  /** Any `data-*` attributes (state for styling). */
  [dataAttribute: `data-${string}`]: string | undefined;
}

/** A router link component (React Router's `Link`, a Next.js `Link`, or a plain anchor). */
export type NavLinkComponent = ComponentType<NavLinkProps>;

/** Props shared by the three navigation sections. */
export interface NavSectionProps {
  /** The groups to render. */
  data: readonly NavGroupData[];
  /** Pathname of the current route; drives the active item and collapse rules. */
  currentPath: string;
  /** Link component of the app's router; a plain anchor by default. */
  LinkComponent?: NavLinkComponent;
  /** Role of the signed-in user; items with `roles` not containing it are hidden. Default `admin`. */
  currentRole?: string;
  /** Accessible name of the `<nav>` landmark; `nav.main` of the UiText by default. */
  'aria-label'?: string;
  /** Extra class on the root element. */
  className?: string;
}
