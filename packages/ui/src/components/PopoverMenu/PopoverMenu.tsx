import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { dataAttributes } from '../../utils/dataAttributes';
import { focusTabNeighbour } from '../../utils/focus';
import { MenuItemRoot } from '../MenuPopover/menuItem.styles';
import { PopoverMenuRoot } from './PopoverMenu.styles';

/** Default width of the menu in px. */
export const POPOVER_MENU_WIDTH = 200;

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

/** Props for the button that opens a {@link PopoverMenu} (spread them on it). */
export interface PopoverMenuTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  popoverTarget: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface PopoverMenuProps {
  /** Accessible name of the menu (the trigger's label is a good choice). */
  'aria-label': string;
  /** Renders the button that opens the menu, given the props that wire it to the menu. */
  trigger: (props: PopoverMenuTriggerProps) => ReactNode;
  /** The `PopoverMenuItem`s. */
  children: ReactNode;
  /** Width in px (default 200). */
  width?: number;
  /** Called when the menu opens or closes (also when the browser opened it before the app ran). */
  onOpenChange?: (open: boolean) => void;
}

const CloseMenu = createContext<() => void>(() => undefined);

const itemsOf = (menu: HTMLElement | null) =>
  menu ? [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];

/**
 * A menu button on the browser's own popover (WAI-ARIA menu button): the menu is part of the
 * page's HTML and the trigger opens it through `popovertarget`, so on a page rendered on the
 * server it opens in the next frame even before the app has loaded, and a press outside or
 * Escape closes it. Once the app runs: focus moves to the first item when it opens (the last
 * after ArrowUp on the trigger), ArrowUp/ArrowDown/Home/End move between items (wrapping), a
 * letter moves to the next item that starts with it, and
 * Tab/Shift+Tab close it and move on to the control after/before the trigger. Placed below the
 * trigger, its inline end on the trigger's (anchor positioning; centred on screen in browsers
 * without it).
 */
export function PopoverMenu({
  'aria-label': label,
  trigger,
  children,
  width = POPOVER_MENU_WIDTH,
  onOpenChange,
}: PopoverMenuProps) {
  const id = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const openOn = useRef<'first' | 'last'>('first');
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const sync = () => {
      const shown = menu.matches(':popover-open');
      setOpen(shown);
      onOpenChangeRef.current?.(shown);
      if (!shown) return;
      const items = itemsOf(menu);
      (openOn.current === 'last' ? items.at(-1) : items[0])?.focus();
      openOn.current = 'first';
    };
    // Opened by the visitor before the app ran: leave focus where it is.
    if (menu.matches(':popover-open')) {
      setOpen(true);
      onOpenChangeRef.current?.(true);
    }
    menu.addEventListener('toggle', sync);
    return () => menu.removeEventListener('toggle', sync);
  }, []);

  const close = () => menuRef.current?.hidePopover();

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openOn.current = event.key === 'ArrowUp' ? 'last' : 'first';
    menuRef.current?.showPopover();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menu = menuRef.current;
    const items = itemsOf(menu);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at < 0 ? -1 : at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(-1);
      case 'Tab':
        // The menu sits in the top layer: Tab goes on from the trigger, as if it had not opened.
        event.preventDefault();
        close();
        if (triggerRef.current) focusTabNeighbour(triggerRef.current, event.shiftKey);
        return;
      case 'Escape':
        // The browser closes it on a key the visitor pressed; a scripted key closes it here.
        if (event.nativeEvent.isTrusted) return;
        event.preventDefault();
        close();
        triggerRef.current?.focus();
        return;
      default:
        // Typeahead: a letter moves to the next item whose label starts with it.
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        for (let step = 1; step <= items.length; step += 1) {
          const item = items[(at + step) % items.length];
          if (item?.textContent?.trim().toLowerCase().startsWith(event.key.toLowerCase())) {
            return move(at + step);
          }
        }
    }
  };

  return (
    <>
      {trigger({
        ref: triggerRef,
        popoverTarget: id,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': id,
        onKeyDown: onTriggerKeyDown,
      })}
      <PopoverMenuRoot
        ref={menuRef}
        id={id}
        popover="auto"
        role="menu"
        aria-label={label}
        data-component="PopoverMenu"
        style={{ width }}
        onKeyDown={onMenuKeyDown}
      >
        <CloseMenu.Provider value={close}>{children}</CloseMenu.Provider>
      </PopoverMenuRoot>
    </>
  );
}

export interface PopoverMenuItemProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onSelect'
> {
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  onSelect?: () => void;
  /** Icon before the label. */
  icon?: ReactNode;
}

/** One choice in a {@link PopoverMenu} (`role="menuitem"`, reached by the arrow keys). */
export function PopoverMenuItem({ onSelect, icon, children, ...rest }: PopoverMenuItemProps) {
  const close = useContext(CloseMenu);
  return (
    <MenuItemRoot
      type="button"
      role="menuitem"
      tabIndex={-1}
      {...dataAttributes('MenuItem', {})}
      {...rest}
      onClick={() => {
        onSelect?.();
        close();
      }}
    >
      {icon ? <span data-part="Icon">{icon}</span> : null}
      {children}
    </MenuItemRoot>
  );
}
