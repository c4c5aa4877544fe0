// `npm run bench:connect` (run with tsx): BENCH_MEMBERS (10,000) linked Discord members whose
// subscriptions all expired at once. The Discord stand-in enforces 10 role changes per 10 s per
// guild, its window divided by BENCH_TIME_SCALE (100: a 100 ms window); the reconciler queues one
// access job per member and the job engine's own workers (one at a time, in order) remove the
// roles through @discordjs/rest, which waits out the limits. Mid-way the first app is closed
// (its engine stopped) and a second one started on the same database: nothing may be lost or
// done twice. Prints the measured time, the real-world estimate scaled back, whether removals
// kept the queue's order, and a computed estimate for Telegram.
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { plans, subscriptions, users } from '../apps/api/src/db/schema';
import { createMemoryMailer } from '../apps/api/src/lib/mailer';
import { Sealer } from '../apps/api/src/lib/sealed';
import * as repo from '../apps/api/src/modules/connect/connect.repository';
import { connectLinks } from '../apps/api/src/modules/connect/connect.tables';
import { startDiscordStandin } from '../apps/api/src/modules/connect/testing/discord-standin';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const SCALE = Number(process.env.BENCH_TIME_SCALE ?? 25);
const PER_WINDOW = 10;
const REAL_WINDOW_S = 10;
/** @discordjs/rest waits this long past each reset (its default `offset`). */
const CLIENT_OFFSET_MS = 50;
const log = (line: string) => process.stdout.write(`${line}\n`);

const standin = await startDiscordStandin({ timeScale: SCALE, roleChangesPerWindow: PER_WINDOW });
const role = standin.addRole('Pro members', 2);
const env = {
  NODE_ENV: 'test',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  PAYMENT_PROVIDER: 'sandbox',
  PAYMENT_WEBHOOK_SECRET: 'bench-webhook-secret-bench-webhook-secret-01',
  DATA_DIR: 'memory://',
  DISCORD_API_URL: standin.apiUrl,
  DISCORD_OAUTH_URL: standin.oauthUrl,
  CONNECT_RECONCILE_MS: '0',
  // The bench runs the access queue through the engine's drain (its run-now path): the workers'
  // one-second polling would otherwise set the pace (see the report).
  JOB_WORKER: 'false',
};
const config = loadConfig(env);
const database = await openDatabase({ dataDir: 'memory://', poolMax: 10 });
await database.migrate();
const { db } = database;

log(
  `bench:connect — ${MEMBERS.toLocaleString('en')} linked Discord members, subscriptions expired at once`,
);
log(
  `Discord stand-in: ${PER_WINDOW} role changes / ${REAL_WINDOW_S} s per guild, time scale ×${SCALE} (a ${standin.windowMs} ms window)`,
);

// The plan, the owner's settings, the members (users, expired subscriptions, granted links).
const planId = 'bench-plan';
await db
  .insert(plans)
  .values({ id: planId, name: 'Pro', slug: 'pro', amount: 4900, interval: 'month' });
await repo.putSettings(
  db,
  'discord',
  {
    enabled: true,
    settings: {
      clientId: standin.clientId,
      guildId: standin.guildId,
      channelId: standin.channelId,
      roles: [{ planId, roleId: role.id }],
    },
    secret: new Sealer(config.jwt.secret, 'connect').seal(
      JSON.stringify({ botToken: standin.botToken, clientSecret: standin.clientSecret }),
    ),
    health: { ok: true, problems: [] },
  },
  new Date(),
);
const discordOf = new Map<string, string>();
const userOf = new Map<string, string>();
const expired = new Date(Date.now() - 60_000);
for (let start = 0; start < MEMBERS; start += 1000) {
  const rows = [];
  for (let i = start; i < Math.min(MEMBERS, start + 1000); i += 1) {
    const userId = `bench-user-${String(i).padStart(6, '0')}`;
    const discord = standin.addUser(`member_${i}`);
    standin.addMember(discord.id, [role.id]);
    discordOf.set(userId, discord.id);
    userOf.set(discord.id, userId);
    rows.push({ userId, discordId: discord.id, i });
  }
  await db.insert(users).values(
    rows.map((r) => ({
      id: r.userId,
      name: `Member ${r.i}`,
      email: `m${r.i}@bench.example`,
      passwordHash: 'x',
      referralCode: `ref${r.i}`,
    })),
  );
  await db.insert(subscriptions).values(
    rows.map((r) => ({
      id: `sub-${r.userId}`,
      userId: r.userId,
      planId,
      status: 'active' as const,
      currentPeriodEnd: expired,
    })),
  );
  // Linked in member order, so the reconciler's order (oldest change first) is member order.
  await db.insert(connectLinks).values(
    rows.map((r) => ({
      userId: r.userId,
      platform: 'discord' as const,
      externalId: r.discordId,
      username: `member_${r.i}`,
      status: 'active' as const,
      granted: true,
      linkedAt: new Date(),
      updatedAt: new Date(Date.now() - 86_400_000 + r.i),
    })),
  );
}
const queueOrder = (await repo.drift(db, 'discord', new Date(), MEMBERS + 1)).map((r) => r.userId);
log(
  `set up: ${queueOrder.length.toLocaleString('en')} members drift (granted, no live subscription)`,
);

