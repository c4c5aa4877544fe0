import { useState, type FormEventHandler } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, errorText } from '../../lib/serverErrors';

/** What an {@link AuthForm} needs from its submission. */
export interface AuthSubmit {
  /** The form's submit handler: validates, then runs the action. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The last failure that belongs to no field. */
  error: string | null;
  /** True while the action runs. */
  submitting: boolean;
}

/** Options of {@link useAuthSubmit}. */
export interface AuthSubmitOptions<T extends FieldValues> {
  /** Runs with the validated values (signs in, registers, sends the link…). */
  action: (values: T) => Promise<void>;
  /** The fields whose server errors are shown at the field. */
  fields: ReadonlyArray<Path<T>>;
  /**
   * Handles a failure that named no field (e.g. a dead link); `message` is the server's message
   * or a generic one. Returns true when it did; otherwise `message` becomes the form's error.
   */
  onFailure?: (error: unknown, message: string) => boolean;
}

/**
 * The submission of an auth form: the server's field errors land at their fields, any other
 * failure becomes the form's error (cleared when the form is submitted again).
 */
export function useAuthSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  { action, fields, onFailure }: AuthSubmitOptions<T>,
): AuthSubmit {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await action(values);
    } catch (failure) {
      const message = errorText(failure, t('common.somethingWentWrong'));
      if (applyServerErrors(failure, form.setError, fields) || onFailure?.(failure, message))
        return;
      setError(message);
    }
  });
  return { onSubmit, error, submitting: form.formState.isSubmitting };
}
