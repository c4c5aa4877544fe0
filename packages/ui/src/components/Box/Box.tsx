import { forwardRef, type Ref, type ElementType, type HTMLAttributes } from 'react';
import { BoxRoot, toSpacing, type Spacing } from './Box.styles';

export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** Element or component to render (default `div`). */
  as?: ElementType;
  /** Padding on all sides; numbers are multiples of 8 px, strings are CSS lengths. */
  padding?: Spacing;
  /** Padding on the inline sides (left and right in ltr). */
  paddingInline?: Spacing;
  /** Padding on the block sides (top and bottom). */
  paddingBlock?: Spacing;
  /** Margin on the inline sides. */
  marginInline?: Spacing;
  /** Margin on the block sides. */
  marginBlock?: Spacing;
}

/** A plain layout element with spacing written as logical properties. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as, padding, paddingInline, paddingBlock, marginInline, marginBlock, ...rest },
  ref,
) {
  return (
    <BoxRoot
      ref={ref as Ref<HTMLDivElement>} // `as` decides the element; the root is typed as a div
      as={as}
      data-component="Box"
      $padding={toSpacing(padding)}
      $paddingInline={toSpacing(paddingInline)}
      $paddingBlock={toSpacing(paddingBlock)}
      $marginInline={toSpacing(marginInline)}
      $marginBlock={toSpacing(marginBlock)}
      {...rest}
    />
  );
});
