import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { ButtonRoot } from './Button.styles';

export const buttonVariants = ['contained', 'outlined', 'text'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: filled, bordered or text only. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Button content; an icon-only button needs `aria-label`. */
  children?: ReactNode;
}

/** The action button of Finfree. Variants and sizes reach the DOM as `data-*` attributes. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'contained', size = 'medium', type = 'button', ...rest },
  ref,
) {
  return (
    <ButtonRoot
      ref={ref}
      type={type}
      data-component="Button"
      data-variant={variant}
      data-size={size}
      {...rest}
    />
  );
});
