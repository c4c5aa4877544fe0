import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A Drizzle database or a transaction opened on it: what data access functions take. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Rows of a raw SQL query run on a database or a transaction. */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Takes a transaction-scoped advisory lock named by `key` (hashed to an integer by
 * PostgreSQL): concurrent transactions with the same key run one after another; the lock is
 * released at commit or rollback.
 */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** True when a database error (or an error it wraps) is a unique violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
