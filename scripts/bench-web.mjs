#!/usr/bin/env node
// `pnpm bench` (web part): Lighthouse, mobile emulation, median of 5 runs for `/`,
// `/auth/jwt/login` and `/dashboard` (signed in as the demo member), against the built app
// served by the real API with its demo data. Prints a table and merges the figures into
// bench-results.json (git-ignored). Time-based figures: a benchmark, never a test.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromeArgs, resolveChrome } from './chrome.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 5393);
const base = `http://127.0.0.1:${PORT}`;
const log = (m) => process.stdout.write(`\x1b[36m[bench:web]\x1b[0m ${m}\n`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (
  !existsSync(join(root, 'apps/api/dist/main.js')) ||
  !existsSync(join(root, 'apps/web/dist/index.html'))
) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'finfree-bench-web-'));
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DEMO: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '1000',
  },
  stdio: 'ignore',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/v1/healthz`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 500));
}

const chrome = await chromeLauncher.launch({
  chromePath: resolveChrome(),
  chromeFlags: chromeArgs,
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

async function signIn(page) {
  await page.goto(`${base}/auth/jwt/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type=email]', 'demo@finfree.app');
  await page.type('input[type=password]', 'finfree-demo-member');
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/dashboard'),
    page.click('button[type=submit]'),
  ]);
}

const pages = [
  { path: '/', signedIn: false },
  { path: '/auth/jwt/login', signedIn: false },
  { path: '/dashboard', signedIn: true },
];
const results = {};
for (const { path, signedIn } of pages) {
  const scores = { performance: [], accessibility: [], 'best-practices': [], cls: [], lcp: [] };
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage();
    if (signedIn) await signIn(page);
    const result = await lighthouse(
      `${base}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Keep the signed-in session (sessionStorage) of this tab.
        disableStorageReset: signedIn,
      },
      undefined,
      page,
    );
    const lhr = result.lhr;
    for (const key of ['performance', 'accessibility', 'best-practices'])
      scores[key].push(Math.round(lhr.categories[key].score * 100));
    scores.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
    scores.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
    await page.close();
  }
  results[path] = Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, median(v)]));
  log(`${path}: ${JSON.stringify(results[path])}`);
}
await browser.disconnect();
await chrome.kill();

console.log('\nLighthouse (mobile), median of', RUNS, 'runs');
console.log('page                 perf  a11y  best  CLS     LCP (ms)');
for (const [path, r] of Object.entries(results)) {
  console.log(
    `${path.padEnd(20)} ${String(r.performance).padStart(4)}  ${String(r.accessibility).padStart(4)}  ${String(r['best-practices']).padStart(4)}  ${r.cls.toFixed(3).padStart(6)}  ${Math.round(r.lcp)}`,
  );
}
const file = join(root, 'bench-results.json');
const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
writeFileSync(
  file,
  `${JSON.stringify({ ...previous, lighthouse: { runs: RUNS, at: new Date().toISOString(), results } }, null, 2)}\n`,
);
process.exit(0);
