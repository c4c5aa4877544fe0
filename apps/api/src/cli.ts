import { seed } from './bootstrap';
import { ConfigError, generateVapidKeys, loadConfig } from './config';
import { openDatabase } from './db/client';

// `migrate` applies migrations; `seed` also inserts plans, trades and the configured admin;
// `vapid-keys` prints a new VAPID key pair for Web Push as env lines.
const command = process.argv[2];
if (command === 'vapid-keys') {
  const keys = generateVapidKeys();
  console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
  console.log(`VAPID_PRIVATE_KEY=${keys.privateKey}`);
  process.exit(0);
}
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli migrate|seed|vapid-keys');
  process.exit(2);
}
// The CLI signs no tokens and receives no webhooks: placeholder secrets satisfy the checks
// when none are set.
const env = { ...process.env };
env.JWT_SECRET ??= 'cli-does-not-sign-tokens-0123456789abcdef';
env.PAYMENT_WEBHOOK_SECRET ??= 'cli-does-not-receive-webhooks-0123456789';
env.PAYMENT_PROVIDER ??= 'sandbox';
// Nor does it push: a pair made up here satisfies the check when none is set.
if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
  const made = generateVapidKeys();
  env.VAPID_PUBLIC_KEY = made.publicKey;
  env.VAPID_PRIVATE_KEY = made.privateKey;
}
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
