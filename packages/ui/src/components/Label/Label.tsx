import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { paletteColors } from '../Button/palette';
import { LabelRoot } from './Label.styles';
import { dataAttributes } from '../../utils/dataAttributes';

export const labelVariants = ['soft', 'filled', 'outlined'] as const;
export const labelColors = ['default', ...paletteColors] as const;

export type LabelVariant = (typeof labelVariants)[number];
export type LabelColor = (typeof labelColors)[number];

export interface LabelProps extends HTMLAttributes<HTMLSpanElement> {
  /** Tinted, solid or bordered. */
  variant?: LabelVariant;
  /** Status colour (pair it with text, never colour alone). */
  color?: LabelColor;
  /** Icon before the text. */
  startIcon?: ReactNode;
  /** Icon after the text. */
  endIcon?: ReactNode;
}

/** A small status tag, e.g. "Active" or "Pending". Not interactive. */
export const Label = forwardRef<HTMLSpanElement, LabelProps>(function Label(
  { variant = 'soft', color = 'default', startIcon, endIcon, children, ...rest },
  ref,
) {
  return (
    <LabelRoot ref={ref} {...dataAttributes('Label', { variant, color })} {...rest}>
      {startIcon ? <span data-part="StartIcon">{startIcon}</span> : null}
      {children}
      {endIcon ? <span data-part="EndIcon">{endIcon}</span> : null}
    </LabelRoot>
  );
});
