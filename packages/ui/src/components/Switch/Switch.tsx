import { forwardRef } from 'react';
import { paletteColors } from '../Button/palette';
import { dataAttributes } from '../../utils/dataAttributes';
import { ToggleControl, type ToggleControlProps } from '../Checkbox/ToggleControl';
import { SwitchRoot } from './Switch.styles';

export const switchColors = paletteColors;
export const switchSizes = ['small', 'medium'] as const;

export type SwitchColor = (typeof switchColors)[number];
export type SwitchSize = (typeof switchSizes)[number];

export interface SwitchProps extends Omit<ToggleControlProps, 'role'> {
  /** Palette colour of the track when on. */
  color?: SwitchColor;
  /** Track size. */
  size?: SwitchSize;
  /** Puts the label before the switch. */
  labelPlacement?: 'start' | 'end';
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
