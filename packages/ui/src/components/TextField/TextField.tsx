import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { useUiText } from '../../locale/UiTextProvider';
import { FieldFrame, useFieldIds, type FieldBaseProps } from './FieldFrame';
import { InputBox } from './TextField.styles';

export const textFieldSizes = ['small', 'medium'] as const;
export type TextFieldSize = (typeof textFieldSizes)[number];

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldBaseProps {
  /** Height of the input. */
  size?: TextFieldSize;
  /** Shown inside the field before the input (e.g. a currency sign). */
  startAdornment?: ReactNode;
  /** Shown inside the field after the input (e.g. a unit). */
  endAdornment?: ReactNode;
  /** Renders a `<textarea>`. */
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  /** Accessible label of the password reveal button while the password is hidden (`textField.showPassword`). */
  showPasswordLabel?: string;
  /** Accessible label of the password reveal button while the password is shown (`textField.hidePassword`). */
  hidePasswordLabel?: string;
}

/**
 * A labelled text input. `ref` and the input props reach the `<input>` (or `<textarea>`), so
 * form libraries can register it; `className`/`style` style the wrapper. An `email`, `url` or
 * `tel` input is written left to right in every language (its value and placeholder keep their
 * order, "https://", on a right-to-left page), aligned to the page's start.
 */
export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, TextFieldProps>(
  function TextField(
    {
      label,
      helperText,
      error = false,
      size = 'medium',
      startAdornment,
      endAdornment,
      multiline = false,
      rows = 3,
      fullWidth,
      className,
      style,
      id: idProp,
      type = 'text',
      required,
      disabled,
      showPasswordLabel,
      hidePasswordLabel,
      'aria-describedby': describedBy,
      ...rest
    },
    ref,
  ) {
    const text = useUiText().textField;
    const { id, helperId, describedByIds } = useFieldIds('field', idProp, helperText, describedBy);
    const [revealed, setRevealed] = useState(false);
    const isPassword = type === 'password' && !multiline;

    const shared = {
      id,
      required,
      disabled,
      'aria-invalid': error || undefined,
      'aria-describedby': describedByIds,
      'data-part': 'Input',
    };

    return (
      <FieldFrame
        component="TextField"
        variants={{ size, error, disabled, fullWidth, multiline }}
        id={id}
        helperId={helperId}
        label={label}
        helperText={helperText}
        required={required}
        className={className}
        style={style}
      >
        <InputBox data-part="InputBox">
          {startAdornment ? <span data-part="StartAdornment">{startAdornment}</span> : null}
          {multiline ? (
            <textarea
              ref={ref as Ref<HTMLTextAreaElement>}
              rows={rows}
              {...shared}
              {...(rest as InputHTMLAttributes<HTMLTextAreaElement>)}
            />
          ) : (
            <input
              ref={ref as Ref<HTMLInputElement>}
              type={isPassword && revealed ? 'text' : type}
              {...shared}
              {...rest}
            />
          )}
          {isPassword ? (
            <IconButton
              data-part="PasswordToggle"
              size="small"
              aria-label={
                revealed
                  ? (hidePasswordLabel ?? text.hidePassword)
                  : (showPasswordLabel ?? text.showPassword)
              }
              aria-controls={id}
              disabled={disabled}
              onClick={() => setRevealed((r) => !r)}
            >
              {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            </IconButton>
          ) : null}
          {endAdornment ? <span data-part="EndAdornment">{endAdornment}</span> : null}
        </InputBox>
      </FieldFrame>
    );
  },
);
