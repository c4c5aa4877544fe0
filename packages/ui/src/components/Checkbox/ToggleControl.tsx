import type { CSSProperties, ElementType, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import type { DataAttributes } from '../../utils/dataAttributes';

/** Props a checkbox-like control (Checkbox, Switch) shares; the rest reach the `<input>`. */
export interface ToggleControlProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'checked' | 'defaultChecked'
> {
  /** Visible label; clicking it toggles the control. */
  label?: ReactNode;
  /** Checked (on) state when controlled. */
  checked?: boolean;
  /** Initial checked (on) state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new checked (on) state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Class of the root `<label>`; other props go to the `<input>`. */
  className?: string;
  /** Style of the root `<label>`. */
  style?: CSSProperties;
}

interface ToggleControlInternals {
  /** The styled root `<label>`. */
  root: ElementType;
  /** Its `data-*` attributes. */
  data: DataAttributes;
  inputRef: Ref<HTMLInputElement>;
  /** The drawn box or track after the (invisible) native input. */
  indicator: (checked: boolean) => ReactNode;
}

/**
 * A native checkbox inside a `<label>` root: checked state (controlled or not), the drawn
 * indicator and the label text. Internal: Checkbox and Switch are built on it.
 */
export function ToggleControl({
  root: Root,
  data,
  inputRef,
  role,
  indicator,
  label,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  className,
  style,
  disabled,
  ...rest
}: ToggleControlProps & ToggleControlInternals) {
  const [checked, setChecked] = useControllableState({
    value: checkedProp,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  return (
    <Root className={className} style={style} {...data}>
      <span data-part="Control">
        <input
          ref={inputRef}
          type="checkbox"
          role={role}
          data-part="Input"
          checked={checked}
          disabled={disabled}
          onChange={(event) => {
            onChange?.(event);
            setChecked(event.target.checked);
          }}
          {...rest}
        />
        {indicator(checked)}
      </span>
      {label ? <span data-part="Label">{label}</span> : null}
    </Root>
  );
}
