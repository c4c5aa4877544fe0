export { MenuPopover, MenuItem, MENU_POPOVER_WIDTH } from './MenuPopover';
export type { MenuPopoverProps, MenuItemProps } from './MenuPopover';
