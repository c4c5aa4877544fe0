import { z } from 'zod';
import type { users } from '../../db/schema';

/** A user's current subscription summary (null until they subscribe). */
export const userSubscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(['incomplete', 'trialing', 'active', 'past_due', 'canceled']),
  plan: z.object({ id: z.string(), name: z.string() }),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** A past-due renewal waiting for the member's bank confirmation keeps access until then. */
  graceUntil: z.string().nullable(),
  /** The payment of this subscription waiting for the member's bank confirmation, if any. */
  paymentActionOrderId: z.string().nullable(),
});

/** Something about the member's billing they must know (a disputed payment ended access). */
export const billingNoticeSchema = z.object({
  kind: z.literal('payment_disputed'),
  since: z.string(),
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
    billingNotice: billingNoticeSchema
      .nullable()
      .describe('Set while a payment dispute has ended the member’s access'),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });

/** A user as answered by the API. */
export type UserDto = z.infer<typeof userSchema>;

/** A stored user. */
export type UserRow = typeof users.$inferSelect;

/** Maps a row to the API shape (drops the password hash and internal fields). */
export function toUserDto(
  row: UserRow,
  subscription: UserDto['subscription'],
  billingNotice: UserDto['billingNotice'] = null,
): UserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    photoURL: row.photoURL,
    isEmailVerified: row.isEmailVerified,
    referralCode: row.referralCode,
    disabled: row.disabled,
    subscription,
    billingNotice,
    createdAt: row.createdAt.toISOString(),
  };
}
