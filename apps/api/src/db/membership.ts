import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether the subscription row `alias` gives membership at `at`: active or trialing within its
 * period, or past due within its grace (a renewal waiting for the member to confirm the payment
 * with their bank). Every membership check in SQL goes through this.
 */
export function givesMembership(alias: string, at: SQL = sql`now()`): SQL {
  const a = sql.raw(alias);
  return sql`((${a}.status in ('active', 'trialing') and ${a}.current_period_end > ${at})
    or (${a}.status = 'past_due' and ${a}.grace_until > ${at}))`;
}

/**
 * Whether the user row `alias` is a member at `at`: an admin, or a subscription that gives
 * membership ({@link givesMembership}).
 */
export function isMemberSql(alias: string, at: SQL = sql`now()`): SQL {
  const u = sql.raw(alias);
  return sql`(${u}.role = 'admin' or exists (select 1 from subscriptions s
    where s.user_id = ${u}.id and ${givesMembership('s', at)}))`;
}
