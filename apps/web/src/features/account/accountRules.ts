import * as z from 'zod/mini';
import { checkRules } from '../../lib/checkRules';
import { nameRule, newPasswordRule } from '../../lib/validation';

/** The profile form's rules; each message is an i18n key. */
export const profileSchema = z.object({
  name: nameRule,
  photoURL: z.string().check(
    z.trim(),
    z.maxLength(2048, 'session.account.photoInvalid'),
    z.refine(
      (value) => value === '' || /^https:\/\/\S+$/i.test(value),
      'session.account.photoInvalid',
    ),
  ),
});

/** The password form's rules; each message is an i18n key. */
export const passwordSchema = z.object({
  currentPassword: z
    .string()
    .check(
      z.minLength(1, { error: 'auth.validation.passwordRequired', abort: true }),
      z.maxLength(128, 'auth.validation.passwordTooLong'),
    ),
  password: newPasswordRule,
});

export type ProfileValues = z.infer<typeof profileSchema>;
export type PasswordValues = z.infer<typeof passwordSchema>;

/** Checks the profile form's values (trimmed when valid). */
export const checkProfile = (values: Record<keyof ProfileValues, string>) =>
  checkRules(profileSchema, values);

/** Checks the password form's values. */
export const checkPassword = (values: Record<keyof PasswordValues, string>) =>
  checkRules(passwordSchema, values);