const newApp = async () => {
  const app = await buildApp({ config, database, mailer: createMemoryMailer(), logger: false });
  await app.ready();
  return app;
};
const removed = () => standin.roleChanges.filter((c) => c.method === 'DELETE').length;

let app = await newApp();
const started = Date.now();
const reconciled = (await app.jobs.runNow('connect-reconcile', new Date())) as Record<
  string,
  { revoke: number }
>;
log(`reconciler queued ${reconciled.discord?.revoke.toLocaleString('en')} removals`);
const progress = setInterval(
  () =>
    log(
      `  … ${removed().toLocaleString('en')} removed after ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ),
  Number(process.env.BENCH_PROGRESS_MS ?? 30_000),
);
const restartAt = Math.floor(MEMBERS * 0.4);
const QUEUE = 'connect.access.discord';
await app.jobs.drain([QUEUE], restartAt);
const beforeRestart = removed();
await app.close();
const restartedAt = Date.now();
log(
  `restart: first app closed after ${beforeRestart.toLocaleString('en')} removals; a new app starts`,
);
app = await newApp();
log(`  second app ready in ${((Date.now() - restartedAt) / 1000).toFixed(1)} s`);
await app.jobs.drain([QUEUE]);
const elapsedMs = Date.now() - started;
clearInterval(progress);
await app.close();

const changes = standin.roleChanges.filter((c) => c.method === 'DELETE');
const order = changes.map((c) => userOf.get(c.userId)!);
const unique = new Set(order);
const keptOrder = order.length === queueOrder.length && order.every((u, i) => u === queueOrder[i]);
const links = await db.select().from(connectLinks);
const left = {
  granted: links.filter((l) => l.granted).length,
  ended: links.filter((l) => l.status === 'ended').length,
};
const stillHeld = [...discordOf.values()].filter((id) => (standin.rolesOf(id) ?? []).length > 0);
const windows = Math.ceil(MEMBERS / PER_WINDOW);
const scaledBack = (elapsedMs / 1000) * SCALE;
const offsetCorrected = ((elapsedMs - windows * CLIENT_OFFSET_MS) / 1000) * SCALE;
const hours = (s: number) => `${Math.round(s).toLocaleString('en')} s ≈ ${(s / 3600).toFixed(1)} h`;

log('');
log(
  `roles removed: ${changes.length.toLocaleString('en')} (${unique.size.toLocaleString('en')} members, each once: ${unique.size === changes.length})`,
);
log(
  `roles still held at Discord: ${stillHeld.length}; links still granted: ${left.granted}; links ended: ${left.ended.toLocaleString('en')}`,
);
log(`429 answers from the stand-in: ${standin.rateLimited}`);
log(
  `measured: ${(elapsedMs / 1000).toFixed(1)} s at ×${SCALE} (restart gap ${((Date.now() - restartedAt) / 1000).toFixed(1)} s ago)`,
);
log(`real-world estimate (scaled back ×${SCALE}): ${hours(scaledBack)}`);
log(
  `  without the client's ${CLIENT_OFFSET_MS} ms wait past each reset (${windows} windows; at real scale it is 0.5% of a window): ${hours(offsetCorrected)}`,
);
const perJobMs = elapsedMs / MEMBERS;
const limitBound = perJobMs * PER_WINDOW < standin.windowMs + CLIENT_OFFSET_MS;
log(
  `work per removal (jobs, database, HTTP): ${perJobMs.toFixed(1)} ms → ${PER_WINDOW} removals take ${(perJobMs * PER_WINDOW).toFixed(0)} ms against a ${standin.windowMs} ms window: ${limitBound ? 'the rate limit sets the pace' : 'the bench machine sets the pace at this scale (the scaled-back figure overstates)'}`,
);
log(
  `real-world estimate (the limit, since ${PER_WINDOW} × ${perJobMs.toFixed(0)} ms ≪ ${REAL_WINDOW_S} s): ${hours(windows * REAL_WINDOW_S + windows * (CLIENT_OFFSET_MS / 1000))}`,
);
log(
  `  expected from the limit alone: ${windows} windows × ${REAL_WINDOW_S} s = ${hours(windows * REAL_WINDOW_S)}`,
);
log(`ordering kept (removals in queue order): ${keptOrder}`);
log(
  `restart mid-way lost nothing: ${stillHeld.length === 0 && left.granted === 0 && unique.size === MEMBERS && changes.length === MEMBERS}`,
);
// Telegram: computed, not measured.
const telegramCalls = MEMBERS * 2;
log(
  `Telegram (computed, not measured): ban + unban ≈ 2 calls per member, ~30 calls/s overall → ${telegramCalls.toLocaleString('en')} calls / 30 = ${hours(telegramCalls / 30)}`,
);
await database.close();
await standin.close();
const ok = keptOrder && stillHeld.length === 0 && left.granted === 0 && changes.length === MEMBERS;
process.exit(ok ? 0 : 1);
