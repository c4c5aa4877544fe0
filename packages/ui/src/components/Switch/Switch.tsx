import { forwardRef, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { paletteColors } from '../Button/palette';
import { dataAttributes } from '../../utils/dataAttributes';
import { ToggleControl } from '../Checkbox/ToggleControl';
import { SwitchRoot } from './Switch.styles';

export const switchColors = paletteColors;
export const switchSizes = ['small', 'medium'] as const;

export type SwitchColor = (typeof switchColors)[number];
export type SwitchSize = (typeof switchSizes)[number];

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'checked' | 'defaultChecked' | 'role'
> {
  /** Visible label; clicking it toggles the switch. */
  label?: ReactNode;
  /** On state when controlled. */
  checked?: boolean;
  /** Initial on state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new on state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Palette colour of the track when on. */
  color?: SwitchColor;
  /** Track size. */
  size?: SwitchSize;
  /** Puts the label before the switch. */
  labelPlacement?: 'start' | 'end';
  /** Class of the root `<label>`; other props go to the `<input>`. */
  className?: string;
  /** Style of the root `<label>`. */
  style?: CSSProperties;
}

/** An on/off toggle: a native checkbox with `role="switch"`, so Space toggles it. */
export const Switch = forwardRef<HTMLInputElement, SwitchProps>(function Switch(
  { color = 'primary', size = 'medium', labelPlacement = 'end', ...props },
  ref,
) {
  return (
    <ToggleControl
      {...props}
      root={SwitchRoot}
      data={dataAttributes('Switch', { color, size, labelPlacement, disabled: props.disabled })}
      inputRef={ref}
      role="switch"
      indicator={(checked) => (
        <span data-part="Track" aria-hidden data-state={checked ? 'checked' : 'unchecked'}>
          <span data-part="Thumb" />
        </span>
      )}
    />
  );
});
