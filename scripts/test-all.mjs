// `npm test`: every suite in one run — typecheck, lint, format, build, unit and story tests
// (Vitest), end-to-end tests (Playwright) and the package checks — then one closing line
// `N passed, N failed[, N skipped]` that counts every suite. Exits non-zero on any failure.
//
// Two lanes run side by side, since neither keeps two cores busy alone (Vitest runs one test
// file at a time; a browser test mostly waits on the page): typecheck, then Vitest; and build,
// Playwright, then lint and the format check (the lanes end about together: Vitest is the longest
// step, so the lint waits on the other lane). Vitest starts once the build has ended (a test of
// the built @finfree/ui rebuilds its dist). Each step's output is printed whole when it ends, so
// the two lanes' lines never interleave; a line says when each step starts.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveChrome } from './chrome.mjs';
import { playwrightFailures, vitestFailures } from './test-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'finfree-test-'));
const results = [];
const runStarted = Date.now();
let logs = 0;

function heading(text) {
  process.stdout.write(`\n\x1b[1m▶ ${text}\x1b[0m\n`);
}

const clock = () => `${Math.round((Date.now() - runStarted) / 1000)} s`;

/**
 * Runs a command with its output in a file, then prints the output whole under the step's
 * heading. Resolves `{ ok, seconds }`.
 */
function run(name, cmd, args, env = {}) {
  const started = Date.now();
  const file = join(out, `step-${(logs += 1)}.log`);
  const fd = openSync(file, 'w');
  process.stdout.write(`\x1b[2m… ${name} started at ${clock()}\x1b[0m\n`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, ...env },
    });
    const finish = (ok) => {
      closeSync(fd);
      const seconds = (Date.now() - started) / 1000;
      heading(`${name} (${seconds.toFixed(1)} s, ended at ${clock()})`);
      process.stdout.write(readFileSync(file, 'utf8'));
      resolve({ ok, seconds });
    };
    child.on('error', (error) => {
      process.stderr.write(`${error.message}\n`);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** A step that counts as one check. */
async function check(name, cmd, args, env) {
  const { ok, seconds } = await run(name, cmd, args, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

heading('Chromium');
let CHROME_PATH = '';
try {
  // Installs Chromium on a bare Debian/Ubuntu machine; the path is a return value, so nothing
  // the installer prints can end up in it.
  CHROME_PATH = resolveChrome();
  process.stdout.write(`${CHROME_PATH}\n`);
  results.push({ name: 'Chromium', passed: 1, failed: 0, skipped: 0, seconds: 0 });
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  results.push({
    name: 'Chromium (browser tests not run)',
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds: 0,
  });
}

async function vitest() {
  const file = join(out, 'vitest.json');
  const { ok, seconds } = await run(
    'unit and story tests (Vitest)',
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { CHROME_PATH },
  );
  const report = readJson(file);
  if (report) {
    const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
    results.push({
      name: 'vitest',
      passed: report.numPassedTests,
      failed,
      skipped: report.numPendingTests + report.numTodoTests,
      seconds,
      failures: vitestFailures(report, root),
    });
  } else {
    results.push({ name: 'vitest', passed: 0, failed: 1, skipped: 0, seconds });
  }
}

async function playwright(built) {
  const file = join(out, 'playwright.json');
  if (!built) {
    results.push({ name: 'playwright', passed: 0, failed: 1, skipped: 0, seconds: 0 });
    return;
  }
  const { ok, seconds } = await run(
    'end-to-end tests (Playwright)',
    'pnpm',
    ['exec', 'playwright', 'test'],
    { CHROME_PATH, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  const report = readJson(file);
  const stats = report?.stats;
  if (stats) {
    const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
    results.push({
      name: 'playwright',
      passed: stats.expected + stats.flaky,
      failed,
      skipped: stats.skipped,
      seconds,
      failures: playwrightFailures(report),
    });
  } else {
    results.push({ name: 'playwright', passed: 0, failed: 1, skipped: 0, seconds });
  }
}

const build = check('build', 'pnpm', ['run', '--silent', 'build']);
await Promise.all([
  (async () => {
    await check('typecheck', 'pnpm', ['run', '--silent', 'typecheck']);
    await build;
    await vitest();
  })(),
  (async () => {
    await playwright(await build);
    await check('lint', 'pnpm', ['run', '--silent', 'lint']);
    await check('format', 'pnpm', ['run', '--silent', 'format:check']);
  })(),
]);

for (const pkg of ['ui', 'core']) {
  const dir = join(root, 'packages', pkg);
  if (!existsSync(join(dir, 'dist'))) {
    results.push({ name: `package @finfree/${pkg}`, passed: 0, failed: 1, skipped: 0, seconds: 0 });
    continue;
  }
  await check(`package @finfree/${pkg} (publint, arethetypeswrong)`, 'pnpm', [
    '--filter',
    `@finfree/${pkg}`,
    'run',
    '--silent',
    'check:package',
  ]);
}

rmSync(out, { recursive: true, force: true });

// The summary in the order of a run one step at a time, whichever lane ended first.
const order = ['Chromium', 'typecheck', 'lint', 'format', 'build', 'vitest', 'playwright'];
const rank = (name) => {
  const i = order.findIndex((step) => name.startsWith(step));
  return i === -1 ? order.length : i;
};
results.sort((a, b) => rank(a.name) - rank(b.name));
const total = { passed: 0, failed: 0, skipped: 0 };
process.stdout.write('\n\x1b[1mSummary\x1b[0m\n');
for (const r of results) {
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
  const mark = r.failed ? '\x1b[31m✗\x1b[0m' : '\x1b[32m✓\x1b[0m';
  process.stdout.write(
    `  ${mark} ${r.name.padEnd(50)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.seconds.toFixed(1).padStart(7)} s\n`,
  );
  // The failed tests by name, so the last lines of a long log say which ones to look at.
  for (const name of r.failures ?? []) process.stdout.write(`      \x1b[31m✗\x1b[0m ${name}\n`);
}
process.stdout.write(`\n  in ${clock()}\n`);
process.stdout.write(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`,
);
process.exit(total.failed ? 1 : 0);
