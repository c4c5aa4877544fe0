import { forwardRef, type HTMLAttributes } from 'react';
import { DividerRoot } from './Divider.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const dividerOrientations = ['horizontal', 'vertical'] as const;
export const dividerTextAligns = ['start', 'center', 'end'] as const;
export const dividerVariants = ['fullWidth', 'inset', 'middle'] as const;

export type DividerOrientation = (typeof dividerOrientations)[number];
export type DividerTextAlign = (typeof dividerTextAligns)[number];
export type DividerVariant = (typeof dividerVariants)[number];

export interface DividerProps extends HTMLAttributes<HTMLDivElement> {
  /** Direction of the line. */
  orientation?: DividerOrientation;
  /** Where a text label sits on a horizontal divider. */
  textAlign?: DividerTextAlign;
  /** `inset` indents at the inline start, `middle` on both sides. */
  variant?: DividerVariant;
  /** Dashed instead of solid line. */
  dashed?: boolean;
}

/** A separator line (`role="separator"`), optionally with a text label in the middle. */
export const Divider = forwardRef<HTMLDivElement, DividerProps>(function Divider(
  {
    orientation = 'horizontal',
    textAlign = 'center',
    variant = 'fullWidth',
    dashed,
    children,
    ...rest
  },
  ref,
) {
  return (
    <DividerRoot
      ref={ref}
      role="separator"
      aria-orientation={orientation}
      {...dataAttributes('Divider', {
        orientation,
        textAlign: children ? textAlign : undefined,
        variant,
        dashed,
        withText: Boolean(children),
      })}
      {...rest}
    >
      {children ? <span data-part="Text">{children}</span> : null}
    </DividerRoot>
  );
});
