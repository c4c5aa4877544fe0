import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, subscriptions, users } from '../../db/schema';
import type { UserDto } from './users.schemas';

type UserRow = typeof users.$inferSelect;

/** Latest non-cancelled subscription per user, with the plan name. */
export async function subscriptionsFor(db: Db, userIds: string[]) {
  const map = new Map<string, UserDto['subscription']>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      planId: plans.id,
      planName: plans.name,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(inArray(subscriptions.userId, userIds), ne(subscriptions.status, 'canceled')))
    .orderBy(desc(subscriptions.createdAt));
  for (const r of rows) {
    if (map.has(r.userId)) continue;
    map.set(r.userId, {
      id: r.id,
      status: r.status,
      plan: { id: r.planId, name: r.planName },
      currentPeriodEnd: r.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: r.cancelAtPeriodEnd,
    });
  }
  return map;
}

/** Maps a row to the API shape (drops the password hash and internal fields). */
export function toUserDto(row: UserRow, subscription: UserDto['subscription']): UserDto {
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
    createdAt: row.createdAt.toISOString(),
  };
}

/** Loads one user in API shape, or null. */
export async function getUserDto(db: Db, id: string): Promise<UserDto | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) return null;
  const subs = await subscriptionsFor(db, [id]);
  return toUserDto(row, subs.get(id) ?? null);
}
