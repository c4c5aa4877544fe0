import * as z from 'zod/mini';

// Shared form rules. Client rules mirror the server's (API.md: passwords 8–128 characters, no composition rules).
// Messages are i18n keys, translated where they are shown. `zod/mini` keeps the bundle small.
export const required = (message: string) => z.minLength(1, { error: message, abort: true });

export const emailRule = z
  .string()
  .check(
    z.trim(),
    required('auth.validation.emailRequired'),
    z.maxLength(254, 'auth.validation.emailInvalid'),
    z.email('auth.validation.emailInvalid'),
  );

export const nameRule = z
  .string()
  .check(
    z.trim(),
    required('auth.validation.nameRequired'),
    z.maxLength(100, 'auth.validation.nameTooLong'),
  );

export const newPasswordRule = z
  .string()
  .check(
    required('auth.validation.passwordRequired'),
    z.minLength(8, 'auth.validation.passwordTooShort'),
    z.maxLength(128, 'auth.validation.passwordTooLong'),
  );
