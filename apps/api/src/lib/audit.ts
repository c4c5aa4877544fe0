import type { Tx } from '../db/sql';
import { adminAuditLog } from '../db/schema';

/** One row of the admin audit log: who did what to which record, with before and after. */
export interface AuditRow {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  createdAt?: Date;
}

/** Writes an audit row, in the caller's transaction when given one. */
export async function writeAudit(tx: Tx, row: AuditRow): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: row.actorId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    ...(row.createdAt ? { createdAt: row.createdAt } : {}),
  });
}
