import { Alert, Button, Stack, Typography } from '@finfree/ui';
import type { FormHTMLAttributes, ReactNode } from 'react';

/** Props of {@link AuthHeading}. */
export interface AuthHeadingProps {
  /** The screen's level-1 heading. */
  title: string;
  /** The line under it (an explanation, or a link to the other auth screen). */
  children: ReactNode;
}

/** The top of an auth screen: its heading and the line under it. */
export function AuthHeading({ title, children }: AuthHeadingProps) {
  return (
    <div>
      <Typography variant="h4" as="h1" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {children}
      </Typography>
    </div>
  );
}

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** Accessible name of the form (the screen's title). */
  label: string;
  /**
   * The form element's props from `useRulesForm`: its submission and what loads its rules (the
   * first focus, press or input).
   */
  formProps: Pick<
    FormHTMLAttributes<HTMLFormElement>,
    'onSubmit' | 'onFocus' | 'onInput' | 'onPointerDown'
  >;
  /** The last failure that belongs to no field, shown above the fields. */
  error: string | null;
  /** True while the form is sent (the submit button shows progress). */
  submitting: boolean;
  /** An information shown above the form's error and fields. */
  notice?: ReactNode;
  /** The submit button's label. */
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form of the auth screens (unvalidated by the browser; its rules check it): the
 * form-level error, the fields, then one large full-width submit button.
 */
export function AuthForm({
  label,
  formProps,
  error,
  submitting,
  notice,
  submitLabel,
  children,
}: AuthFormProps) {
  return (
    <form noValidate {...formProps} aria-label={label}>
      <Stack gap={2.5}>
        {notice}
        {error ? <Alert severity="error">{error}</Alert> : null}
        {children}
        <Button type="submit" size="large" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
