import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/sql';
import { disputes, users } from '../../../db/schema';

/** A dispute row. */
export type DisputeRow = typeof disputes.$inferSelect;
/** One entry of a dispute's timeline. */
export type DisputeEntry = DisputeRow['timeline'][number];

/** Disputes: every query billing makes on them. */
export class DisputesRepository {
  constructor(private readonly db: Db) {}

  async byProviderId(tx: Tx, provider: string, providerDisputeId: string) {
    const [row] = await tx
      .select()
      .from(disputes)
      .where(
        and(eq(disputes.provider, provider), eq(disputes.providerDisputeId, providerDisputeId)),
      )
      .for('update');
    return row ?? null;
  }

  async byId(id: string, tx: Tx = this.db, forUpdate = false) {
    const q = tx.select().from(disputes).where(eq(disputes.id, id));
    const [row] = forUpdate ? await q.for('update') : await q;
    return row ?? null;
  }

  async insert(tx: Tx, row: typeof disputes.$inferInsert) {
    const [inserted] = await tx.insert(disputes).values(row).returning();
    if (!inserted) throw new Error('dispute not inserted');
    return inserted;
  }

  async update(tx: Tx, id: string, change: Partial<typeof disputes.$inferInsert>) {
    const [row] = await tx
      .update(disputes)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(disputes.id, id))
      .returning();
    return row ?? null;
  }

  /** Total disputed (and not won back) of an order. */
  async lostOf(tx: Tx, orderId: string): Promise<number> {
    const rows = await tx
      .select({ amount: disputes.amount, status: disputes.status })
      .from(disputes)
      .where(eq(disputes.orderId, orderId));
    return rows.filter((r) => r.status !== 'won').reduce((sum, r) => sum + r.amount, 0);
  }

  /** One page of disputes, newest first, with their members. */
  async page(filter: { status?: string; userId?: string; limit: number; page: number }) {
    const where: SQL[] = [];
    if (filter.status) where.push(eq(disputes.status, filter.status));
    if (filter.userId) where.push(eq(disputes.userId, filter.userId));
    const cond = where.length ? and(...where) : undefined;
    const rows = await this.db
      .select({ dispute: disputes, email: users.email, name: users.name })
      .from(disputes)
      .innerJoin(users, eq(users.id, disputes.userId))
      .where(cond)
      .orderBy(desc(disputes.createdAt), desc(disputes.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit);
    const [total] = await this.db.select({ n: count() }).from(disputes).where(cond);
    return { rows, total: total?.n ?? 0 };
  }

  /** One dispute with its member. */
  async withMember(id: string) {
    const [row] = await this.db
      .select({ dispute: disputes, email: users.email, name: users.name })
      .from(disputes)
      .innerJoin(users, eq(users.id, disputes.userId))
      .where(eq(disputes.id, id));
    return row ?? null;
  }
}
