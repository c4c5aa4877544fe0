import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/**
 * True when a database error (or an error it wraps) is a unique violation (SQLSTATE 23505) —
 * of the index or constraint `constraint` when one is named.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e: unknown = error;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i += 1) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** What `paged` needs of a select: Drizzle's `.limit(n).offset(n)`. */
interface PageableQuery<T> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * One page of a list: `limit` rows of `query` from `offset`, and how many rows of `table`
 * match `where` (the list's filter), read at once.
 */
export async function paged<T>(
  db: Tx,
  query: PageableQuery<T>,
  matching: { table: PgTable; where: SQL | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: T[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    query.limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(matching.table).where(matching.where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
