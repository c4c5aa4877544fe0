import { forwardRef, type Ref, type ElementType, type HTMLAttributes } from 'react';
import { toSpacing, type Spacing } from '../Box/Box.styles';
import { StackRoot } from './Stack.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const stackDirections = ['column', 'row', 'column-reverse', 'row-reverse'] as const;
export const stackAligns = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export const stackJustifies = ['start', 'center', 'end', 'space-between', 'space-around'] as const;

export type StackDirection = (typeof stackDirections)[number];
export type StackAlign = (typeof stackAligns)[number];
export type StackJustify = (typeof stackJustifies)[number];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Element or component to render (default `div`). */
  as?: ElementType;
  /** Main axis; `row` follows the text direction (starts on the right in rtl). */
  direction?: StackDirection;
  /** Space between children: 8 px steps or a CSS length. */
  gap?: Spacing;
  /** Cross-axis alignment of the children (`align-items`). */
  align?: StackAlign;
  /** Main-axis distribution of the children (`justify-content`). */
  justify?: StackJustify;
  /** Lets children wrap onto new lines. */
  wrap?: boolean;
}

/** Lays its children out in one direction with even gaps (flexbox). */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as, direction = 'column', gap = 0, align, justify, wrap, ...rest },
  ref,
) {
  return (
    <StackRoot
      ref={ref as Ref<HTMLDivElement>} // `as` decides the element; the root is typed as a div
      as={as}
      {...dataAttributes('Stack', { direction, align, justify, wrap })}
      $gap={toSpacing(gap) ?? '0px'}
      {...rest}
    />
  );
});
