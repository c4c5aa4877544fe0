import * as RadixPopover from '@radix-ui/react-popover';
import { useDirection } from '@radix-ui/react-direction';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavButtonRow, NavLinkRow, type NavItemVariant } from './NavItem';
import { MenuPaper } from './NavSection.styles';
import type { NavItemData, NavLinkComponent } from './types';
import { isExactPath, isItemActive } from './utils';

const CLOSE_DELAY = 120;

function MenuList({
  items,
  currentPath,
  LinkComponent,
  onNavigate,
}: {
  items: readonly NavItemData[];
  currentPath: string;
  LinkComponent?: NavLinkComponent;
  onNavigate: () => void;
}) {
  return (
    <ul>
      {items.map((child) => (
        <li key={child.title + child.path}>
          <NavLinkRow
            item={child.children?.length ? { ...child, icon: undefined } : child}
            variant="menu"
            depth={1}
            active={isItemActive(child, currentPath)}
            exact={isExactPath(child.path, currentPath)}
            LinkComponent={LinkComponent}
            onNavigate={onNavigate}
          />
          {child.children?.length ? (
            <MenuList
              items={child.children}
              currentPath={currentPath}
              LinkComponent={LinkComponent}
              onNavigate={onNavigate}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link NavMenuItem}. */
export interface NavMenuItemProps {
  /** The item with children. */
  item: NavItemData;
  /** Mini (side popover) or horizontal (dropdown below). */
  variant: Extract<NavItemVariant, 'mini' | 'horizontal'>;
  /** Pathname of the current route. */
  currentPath: string;
  /** Router link component. */
  LinkComponent?: NavLinkComponent;
  /** Starts open (the pointer or focus reached the item before its code had loaded). */
  defaultOpen?: boolean;
  /** Focuses the trigger on mount (it had focus while its code was loading). */
  focusOnMount?: boolean;
}

/**
 * An item whose children open in a popover (mini nav, side placement) or a dropdown
 * (horizontal nav, below) on hover and on keyboard focus; closes on route change.
 */
export function NavMenuItem({
  item,
  variant,
  currentPath,
  LinkComponent,
  defaultOpen = false,
  focusOnMount = false,
}: NavMenuItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [seenPath, setSeenPath] = useState(currentPath);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contentRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusInside = useRef(false);
  // Focus handed back to the trigger when the menu closes must not reopen it.
  const returningFocus = useRef(false);
  const menuId = useId();
  const dir = useDirection();
  const active = isItemActive(item, currentPath);

  // Dropdowns close when the route changes.
  if (seenPath !== currentPath) {
    setSeenPath(currentPath);
    setOpen(false);
  }

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const scheduleClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY);
  }, []);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
    // Only on mount: focus moves here once, from the placeholder that had it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const show = () => {
    cancelClose();
    setOpen(true);
  };
  const returnFocus = () => {
    returningFocus.current = true;
    triggerRef.current?.focus();
    returningFocus.current = false;
  };
  const focusFirst = () => {
    focusInside.current = true;
    setOpen(true);
    requestAnimationFrame(() =>
      contentRef.current?.querySelector<HTMLElement>('a,button,[tabindex]')?.focus(),
    );
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      focusFirst();
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const onContentKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = Array.from(
      contentRef.current?.querySelectorAll<HTMLElement>('a,[data-part="Item"]:not(span)') ?? [],
    );
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    } else if (event.key === 'Tab') {
      // Leaving the menu returns to the page order after the trigger.
      event.preventDefault();
      setOpen(false);
      returnFocus();
    }
  };

  const side = variant === 'mini' ? (dir === 'rtl' ? 'left' : 'right') : 'bottom';
  return (
    <li onMouseEnter={show} onMouseLeave={scheduleClose}>
      <RadixPopover.Root open={open} onOpenChange={setOpen}>
        <RadixPopover.Anchor asChild>
          <NavButtonRow
            ref={triggerRef}
            item={item}
            variant={variant}
            depth={0}
            active={active}
            open={open}
            arrow={variant === 'mini' ? 'side' : 'down'}
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            onFocus={() => {
              if (!returningFocus.current) show();
            }}
            onClick={() => (open ? setOpen(false) : focusFirst())}
            onKeyDown={onTriggerKeyDown}
          />
        </RadixPopover.Anchor>
        <RadixPopover.Portal>
          <RadixPopover.Content
            asChild
            side={side}
            align="start"
            sideOffset={variant === 'mini' ? 8 : 4}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (focusInside.current) returnFocus();
              focusInside.current = false;
            }}
            onInteractOutside={(event) => {
              if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
            }}
            onMouseEnter={cancelClose}
            onMouseLeave={scheduleClose}
            onKeyDown={onContentKeyDown}
          >
            <MenuPaper
              ref={contentRef}
              id={menuId}
              data-part="Menu"
              data-variant={variant}
              aria-label={item.title}
              role="group"
            >
              <MenuList
                items={item.children ?? []}
                currentPath={currentPath}
                LinkComponent={LinkComponent}
                onNavigate={() => setOpen(false)}
              />
            </MenuPaper>
          </RadixPopover.Content>
        </RadixPopover.Portal>
      </RadixPopover.Root>
    </li>
  );
}
