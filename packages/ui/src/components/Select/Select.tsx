import { ChevronDown } from 'lucide-react';
import {
  forwardRef,
  useId,
  type CSSProperties,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { FieldHelper, FieldLabel, FieldRoot } from '../TextField/TextField.styles';
import { SelectBox } from './Select.styles';

export const selectSizes = ['small', 'medium'] as const;
export type SelectSize = (typeof selectSizes)[number];

/** One choice of a {@link Select}. */
export interface SelectOption {
  /** Submitted value. */
  value: string;
  /** Visible text. */
  label: string;
  /** Makes the option unavailable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** Visible label, tied to the select. */
  label?: ReactNode;
  /** Hint or error message under the field (`aria-describedby`). */
  helperText?: ReactNode;
  /** Marks the value invalid: error colours and `aria-invalid`. */
  error?: boolean;
  /** The choices (alternatively pass `<option>` children). */
  options?: readonly SelectOption[];
  /** Text of an empty first option shown until something is chosen. */
  placeholder?: string;
  /** Height of the field. */
  size?: SelectSize;
  /** Stretches the field to the width of its container. */
  fullWidth?: boolean;
  /** Class of the root element; other props go to the `<select>`. */
  className?: string;
  /** Style of the root element. */
  style?: CSSProperties;
}

/** A native `<select>` styled like the text fields, with label, helper text and error state. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    helperText,
    error = false,
    options,
    placeholder,
    size = 'medium',
    fullWidth,
    className,
    style,
    id: idProp,
    required,
    disabled,
    children,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? `select-${autoId}`;
  const helperId = helperText ? `${id}-helper` : undefined;
  const describedByIds = [describedBy, helperId].filter(Boolean).join(' ') || undefined;
  const placeholderProps =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined
      ? { defaultValue: '' }
      : {};
  return (
    <FieldRoot
      className={className}
      style={style}
      data-component="Select"
      data-size={size}
      data-error={error || undefined}
      data-disabled={disabled || undefined}
      data-full-width={fullWidth || undefined}
    >
      {label ? (
        <FieldLabel htmlFor={id} data-part="Label">
          {label}
          {required ? <span aria-hidden> *</span> : null}
        </FieldLabel>
      ) : null}
      <SelectBox data-part="InputBox">
        <select
          ref={ref}
          id={id}
          data-part="Input"
          required={required}
          disabled={disabled}
          aria-invalid={error || undefined}
          aria-describedby={describedByIds}
          {...placeholderProps}
          {...rest}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDown aria-hidden data-part="Icon" />
      </SelectBox>
      {helperText ? (
        <FieldHelper id={helperId} data-part="HelperText">
          {helperText}
        </FieldHelper>
      ) : null}
    </FieldRoot>
  );
});
