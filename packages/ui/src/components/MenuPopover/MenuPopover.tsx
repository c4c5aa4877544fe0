import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import {
  forwardRef,
  useEffect,
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
import { dataAttributes } from '../../utils/dataAttributes';

/** Default width of the menu popover in px. */
export const MENU_POPOVER_WIDTH = 200;

const ITEM_SELECTOR = '[role="menuitem"]:not([data-disabled])';

export interface MenuPopoverProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixMenu.Content>,
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

/**
 * A menu in a popover (WAI-ARIA menu button, Radix DropdownMenu): opens on the trigger (Enter,
 * Space or click on its first item; ArrowDown on its first, ArrowUp on its last),
 * ArrowUp/ArrowDown/Home/End move between items (wrapping), typing a letter moves to the next
 * item that starts with it, Escape closes it with focus back on the trigger, and Tab/Shift+Tab
 * close it and move on to the control after/before the trigger.
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
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  const menuRef = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, menuRef);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Item to focus when the menu opens (ArrowUp on the trigger opens it on the last one).
  const openOn = useRef<'first' | 'last'>('first');
  // Tab left the menu: focus has moved on and must not be pulled back to the trigger.
  const tabbedOut = useRef(false);
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });

  // Radix focuses the menu itself when a pointer opens it, and its first item when a key does:
  // an item gets focus either way, the last one after ArrowUp on the trigger.
  useEffect(() => {
    if (!open) return;
    tabbedOut.current = false;
    const frame = requestAnimationFrame(() => {
      const which = openOn.current;
      openOn.current = 'first';
      const menu = menuRef.current;
      if (!menu) return;
      const items = [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
      if (which === 'last') items.at(-1)?.focus();
      else if (document.activeElement === menu) items[0]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowUp') return;
    event.preventDefault();
    openOn.current = 'last';
    setOpen(true);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Tab') return;
    // The menu lives in a portal at the end of the page: Tab goes on from the trigger
    // instead, to the control after (Shift: before) it, as if the menu had not been open.
    event.preventDefault();
    tabbedOut.current = true;
    setOpen(false);
    if (triggerRef.current) focusTabNeighbour(triggerRef.current, event.shiftKey);
  };

  return (
    <RadixMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <RadixMenu.Trigger ref={triggerRef} asChild onKeyDown={handleTriggerKeyDown}>
        {trigger}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <MenuPopoverContent
          ref={composedRef}
          data-component="MenuPopover"
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          loop
          $width={width}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (tabbedOut.current) event.preventDefault();
            tabbedOut.current = false;
          }}
          onKeyDown={handleKeyDown}
          {...rest}
        >
          {children}
        </MenuPopoverContent>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
});

export interface MenuItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onSelect'> {
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Marks the item unavailable: the arrow keys skip it and choosing it does nothing. */
  disabled?: boolean;
  /** Keeps the menu open after choosing this item. */
  keepOpen?: boolean;
  /** Error styling for destructive actions (e.g. Logout, Delete). */
  danger?: boolean;
}

/** One choice in a `MenuPopover` (`role="menuitem"`). */
export const MenuItem = forwardRef<HTMLButtonElement, MenuItemProps>(function MenuItem(
  { onSelect, icon, disabled, keepOpen, danger, children, ...rest },
  ref,
) {
  return (
    <RadixMenu.Item
      asChild
      disabled={disabled}
      onSelect={(event) => {
        onSelect?.();
        if (keepOpen) event.preventDefault();
      }}
    >
      <MenuItemRoot ref={ref} type="button" {...dataAttributes('MenuItem', { danger })} {...rest}>
        {icon ? <span data-part="Icon">{icon}</span> : null}
        {children}
      </MenuItemRoot>
    </RadixMenu.Item>
  );
});
