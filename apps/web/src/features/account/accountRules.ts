import * as z from 'zod/mini';
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

/** The result of a check: the parsed values, or the first message (an i18n key) of each field. */
export type Checked<V> = { values: V } | { errors: Partial<Record<keyof V & string, string>> };

function check<V>(schema: z.ZodMiniType<V>, values: unknown): Checked<V> {
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof V & string;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** Checks the profile form's values (trimmed when valid). */
export const checkProfile = (values: Record<keyof ProfileValues, string>) =>
  check(profileSchema, values);

/** Checks the password form's values. */
export const checkPassword = (values: Record<keyof PasswordValues, string>) =>
  check(passwordSchema, values);
