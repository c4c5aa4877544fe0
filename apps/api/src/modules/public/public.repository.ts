import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, trades, users } from '../../db/schema';
import { newId } from '../../lib/ids';

/** The landing page's figures and the contact inbox: the public module's queries. */
export class PublicRepository {
  constructor(private readonly db: Db) {}

  /** Accounts that are not disabled. */
  async memberCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users).where(eq(users.disabled, false));
    return row?.n ?? 0;
  }

  /** Closed trades since a date, counted per result. */
  closedTradesSince(since: Date): Promise<{ result: string | null; n: number }[]> {
    return this.db
      .select({ result: trades.result, n: count() })
      .from(trades)
      .where(and(eq(trades.status, 'closed'), gte(trades.closedAt, since)))
      .groupBy(trades.result);
  }

  async insertContactMessage(message: {
    name: string;
    email: string;
    subject: string;
    message: string;
    ip: string;
  }): Promise<void> {
    await this.db.insert(contactMessages).values({ id: newId(), ...message });
  }
}
