import { ChevronDown, ChevronRight } from 'lucide-react';
import {
  forwardRef,
  Suspense,
  useState,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { DefaultLink } from './DefaultLink';
import { ItemArrow, ItemDot, ItemIcon, ItemInfo, ItemRoot, ItemTitle } from './NavSection.styles';
import type { NavItemData, NavLinkComponent } from './types';
import { isExternalLink } from './utils';
import { lazyNamed } from '../../utils/lazyNamed';

/** Where an item is drawn; drives its look through `data-variant`. */
export type NavItemVariant = 'vertical' | 'mini' | 'horizontal' | 'menu';

interface ContentProps {
  item: NavItemData;
  variant: NavItemVariant;
  depth: number;
  /** Arrow: `side` (points inline-end, rotates when open) or `down`. */
  arrow?: 'side' | 'down';
}

/** Icon (or dot for sub-items), title, info badge and arrow of a row. */
export function NavItemContent({ item, variant, depth, arrow }: ContentProps) {
  const showIcon = item.icon && depth === 0;
  return (
    <>
      {showIcon ? (
        <ItemIcon data-part="Icon" aria-hidden="true">
          {item.icon}
        </ItemIcon>
      ) : variant === 'vertical' && depth > 0 ? (
        <ItemDot data-part="Dot" aria-hidden="true" />
      ) : null}
      <ItemTitle data-part="Title">{item.title}</ItemTitle>
      {item.info != null && variant !== 'mini' ? (
        <ItemInfo data-part="Info">{item.info}</ItemInfo>
      ) : null}
      {arrow ? (
        <ItemArrow data-part="Arrow" data-direction={arrow} aria-hidden="true">
          {arrow === 'down' ? <ChevronDown /> : <ChevronRight />}
        </ItemArrow>
      ) : null}
    </>
  );
}

// Radix Tooltip loads only when an item has a caption, so navigations without captions (the
// public header) carry no Radix code.
const LazyTooltip = lazyNamed(() => import('../Tooltip/Tooltip'), 'Tooltip');

/** Wraps a row in a tooltip showing the item's caption (opens on hover, focus and long-press). */
export function WithCaption({ caption, children }: { caption?: string; children: ReactElement }) {
  // Hovered or focused before the tooltip code arrived: it opens once it has.
  const [pendingOpen, setPendingOpen] = useState(false);
  if (!caption) return children;
  const fallback = (
    <span
      data-part="CaptionTrigger"
      style={{ display: 'flex' }}
      onPointerEnter={() => setPendingOpen(true)}
      onPointerLeave={() => setPendingOpen(false)}
      onFocus={() => setPendingOpen(true)}
      onBlur={() => setPendingOpen(false)}
    >
      {children}
    </span>
  );
  return (
    <Suspense fallback={fallback}>
      <LazyTooltip title={caption} side="right" defaultOpen={pendingOpen}>
        <span data-part="CaptionTrigger" style={{ display: 'flex' }}>
          {children}
        </span>
      </LazyTooltip>
    </Suspense>
  );
}

interface LinkRowProps {
  item: NavItemData;
  variant: NavItemVariant;
  depth: number;
  active: boolean;
  exact: boolean;
  LinkComponent?: NavLinkComponent;
  onNavigate?: () => void;
}

/** A leaf row: router link, external link (new tab) or inert disabled row. */
export function NavLinkRow({
  item,
  variant,
  depth,
  active,
  exact,
  LinkComponent = DefaultLink,
  onNavigate,
}: LinkRowProps) {
  const common = {
    'data-part': 'Item',
    'data-variant': variant,
    'data-depth': String(depth),
    'data-active': String(active),
  } as const;
  const content = <NavItemContent item={item} variant={variant} depth={depth} />;
  let row: ReactElement;
  if (item.disabled) {
    row = (
      <ItemRoot as="span" {...common} aria-disabled="true" data-disabled="true">
        {content}
      </ItemRoot>
    );
  } else if (isExternalLink(item.path)) {
    row = (
      <ItemRoot
        {...common}
        href={item.path}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {content}
      </ItemRoot>
    );
  } else {
    row = (
      <ItemRoot
        as={LinkComponent}
        {...common}
        href={item.path}
        to={item.path}
        aria-current={exact ? 'page' : undefined}
        onClick={onNavigate}
      >
        {content}
      </ItemRoot>
    );
  }
  return <WithCaption caption={item.caption}>{row}</WithCaption>;
}

/** A row that is a button (toggles a sub-list or opens a menu). */
export const NavButtonRow = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & {
    item: NavItemData;
    variant: NavItemVariant;
    depth: number;
    active: boolean;
    open: boolean;
    arrow: 'side' | 'down';
    children?: ReactNode;
  }
>(function NavButtonRow({ item, variant, depth, active, open, arrow, ...rest }, ref) {
  return (
    <ItemRoot
      as="button"
      ref={ref}
      type="button"
      data-part="Item"
      data-variant={variant}
      data-depth={String(depth)}
      data-active={String(active)}
      data-open={String(open)}
      disabled={item.disabled}
      aria-disabled={item.disabled ? 'true' : undefined}
      {...rest}
    >
      <NavItemContent item={item} variant={variant} depth={depth} arrow={arrow} />
    </ItemRoot>
  );
});
