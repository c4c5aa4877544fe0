import { Check, Minus } from 'lucide-react';
import { forwardRef, useLayoutEffect, useRef } from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs';
import { paletteColors } from '../Button/palette';
import { dataAttributes } from '../../utils/dataAttributes';
import { CheckboxRoot } from './Checkbox.styles';
import { ToggleControl, type ToggleControlProps } from './ToggleControl';

export const checkboxColors = paletteColors;
export const checkboxSizes = ['small', 'medium'] as const;

export type CheckboxColor = (typeof checkboxColors)[number];
export type CheckboxSize = (typeof checkboxSizes)[number];

export interface CheckboxProps extends ToggleControlProps {
  /** Shows a dash: "some of the items" (`aria-checked="mixed"`). */
  indeterminate?: boolean;
  /** Palette colour of the checked box. */
  color?: CheckboxColor;
  /** Box size: 18 or 22 px. */
  size?: CheckboxSize;
}

/** A native checkbox with a styled box and a label; `ref` and input props reach the `<input>`. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { indeterminate = false, color = 'primary', size = 'medium', ...props },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  const composedRef = useComposedRefs(ref, inputRef);
  // Set before paint, so the box is already "mixed" when the first frame (or a test) reads it.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <ToggleControl
      {...props}
      root={CheckboxRoot}
      data={dataAttributes('Checkbox', { color, size, disabled: props.disabled })}
      inputRef={composedRef}
      indicator={(checked) => (
        <span
          data-part="Box"
          aria-hidden
          data-state={indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
        >
          {indeterminate ? <Minus /> : checked ? <Check /> : null}
        </span>
      )}
    />
  );
});
