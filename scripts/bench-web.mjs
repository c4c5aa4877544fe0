#!/usr/bin/env node
// `pnpm bench` (web part): Lighthouse, mobile emulation, against the built app served by the
// real API with its demo data. Every page is measured twice, 5 runs each (BENCH_LIGHTHOUSE_RUNS):
// - cold: a new browser context, Lighthouse's storage and cache reset, nothing cached — what a
//   member gets from a bookmark or after a release changed the hashed files. Signed-in pages get
//   the demo member's session put into sessionStorage before the page's scripts run.
// - warm: the same tab has loaded the page before (signed-in pages: signed in through the form),
//   so the scripts come from the cache.
// Prints medians with their ranges, checks the cold medians against the budgets
// (scripts/bench-web-lib.mjs) and merges everything into bench-results.json (git-ignored).
// Then the interaction measure (scripts/bench-web-interaction.mjs): each public page's controls
// (and the dashboard's first tap, cold), the time from the first tap or keystroke to the visible
// response, tapped 0.5 s and 3 s after first paint, 5 samples each (BENCH_INTERACTION_RUNS).
// BENCH_LIGHTHOUSE=0 runs only the interaction measure, BENCH_INTERACTION=0 only Lighthouse.
// Time-based figures: a benchmark, never a test. Run it on an otherwise idle machine.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromeArgs, resolveChrome } from './chrome.mjs';
import {
  benchAccounts,
  benchPages,
  budgetMisses,
  diagnostics,
  formatDiagnostics,
  formatInteractionTable,
  formatTable,
  interactionVerdict,
  metrics,
  responseLimitMs,
  sessionInjection,
  summarizeRuns,
} from './bench-web-lib.mjs';
import { measureInteractions } from './bench-web-interaction.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const INTERACTION_RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
const withInteraction = process.env.BENCH_INTERACTION !== '0';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 5393);
// BENCH_PAGES=/,/dashboard measures only those pages (for a quick look; the report needs all).
const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
// BENCH_REPORTS=<dir> keeps every run's Lighthouse report (JSON) there and prints each run's
// diagnostics: the LCP element, LCP's phases and the longest main-thread tasks.
const reportsDir = process.env.BENCH_REPORTS;
const base = `http://127.0.0.1:${PORT}`;
const log = (m) => process.stdout.write(`\x1b[36m[bench:web]\x1b[0m ${m}\n`);

if (
  !existsSync(join(root, 'apps/api/dist/main.js')) ||
  !existsSync(join(root, 'apps/web/dist/index.html'))
) {
  console.error('Build first: pnpm build');
  process.exit(1);
}

// The storage keys the app restores its session from, as the web build declares them.
const { STORAGE_KEYS } = await import(
  pathToFileURL(join(root, 'apps/web/dist/.ssr/entry.js')).href
);

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
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
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

/**
 * A fresh session of a demo account (the member unless `admin`), through the API (as the
 * sign-in form gets it).
 */
async function demoSession(account = 'member') {
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAccounts[account]),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  const { user, tokens } = await response.json();
  return { origin: base, accessToken: tokens.access.token, user, keys: STORAGE_KEYS };
}

