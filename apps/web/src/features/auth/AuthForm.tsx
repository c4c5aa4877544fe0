import { Alert, Button, Stack, Typography } from '@finfree/ui';
import type { ReactNode } from 'react';
import type { AuthSubmit } from './useAuthSubmit';

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
  /** The form's submission (see `useAuthSubmit`): its handler, failure and progress. */
  submit: AuthSubmit;
  /** Called when the form gets focus (loads its validation). */
  onFocus: () => void;
  /** An information shown above the form's error and fields. */
  notice?: ReactNode;
  /** The submit button's label. */
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form of the auth screens (unvalidated by the browser; the resolver checks it): the
 * form-level error, the fields, then one large full-width submit button.
 */
export function AuthForm({ label, submit, onFocus, notice, submitLabel, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={submit.onSubmit} onFocus={onFocus} aria-label={label}>
      <Stack gap={2.5}>
        {notice}
        {submit.error ? <Alert severity="error">{submit.error}</Alert> : null}
        {children}
        <Button type="submit" size="large" fullWidth loading={submit.submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
