import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ButtonRoot, ButtonSpinner } from './Button.styles';
import { paletteColors } from './palette';
import { dataAttributes } from '../../utils/dataAttributes';

export const buttonVariants = ['contained', 'outlined', 'soft', 'text'] as const;
export const buttonColors = [...paletteColors, 'inherit'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonColor = (typeof buttonColors)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: filled, bordered, tinted or text only. */
  variant?: ButtonVariant;
  /** Palette colour; `inherit` follows the text colour. */
  color?: ButtonColor;
  /** Height and padding. */
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and disables the button until the work is done. */
  loading?: boolean;
  /** Icon before the label (replaced by the spinner while loading). */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Button content; an icon-only button should be an `IconButton`. */
  children?: ReactNode;
}

/** The action button of Finfree. Variants, colours and sizes reach the DOM as `data-*`. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'contained',
    color = 'primary',
    size = 'medium',
    type = 'button',
    loading = false,
    disabled,
    startIcon,
    endIcon,
    fullWidth,
    children,
    ...rest
  },
  ref,
) {
  const start = loading ? <ButtonSpinner data-part="Spinner" aria-hidden /> : startIcon;
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      {...dataAttributes('Button', { variant, color, size, loading, fullWidth })}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...rest}
    >
      {start ? <span data-part="StartIcon">{start}</span> : null}
      {children}
      {endIcon ? <span data-part="EndIcon">{endIcon}</span> : null}
    </ButtonRoot>
  );
});
