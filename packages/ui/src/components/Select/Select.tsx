import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldBaseProps } from '../TextField/FieldFrame';
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

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'>, FieldBaseProps {
  /** The choices (alternatively pass `<option>` children). */
  options?: readonly SelectOption[];
  /** Text of an empty first option shown until something is chosen. */
  placeholder?: string;
  /** Height of the field. */
  size?: SelectSize;
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
  const { id, helperId, describedByIds } = useFieldIds('select', idProp, helperText, describedBy);
  const placeholderProps =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined
      ? { defaultValue: '' }
      : {};
  return (
    <FieldFrame
      component="Select"
      variants={{ size, error, disabled, fullWidth }}
      id={id}
      helperId={helperId}
      label={label}
      helperText={helperText}
      required={required}
      className={className}
      style={style}
    >
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
    </FieldFrame>
  );
});
