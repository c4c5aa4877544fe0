import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database plus its lifecycle. */
export interface Database {
  db: Db;
  /** `pglite` (embedded) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  /** Applies pending migrations (serialised across instances with an advisory lock). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Options for {@link openDatabase}. */
export interface DatabaseOptions {
  /** PostgreSQL URL; undefined → PGlite. */
  url?: string | undefined;
  /** PGlite data folder, or `memory://`. */
  dataDir: string;
  poolMax?: number;
}

/** Finds the committed migrations from src/db (dev, tests) or dist/ (built server). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Database migrations folder (drizzle/) not found');
}

const MIGRATION_LOCK = 74_211_903;

/** Opens PGlite (no URL) or a pg Pool (URL). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async ping() {
        await pool.query('select 1');
      },
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      async close() {
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{rows}`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
