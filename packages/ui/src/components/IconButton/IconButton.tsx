import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { paletteColors } from '../Button/palette';
import { IconButtonRoot } from './IconButton.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const iconButtonColors = ['default', ...paletteColors, 'inherit'] as const;
export const iconButtonSizes = ['small', 'medium', 'large'] as const;

export type IconButtonColor = (typeof iconButtonColors)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** What the button does, read by screen readers; required because the button shows only an icon. */
  'aria-label': string;
  /** The icon (mark it `aria-hidden`). */
  children: ReactNode;
  /** Palette colour of the icon; `default` uses the secondary text colour. */
  color?: IconButtonColor;
  /** Diameter: 28, 36 or 48 px. */
  size?: IconButtonSize;
}

/** A round button that shows only an icon; its accessible label is mandatory. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { color = 'default', size = 'medium', type = 'button', ...rest },
  ref,
) {
  return (
    <IconButtonRoot
      ref={ref}
      type={type}
      {...dataAttributes('IconButton', { color, size })}
      {...rest}
    />
  );
});
