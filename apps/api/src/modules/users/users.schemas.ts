import { z } from 'zod';
import { CONTROL_MESSAGE, SINGLE_LINE } from '../../lib/input-rules';

/** A user's current subscription summary (null until they subscribe). */
export const userSubscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(['incomplete', 'trialing', 'active', 'past_due', 'canceled']),
  plan: z.object({ id: z.string(), name: z.string() }),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
});

/** The public shape of a user; never carries the password hash. */
export const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['user', 'admin']),
    photoURL: z.string().nullable(),
    isEmailVerified: z.boolean(),
    referralCode: z.string(),
    disabled: z.boolean(),
    subscription: userSubscriptionSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });

/** A user as answered by the API. */
export type UserDto = z.infer<typeof userSchema>;

/** Display names: trimmed, 1–100 characters, no control characters. */
export const nameField = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(SINGLE_LINE, { message: CONTROL_MESSAGE });

/** E-mail addresses, lower-cased. */
export const emailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((v) => v.toLowerCase())
  .meta({ format: 'email' });

/** Passwords: length only (checked again, with the common-password list, in the service). */
export const passwordField = z.string().min(8).max(128);
