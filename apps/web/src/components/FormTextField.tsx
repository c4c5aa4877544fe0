import { TextField, type TextFieldProps } from '@finfree/ui';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps<T extends FieldValues> extends Omit<
  TextFieldProps,
  'name' | 'form' | 'error' | 'helperText'
> {
  /** The react-hook-form form the field belongs to. */
  form: UseFormReturn<T>;
  /** The field's name in the form's values. */
  name: FieldPath<T>;
  /** Shown under the field while it has no error (e.g. the password rules). */
  hint?: string;
}

/**
 * A full-width text field registered on a react-hook-form form: its validation error (a
 * catalogue key, translated here) replaces the hint and marks the field invalid.
 */
export function FormTextField<T extends FieldValues>({
  form,
  name,
  hint,
  ...rest
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const formState = useFormState({ control: form.control, name });
  const message = form.getFieldState(name, formState).error?.message;
  return (
    <TextField
      fullWidth
      error={!!message}
      helperText={message ? t(message) : hint}
      {...rest}
      {...form.register(name)}
    />
  );
}

export { currentPasswordInput, emailInput, newPasswordInput } from './inputAttributes';
