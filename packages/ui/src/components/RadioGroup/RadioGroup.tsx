import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type CSSProperties,
  type FieldsetHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { paletteColors } from '../Button/palette';
import { RadioGroupRoot, RadioRoot } from './RadioGroup.styles';

export const radioColors = paletteColors;
export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export type RadioColor = (typeof radioColors)[number];
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

interface RadioGroupContextValue {
  name: string;
  value: string;
  setValue: (value: string) => void;
  color: RadioColor;
  disabled: boolean;
}

const RadioGroupContext = createContext<RadioGroupContextValue | null>(null);

export interface RadioGroupProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'defaultValue' | 'onChange'
> {
  /** The group's visible label (a `<legend>`). */
  label?: ReactNode;
  /** Form field name shared by the radios (default: a generated one). */
  name?: string;
  /** Chosen value when controlled. */
  value?: string;
  /** Initially chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** Lays the radios out in a column or a row. */
  orientation?: RadioGroupOrientation;
  /** Palette colour of the chosen radio. */
  color?: RadioColor;
  /** Disables every radio. */
  disabled?: boolean;
}

/**
 * A group of native radios in a `<fieldset>`: the browser gives the WAI-ARIA keyboard
 * behaviour (one Tab stop, arrow keys move and choose).
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    name,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    orientation = 'vertical',
    color = 'primary',
    disabled = false,
    children,
    ...rest
  },
  ref,
) {
  const autoName = useId();
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <RadioGroupContext.Provider
      value={{ name: name ?? `radio-${autoName}`, value, setValue, color, disabled }}
    >
      <RadioGroupRoot
        ref={ref}
        role="radiogroup"
        data-component="RadioGroup"
        data-orientation={orientation}
        disabled={disabled}
        {...rest}
      >
        {label ? <legend data-part="Label">{label}</legend> : null}
        <div data-part="Items">{children}</div>
      </RadioGroupRoot>
    </RadioGroupContext.Provider>
  );
});

export interface RadioProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'size'
> {
  /** The value this radio stands for. */
  value: string;
  /** Visible label. */
  label: ReactNode;
  /** Class of the root `<label>`; other props go to the `<input>`. */
  className?: string;
  /** Style of the root `<label>`. */
  style?: CSSProperties;
}

/** One option of a `RadioGroup`; `ref` reaches the native `<input type="radio">`. */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(
  { value, label, className, style, disabled, onChange, ...rest },
  ref,
) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('<Radio> must be inside <RadioGroup>');
  const isDisabled = disabled || group.disabled;
  const checked = group.value === value;
  return (
    <RadioRoot
      className={className}
      style={style}
      data-component="Radio"
      data-color={group.color}
      data-disabled={isDisabled || undefined}
    >
      <span data-part="Control">
        <input
          ref={ref}
          type="radio"
          data-part="Input"
          name={group.name}
          value={value}
          checked={checked}
          disabled={isDisabled}
          onChange={(event) => {
            onChange?.(event);
            if (event.target.checked) group.setValue(value);
          }}
          {...rest}
        />
        <span data-part="Dot" aria-hidden data-state={checked ? 'checked' : 'unchecked'} />
      </span>
      <span data-part="Label">{label}</span>
    </RadioRoot>
  );
});
