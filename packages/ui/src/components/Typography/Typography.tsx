import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { paletteColors } from '../Button/palette';
import { TypographyRoot } from './Typography.styles';
import { typographyVariants } from './Typography.variants';
import { dataAttributes } from '../../utils/dataAttributes';

export { typographyVariants };

export const typographyColors = [
  'inherit',
  'textPrimary',
  'textSecondary',
  ...paletteColors,
] as const;
export const typographyAligns = ['start', 'center', 'end'] as const;

export type TypographyVariant = (typeof typographyVariants)[number];
export type TypographyColor = (typeof typographyColors)[number];
export type TypographyAlign = (typeof typographyAligns)[number];

/** The element each variant renders when `as` is not given. */
export const typographyElements: Record<TypographyVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'p',
  subtitle2: 'p',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

export interface TypographyProps extends HTMLAttributes<HTMLElement> {
  /** Type scale step; also picks the default element (h1–h6, p or span). */
  variant?: TypographyVariant;
  /** Element or component to render instead of the variant's default. */
  as?: ElementType;
  /** Text colour: inherited, a text colour, or a readable shade of a palette colour. */
  color?: TypographyColor;
  /** Inline text alignment (logical: `start` is the left in ltr and the right in rtl). */
  align?: TypographyAlign;
  /** Uses tabular (fixed-width) figures so columns of numbers line up. */
  tabularNums?: boolean;
  /** Truncates with an ellipsis on one line. */
  noWrap?: boolean;
  /** Adds the bottom margin of running text. */
  gutterBottom?: boolean;
}

/** Text in Finfree's type scale. */
export const Typography = forwardRef<HTMLElement, TypographyProps>(function Typography(
  { variant = 'body1', as, color = 'inherit', align, tabularNums, noWrap, gutterBottom, ...rest },
  ref,
) {
  return (
    <TypographyRoot
      ref={ref}
      as={as ?? typographyElements[variant]}
      {...dataAttributes('Typography', {
        variant,
        color,
        align,
        tabularNums,
        noWrap,
        gutterBottom,
      })}
      {...rest}
    />
  );
});
