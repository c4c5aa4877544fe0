import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { demoAccountsWithDemoPasswords, portInUseMessage, readyBanner, seed } from './bootstrap';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

const startedAt = performance.now();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`\n${error.message}\n\nFix the environment variables above and start again.`);
    process.exit(1);
  }
  throw error;
}

/** Resolves with the error code when the address cannot be bound (`EADDRINUSE`, `EACCES`…). */
function tryBind(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'EUNKNOWN'));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

function exitIfUnbindable(code: string | null | undefined): void {
  if (!code) return;
  console.error(portInUseMessage(config.port, config.host, code));
  process.exit(1);
}

// Before the database is opened: a second server on the same data folder must not start.
exitIfUnbindable(await tryBind(config.port, config.host));

const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolMax: config.databasePoolMax,
  timeouts: config.databaseTimeouts,
});
await database.migrate();
if (!config.demo) {
  const leftovers = await demoAccountsWithDemoPasswords(database.db);
  if (leftovers.length) {
    console.error(
      `\nRefusing to start outside demo mode: demo accounts with their published passwords exist (${leftovers.join(', ')}).\nDisable them or change their passwords, or start with DEMO=true.\n`,
    );
    await database.close();
    process.exit(1);
  }
}
const report = await seed(database.db, config);

const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const app = await buildApp({ config, database, webDist });
app.addHook('onClose', async () => {
  await database.close();
});
for (const line of report.lines) app.log.info(line);
app.log.info(
  { database: database.kind === 'pglite' ? `PGlite at ${config.dataDir}` : 'PostgreSQL' },
  'database ready',
);
app.log.info(`mail goes to ${app.ctx.mailer.description}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // In-flight requests finish; new ones get 503 while closing.
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close().catch(() => undefined);
  exitIfUnbindable((error as NodeJS.ErrnoException).code ?? 'EUNKNOWN');
}
console.log(
  readyBanner({
    host: config.host,
    port: config.port,
    readyMs: Math.round(performance.now() - startedAt),
    demo: config.demo,
    generatedSecret: config.jwt.generated,
  }),
);
