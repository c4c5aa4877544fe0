import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ElementType,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ButtonColor, ButtonSize, ButtonVariant } from '../Button';
import { ButtonRoot } from '../Button/Button.styles';
import { dataAttributes } from '../../utils/dataAttributes';

interface ButtonLinkOwnProps<C extends ElementType> {
  /** Component to render instead of `<a>`, e.g. a router's `Link` (its props become available). */
  as?: C;
  /** Visual weight: filled, bordered, tinted or text only. */
  variant?: ButtonVariant;
  /** Palette colour; `inherit` follows the text colour. */
  color?: ButtonColor;
  /** Height and padding. */
  size?: ButtonSize;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /** Stretches the link to the width of its container. */
  fullWidth?: boolean;
  /** Link content. */
  children?: ReactNode;
}

export type ButtonLinkProps<C extends ElementType = 'a'> = ButtonLinkOwnProps<C> &
  Omit<ComponentPropsWithoutRef<C>, keyof ButtonLinkOwnProps<C>>;

/**
 * A link that looks like a `Button` — for navigation (it stays a link for assistive
 * technology, middle-click and "open in new tab"). Pass a router's link as `as`.
 */
export const ButtonLink = forwardRef(function ButtonLink(
  {
    as,
    variant = 'contained',
    color = 'primary',
    size = 'medium',
    startIcon,
    endIcon,
    fullWidth,
    children,
    ...rest
  }: ButtonLinkProps<ElementType>,
  ref: ForwardedRef<HTMLAnchorElement>,
) {
  return (
    <ButtonRoot
      as={as ?? 'a'}
      ref={ref}
      {...dataAttributes('ButtonLink', { variant, color, size, fullWidth })}
      {...rest}
    >
      {startIcon ? <span data-part="StartIcon">{startIcon}</span> : null}
      {children}
      {endIcon ? <span data-part="EndIcon">{endIcon}</span> : null}
    </ButtonRoot>
  );
}) as <C extends ElementType = 'a'>(
  props: ButtonLinkProps<C> & { ref?: ForwardedRef<HTMLAnchorElement> },
) => ReactElement | null;
