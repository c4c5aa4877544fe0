export { IconButton, iconButtonColors, iconButtonSizes } from './IconButton';
export type { IconButtonProps, IconButtonColor, IconButtonSize } from './IconButton';
