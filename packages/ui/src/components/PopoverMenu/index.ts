export { PopoverMenu, PopoverMenuItem, POPOVER_MENU_WIDTH } from './PopoverMenu';
export type {
  PopoverMenuProps,
  PopoverMenuItemProps,
  PopoverMenuTriggerProps,
} from './PopoverMenu';
