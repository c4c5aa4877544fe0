export { Button, buttonVariants, buttonColors, buttonSizes } from './Button';
export type { ButtonProps, ButtonVariant, ButtonColor, ButtonSize } from './Button';
export { paletteColors } from './palette';
export type { PaletteColor } from './palette';
