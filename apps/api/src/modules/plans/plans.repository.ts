import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { paged } from '../../db/sql';
import { type AuditRow, writeAudit } from '../../lib/audit';
import { newId } from '../../lib/ids';
import type { NewPlan, PlanChanges, PlanRow } from './plans.schemas';

/** How a plan list is filtered, sorted and paged. */
export interface PlanListQuery {
  activeOnly: boolean;
  interval?: 'month' | 'year';
  sort: { field: 'sortOrder' | 'amount' | 'name'; dir: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

/** The plans table: the only place with plan queries. */
export class PlansRepository {
  constructor(private readonly db: Db) {}

  /** One page of plans (ties broken by amount, then id) and the total count. */
  async list(q: PlanListQuery): Promise<{ rows: PlanRow[]; total: number }> {
    const where: SQL[] = [];
    if (q.activeOnly) where.push(eq(plans.active, true));
    if (q.interval) where.push(eq(plans.interval, q.interval));
    const condition = where.length ? and(...where) : undefined;
    const column = plans[q.sort.field];
    return paged(
      this.db,
      this.db
        .select()
        .from(plans)
        .where(condition)
        .orderBy(
          q.sort.dir === 'asc' ? asc(column) : desc(column),
          asc(plans.amount),
          asc(plans.id),
        ),
      { table: plans, where: condition },
      q,
    );
  }

  async byId(id: string): Promise<PlanRow | undefined> {
    const [row] = await this.db.select().from(plans).where(eq(plans.id, id));
    return row;
  }

  /** Inserts a plan (a slug already taken raises the unique violation). */
  async insert(values: NewPlan & { slug: string }): Promise<PlanRow> {
    const [row] = await this.db
      .insert(plans)
      .values({ id: newId(), ...values })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  /** Updates a plan; undefined when there is none with that id. */
  async update(id: string, changes: PlanChanges): Promise<PlanRow | undefined> {
    const [row] = await this.db
      .update(plans)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning();
    return row;
  }

  /** Appends to the admin audit log. */
  audit(row: AuditRow): Promise<void> {
    return writeAudit(this.db, row);
  }
}
