export { Popover, PopoverTrigger, PopoverAnchor, PopoverClose, PopoverContent } from './Popover';
export type { PopoverProps, PopoverContentProps } from './Popover';
