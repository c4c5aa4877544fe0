import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/sql';
import { plans } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { PlanRow } from './billing.types';

/** The plans billing reads (the plans module owns them). */
export class PlansRepository {
  constructor(private readonly db: Db) {}

  /** A plan by id (active or not), or null. */
  async byId(id: string, db: Tx = this.db): Promise<PlanRow | null> {
    const [row] = await db.select().from(plans).where(eq(plans.id, id));
    return row ?? null;
  }

  /** A plan by id, or 404. */
  async get(id: string): Promise<PlanRow> {
    const row = await this.byId(id);
    if (!row) throw notFound('Plan not found');
    return row;
  }

  /** An active plan, or 404. */
  async active(id: string): Promise<PlanRow> {
    const [row] = await this.db
      .select()
      .from(plans)
      .where(and(eq(plans.id, id), eq(plans.active, true)));
    if (!row) throw notFound('Plan not found');
    return row;
  }

  /** Plans by id. */
  async byIds(ids: string[]): Promise<PlanRow[]> {
    return ids.length ? this.db.select().from(plans).where(inArray(plans.id, ids)) : [];
  }
}
