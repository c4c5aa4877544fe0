import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { affiliateClicks, users } from '../../../db/schema';
import { queryRows } from '../../../db/sql';

/** The active user owning a referral code (any case), or undefined. */
export async function findActiveOwner(db: Db, code: string) {
  const [ref] = await db
    .select({ id: users.id, email: users.email, code: users.referralCode })
    .from(users)
    .where(and(eq(users.referralCode, code.trim().toUpperCase()), eq(users.disabled, false)));
  return ref;
}

/** Counts one click on an affiliate's referral link at `at`. */
export async function insertClick(db: Db, affiliateId: string, at: Date): Promise<void> {
  await db.insert(affiliateClicks).values({ affiliateId, createdAt: at });
}

/** One person a user referred, with their funnel stage. */
export interface ReferredRow {
  id: string;
  name: string;
  created_at: Date | string;
  converted_at: Date | string | null;
  status: 'signed_up' | 'active' | 'churned';
}

/**
 * A page of the people `userId` referred (newest first) and how many match: signed up,
 * active (a live subscription) or churned (paid once, no live subscription).
 */
export async function referredPage(
  db: Db,
  userId: string,
  q: { limit: number; page: number; status?: string | undefined },
): Promise<{ rows: ReferredRow[]; total: number }> {
  const base = sql`with r as (
      select u.id, u.name, u.created_at,
        (select min(o.paid_at) from orders o where o.user_id = u.id
          and o.status in ('succeeded', 'refunded')) as converted_at,
        exists (select 1 from subscriptions s where s.user_id = u.id
          and s.status in ('active', 'trialing', 'past_due')) as live
      from users u where u.referred_by = ${userId}
    ), s as (
      select *, case when live then 'active' when converted_at is not null then 'churned'
        else 'signed_up' end as status from r
    )`;
  const filter = q.status ? sql`where status = ${q.status}` : sql``;
  const [rows, [total]] = await Promise.all([
    queryRows<ReferredRow>(
      db,
      sql`${base} select * from s ${filter} order by created_at desc, id desc
          limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    ),
    queryRows<{ n: number }>(db, sql`${base} select count(*)::int as n from s ${filter}`),
  ]);
  return { rows, total: total?.n ?? 0 };
}
