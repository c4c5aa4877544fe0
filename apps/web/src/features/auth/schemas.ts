import * as z from 'zod/mini';
import { emailRule, nameRule, newPasswordRule, required } from '../../lib/validation';

export const loginSchema = z.object({
  email: emailRule,
  password: z
    .string()
    .check(
      required('auth.validation.passwordRequired'),
      z.maxLength(128, 'auth.validation.passwordTooLong'),
    ),
});

export const registerSchema = z.object({
  name: nameRule,
  email: emailRule,
  password: newPasswordRule,
  referralCode: z.string().check(z.trim(), z.maxLength(64)),
});

export const forgotSchema = z.object({ email: emailRule });

export const resetSchema = z.object({ password: newPasswordRule, confirm: z.string() }).check(
  z.refine((values) => values.password === values.confirm, {
    message: 'session.passwordsDiffer',
    path: ['confirm'],
  }),
);

export type ForgotValues = z.infer<typeof forgotSchema>;
export type ResetValues = z.infer<typeof resetSchema>;
export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
