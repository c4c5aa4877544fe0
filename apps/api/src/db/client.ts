import type { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
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
  /**
   * Listens to a PostgreSQL `NOTIFY` channel on a dedicated connection (not one of the pool's):
   * `onMessage` gets each payload; `onReconnect` runs after the connection was lost and opened
   * again (messages sent meanwhile are lost, so the caller catches up from its tables).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** The embedded database itself (PGlite only: the job queue shares its one connection). */
  pglite(): PGliteClient;
  /** The connection URL (PostgreSQL only: the job queue opens a small pool of its own). */
  connectionUrl(): string;
  close(): Promise<void>;
}

/** The embedded PGlite instance, as the job queue uses it. */
export type PGliteClient = PGlite;

/** Callbacks of {@link Database.listen}. */
export interface ListenHandlers {
  onMessage(payload: string): void;
  onReconnect?(): void;
}

/** An open `LISTEN`; `close` ends it (and its connection). */
export interface Listener {
  close(): Promise<void>;
}

/** Options for {@link openDatabase}. */
export interface DatabaseOptions {
  /** PostgreSQL URL; undefined → PGlite. */
  url?: string | undefined;
  /** PGlite data folder, or `memory://`. */
  dataDir: string;
  /**
   * PGlite only: a dump (`dumpDataDir`) of a migrated, empty cluster to start from instead of
   * initdb — the tests' fresh databases start from one made once per run.
   */
  template?: Blob;
  poolMax?: number;
  /** Time limits of PostgreSQL work (PGlite runs in process and has none). */
  timeouts?: Partial<DatabaseTimeouts>;
}

/** Time limits on everything that waits on PostgreSQL, in milliseconds (0 = none). */
export interface DatabaseTimeouts {
  /** Server side: a statement running longer is cancelled (`statement_timeout`). */
  statementMs: number;
  /** Server side: waiting longer for a lock fails the statement (`lock_timeout`). */
  lockMs: number;
  /** Waiting longer for a pool connection (or a new connection) fails the request. */
  connectMs: number;
}

/** Defaults of {@link DatabaseTimeouts}. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 5_000,
  lockMs: 2_000,
  connectMs: 3_000,
};

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
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      idleTimeoutMillis: 30_000,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      // The client stops waiting a little after the server should have cancelled the statement
      // (a frozen server or network never answers at all).
      ...(timeouts.statementMs > 0 ? { query_timeout: timeouts.statementMs + 1_000 } : {}),
      // A transaction left open by a crashed handler does not hold its locks for ever.
      idle_in_transaction_session_timeout: Math.max(timeouts.statementMs * 2, 10_000),
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
          // Migrations (and waiting for another instance's) may take longer than a request.
          await client.query('set statement_timeout = 0; set lock_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          await client.query('reset statement_timeout; reset lock_timeout').catch(() => {});
          client.release();
        }
      },
      listen(channel, handlers) {
        return listenWithClient(
          () =>
            new pg.Client({
              connectionString: options.url,
              connectionTimeoutMillis: timeouts.connectMs,
              keepAlive: true,
            }),
          channel,
          handlers,
        );
      },
      pglite() {
        throw new Error('not an embedded database');
      },
      connectionUrl() {
        return options.url as string;
      },
      async close() {
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const onDisk = !options.dataDir.startsWith('memory://');
  const fresh = onDisk && !existsSync(join(options.dataDir, 'PG_VERSION'));
  if (onDisk) mkdirSync(options.dataDir, { recursive: true });
  // A fresh folder starts from a cached, migrated, empty cluster when one exists: restoring
  // it takes about half the time of PGlite's initdb.
  const template = fresh && readdirSync(options.dataDir).length === 0 ? pgliteTemplatePath() : null;
  const loadDataDir =
    options.template ??
    (template && existsSync(template) ? new Blob([readFileSync(template)]) : undefined);
  const client = new PGlite(options.dataDir, loadDataDir ? { loadDataDir } : {});
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
      if (template && !loadDataDir) await saveTemplate(template, () => client.dumpDataDir('gzip'));
    },
    async listen(channel, handlers) {
      const unsubscribe = await client.listen(channel, (payload) => handlers.onMessage(payload));
      return { close: () => (closed ? Promise.resolve() : unsubscribe()) };
    },
    pglite() {
      return client;
    },
    connectionUrl() {
      throw new Error('an embedded database has no URL');
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

interface ListenClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', cb: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', cb: () => void): unknown;
}

/** One dedicated connection running `LISTEN`, opened again (with back-off) when it drops. */
async function listenWithClient(
  create: () => ListenClient,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name ${channel}`);
  let stopped = false;
  let current: ListenClient | null = null;
  let retry: NodeJS.Timeout | null = null;
  const open = async (): Promise<void> => {
    const client = create();
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      // Only an established connection is reopened here; a failed attempt is retried below.
      const established = current === client;
      if (established) current = null;
      void client.end().catch(() => {});
      if (!stopped && established) schedule(1);
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    current = client;
  };
  const schedule = (attempt: number) => {
    retry = setTimeout(
      () => {
        retry = null;
        open().then(
          () => handlers.onReconnect?.(),
          () => {
            if (!stopped) schedule(attempt + 1);
          },
        );
      },
      Math.min(100 * 2 ** attempt, 5_000),
    );
    retry.unref();
  };
  await open();
  return {
    async close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Where the template of a freshly migrated cluster is cached (git-ignored node_modules/.cache),
 * keyed by the migrations so a schema change makes a new one.
 */
function pgliteTemplatePath(): string | null {
  try {
    const folder = migrationsFolder();
    const journal = readFileSync(join(folder, 'meta', '_journal.json'));
    const key = createHash('sha256').update(journal).digest('hex').slice(0, 16);
    return join(dirname(folder), 'node_modules', '.cache', 'finfree', `pglite-${key}.tar.gz`);
  } catch {
    return null;
  }
}

async function saveTemplate(path: string, dump: () => Promise<Blob | File>): Promise<void> {
  try {
    const blob = await dump();
    mkdirSync(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, path);
  } catch {
    // Only an optimisation: the next fresh start runs initdb again.
  }
}
