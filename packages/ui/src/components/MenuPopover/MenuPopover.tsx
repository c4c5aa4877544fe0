import * as RadixPopover from '@radix-ui/react-popover';
import {
  createContext,
  forwardRef,
  useContext,
  useRef,
  type ButtonHTMLAttributes,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs';
import { useControllableState } from '../../hooks/useControllableState';
import { focusTabNeighbour } from '../../utils/focus';
import { MenuItemRoot, MenuPopoverContent } from './MenuPopover.styles';

/** Default width of the menu popover in px. */
export const MENU_POPOVER_WIDTH = 200;

const MenuContext = createContext<{ close: () => void } | null>(null);

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

export interface MenuPopoverProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixPopover.Content>,
  'children'
> {
  /** The button that opens the menu (gets `aria-haspopup="menu"` and `aria-expanded`). */
  trigger: ReactElement;
  /** The `MenuItem`s (other elements, e.g. a Divider or a header, are skipped by the arrow keys). */
  children: ReactNode;
  /** Accessible name of the menu (default: none; the trigger's label is a good choice). */
  'aria-label'?: string;
  /** Open state when controlled. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Width in px (default 200). */
  width?: number;
}

function focusItem(menu: HTMLElement, which: 'first' | 'last' | 'next' | 'previous') {
  const items = [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const target =
    which === 'first'
      ? items[0]
      : which === 'last'
        ? items[items.length - 1]
        : which === 'next'
          ? items[(index + 1) % items.length]
          : items[(index - 1 + items.length) % items.length];
  target?.focus();
}

/**
 * A menu in a popover (WAI-ARIA menu button): opens on the trigger (Enter, Space or click on
 * its first item; ArrowDown on its first, ArrowUp on its last), ArrowUp/ArrowDown/Home/End
 * move between items, Escape closes it with focus back on the trigger, and Tab/Shift+Tab close
 * it and move on to the control after/before the trigger.
 */
export const MenuPopover = forwardRef<HTMLDivElement, MenuPopoverProps>(function MenuPopover(
  {
    trigger,
    children,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    width = MENU_POPOVER_WIDTH,
    align = 'end',
    sideOffset = 8,
    onKeyDown,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const menuRef = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, menuRef);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Item to focus when the menu opens (ArrowUp on the trigger opens it on the last one).
  const openOn = useRef<'first' | 'last'>('first');
  // Tab left the menu: focus has moved on and must not be pulled back to the trigger.
  const tabbedOut = useRef(false);

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openOn.current = event.key === 'ArrowUp' ? 'last' : 'first';
    setOpen(true);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || !menuRef.current) return;
    const moves: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
      ArrowDown: 'next',
      ArrowUp: 'previous',
      Home: 'first',
      End: 'last',
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusItem(menuRef.current, move);
    } else if (event.key === 'Tab') {
      // The menu lives in a portal at the end of the page: Tab goes on from the trigger
      // instead, to the control after (Shift: before) it, as if the menu had not been open.
      event.preventDefault();
      tabbedOut.current = true;
      setOpen(false);
      if (triggerRef.current) focusTabNeighbour(triggerRef.current, event.shiftKey);
    }
  };

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger
        ref={triggerRef}
        asChild
        aria-haspopup="menu"
        onKeyDown={handleTriggerKeyDown}
      >
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <MenuPopoverContent
          ref={composedRef}
          role="menu"
          aria-orientation="vertical"
          data-component="MenuPopover"
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          $width={width}
          onOpenAutoFocus={(event) => {
            onOpenAutoFocus?.(event);
            tabbedOut.current = false;
            const which = openOn.current;
            openOn.current = 'first';
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (menuRef.current) focusItem(menuRef.current, which);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (tabbedOut.current) event.preventDefault();
            tabbedOut.current = false;
          }}
          onKeyDown={handleKeyDown}
          {...rest}
        >
          <MenuContext.Provider value={{ close: () => setOpen(false) }}>
            {children}
          </MenuContext.Provider>
        </MenuPopoverContent>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
});

export interface MenuItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect'> {
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Marks the item unavailable; it stays focusable-skipped and does nothing. */
  disabled?: boolean;
  /** Keeps the menu open after choosing this item. */
  keepOpen?: boolean;
  /** Error styling for destructive actions (e.g. Logout, Delete). */
  danger?: boolean;
}

/** One choice in a `MenuPopover` (`role="menuitem"`). */
export const MenuItem = forwardRef<HTMLButtonElement, MenuItemProps>(function MenuItem(
  { onSelect, icon, disabled, keepOpen, danger, onClick, children, ...rest },
  ref,
) {
  const menu = useContext(MenuContext);
  return (
    <MenuItemRoot
      ref={ref}
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      data-component="MenuItem"
      data-danger={danger || undefined}
      onClick={(event) => {
        onClick?.(event);
        if (disabled || event.defaultPrevented) return;
        onSelect?.();
        if (!keepOpen) menu?.close();
      }}
      {...rest}
    >
      {icon ? <span data-part="Icon">{icon}</span> : null}
      {children}
    </MenuItemRoot>
  );
});
