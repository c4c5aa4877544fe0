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

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
