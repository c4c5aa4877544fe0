import { seed } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

// `migrate` applies migrations; `seed` also inserts plans, trades and the configured admin.
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli migrate|seed');
  process.exit(2);
}
// The CLI signs no tokens and receives no webhooks: placeholder secrets satisfy the checks
// when none are set.
const env = { ...process.env };
env.JWT_SECRET ??= 'cli-does-not-sign-tokens-0123456789abcdef';
env.PAYMENT_WEBHOOK_SECRET ??= 'cli-does-not-receive-webhooks-0123456789';
env.PAYMENT_PROVIDER ??= 'sandbox';
let config;
try {
  config = loadConfig(env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  timeouts: config.databaseTimeouts,
});
try {
  await database.migrate();
  console.log(`migrations applied (${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'})`);
  if (command === 'seed') {
    const report = await seed(database.db, config, true);
    for (const line of report.lines) console.log(line);
    if (!report.lines.length) console.log('nothing to seed: data already present');
  }
} finally {
  await database.close();
}