async function signInThroughTheForm(page, account) {
  await page.goto(`${base}/auth/jwt/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type=email]', benchAccounts[account].email);
  await page.type('input[type=password]', benchAccounts[account].password);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/dashboard'),
    page.click('button[type=submit]'),
  ]);
  await page.waitForNetworkIdle();
}

/**
 * One Lighthouse run of `path`, cold or warm, in the launched Chrome (`chrome`, and `browser`
 * connected to it); returns the figures of `metrics`.
 */
async function measure({ chrome, browser }, path, signedIn, mode) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (mode === 'cold' && signedIn) {
      await page.evaluateOnNewDocument(sessionInjection(await demoSession(signedIn)));
    } else if (mode === 'warm') {
      if (signedIn) await signInThroughTheForm(page, signedIn);
      else await page.goto(`${base}${path}`, { waitUntil: 'networkidle0' });
    }
    const { lhr } = await lighthouse(
      `${base}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Cold: Lighthouse clears the cache and the origin's storage first. Warm: keep both
        // (the scripts cached, the signed-in session of this tab).
        disableStorageReset: mode === 'warm',
      },
      undefined,
      page,
    );
    if (signedIn && new URL(lhr.finalDisplayedUrl).pathname !== path)
      throw new Error(`${path} (${mode}) ended on ${lhr.finalDisplayedUrl}: not signed in?`);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = `${path.replace(/\W+/g, '_') || 'root'}-${mode}-${Date.now()}.json`;
      writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
      log(`${path} (${mode}) ${name}\n${formatDiagnostics(diagnostics(lhr))}`);
    }
    const figures = Object.fromEntries(
      Object.entries(metrics).map(([key, read]) => [key, read(lhr)]),
    );
    for (const [key, value] of Object.entries(figures))
      if (value === null)
        log(
          `${path} (${mode}): no ${key} in this run (${lhr.runtimeError?.message ?? lhr.runWarnings.join('; ')})`,
        );
    return figures;
  } finally {
    await context.close();
  }
}

async function runLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: resolveChrome(),
    chromeFlags: chromeArgs,
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const lighthouseChrome = { chrome, browser };

  try {
    const results = {};
    const misses = [];
    for (const { path, signedIn, budget } of benchPages) {
      if (only && !only.includes(path)) continue;
      results[path] = {};
      for (const mode of ['cold', 'warm']) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          // A run Lighthouse could not record (e.g. NO_NAVSTART on a loaded machine) is run again,
          // twice at most; one still without figures counts as missing in the summary.
          let figures = await measure(lighthouseChrome, path, signedIn, mode);
          for (let retry = 0; retry < 2 && figures.performance === null; retry++) {
            figures = await measure(lighthouseChrome, path, signedIn, mode);
          }
          runs.push(figures);
        }
        results[path][mode] = summarizeRuns(runs);
        log(`${path} ${mode}: perf ${runs.map((r) => r.performance).join(' ')}`);
      }
      for (const miss of budgetMisses(results[path].cold, budget))
        misses.push(`${path} cold: ${miss}`);
    }
    return { results, misses };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

const lighthouseRun = withLighthouse ? await runLighthouse() : null;
const interaction = withInteraction
  ? await measureInteractions({ base, demoSession, runs: INTERACTION_RUNS, only, log })
  : null;

const file = join(root, 'bench-results.json');
const written = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const at = new Date().toISOString();
if (lighthouseRun) written.lighthouse = { runs: RUNS, at, ...lighthouseRun };
if (interaction) {
  const verdict = interactionVerdict(interaction);
  written.interaction = { runs: INTERACTION_RUNS, at, results: interaction, verdict };
}
writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);

if (lighthouseRun) {
  const { results, misses } = lighthouseRun;
  console.log(`\nLighthouse (mobile), median (min–max) of ${RUNS} runs; cold = nothing cached`);
  console.log(formatTable(results));
  console.log(
    misses.length ? `\nOver budget:\n  ${misses.join('\n  ')}` : '\nEvery page within budget.',
  );
}
if (interaction) {
  console.log(
    `\nFirst tap to visible response (ms), ${INTERACTION_RUNS} samples per line; Slow 4G, CPU 4× slower, nothing cached; tap = when after first paint; input at = median time of the measured input after first paint`,
  );
  console.log(formatInteractionTable(interaction));
  const verdict = written.interaction.verdict;
  console.log(
    verdict.length
      ? `\nNot answering at once (p75 over ${responseLimitMs} ms tapped 3 s after first paint, or an input lost):\n  ${verdict.join('\n  ')}`
      : `\nEvery control answers within ${responseLimitMs} ms (p75, tapped 3 s after first paint), no input lost.`,
  );
}
process.exit(0);
