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
