import { z } from 'zod';

// Client rules mirror the server's (API.md: passwords 8–128 characters, no composition rules).
// Messages are i18n keys, translated where they are shown.
const email = z
  .string()
  .trim()
  .min(1, 'auth.validation.emailRequired')
  .max(254, 'auth.validation.emailInvalid')
  .email('auth.validation.emailInvalid');

export const loginSchema = z.object({
  email,
  password: z
    .string()
    .min(1, 'auth.validation.passwordRequired')
    .max(128, 'auth.validation.passwordTooLong'),
});

export const registerSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'auth.validation.nameRequired')
    .max(100, 'auth.validation.nameTooLong'),
  email,
  password: z
    .string()
    .min(1, 'auth.validation.passwordRequired')
    .min(8, 'auth.validation.passwordTooShort')
    .max(128, 'auth.validation.passwordTooLong'),
  referralCode: z.string().trim().max(64),
});

export type LoginValues = z.infer<typeof loginSchema>;
export type RegisterValues = z.infer<typeof registerSchema>;
