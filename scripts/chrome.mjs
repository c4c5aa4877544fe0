// One way to find the browser for Storybook tests, unit browser tests and Playwright:
// CHROME_PATH, else a Chromium/Chrome on PATH; else, on Debian or Ubuntu as root, install
// Debian's `chromium` package (as `playwright install --with-deps` installs system packages);
// otherwise stop with one clear line.
//
// The path is the function's return value (or the only line `node scripts/chrome.mjs` prints
// on standard output): the installer's own output goes to standard error, never into it.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CANDIDATES = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];

/** Flags that work headless as root on these machines, with no background traffic. */
export const chromeArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(env) {
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of CANDIDATES) {
    for (const dir of dirs) {
      const file = join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return null;
}

function debianLike() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

/** Thrown with one line a person can act on. */
export class ChromeNotFoundError extends Error {
  name = 'ChromeNotFoundError';
}

const HOW_TO =
  'install Chromium (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome executable.';

function installChromium(env, log) {
  log('[finfree] no Chromium found: installing Debian package `chromium` (about a minute, once)\n');
  // apt-get prints its progress on standard output: send all of it to standard error.
  const opts = { env: { ...env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: ['ignore', 2, 2] };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    try {
      execFileSync('apt-get', args, opts);
    } catch (error) {
      const how = error.status === undefined ? error.message : `exit ${error.status}`;
      throw new ChromeNotFoundError(
        `No Chromium or Chrome found, and \`apt-get ${args[0]}\` failed (${how}): ${HOW_TO}`,
      );
    }
  }
}

/**
 * Path of the Chromium/Chrome executable; installs Chromium when that is possible and needed.
 * The options exist for tests (a simulated machine); by default they describe this one.
 */
export function resolveChrome({
  env = process.env,
  isRoot = typeof process.getuid === 'function' && process.getuid() === 0,
  isDebianLike = debianLike,
  log = (text) => process.stderr.write(text),
} = {}) {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new ChromeNotFoundError(
      `CHROME_PATH is set to ${JSON.stringify(fromEnv)}, which is not an executable file.`,
    );
  }
  const found = onPath(env);
  if (found) return found;
  const canInstall =
    isRoot && isDebianLike() && spawnSync('apt-get', ['--version'], { env }).status === 0;
  if (!canInstall) throw new ChromeNotFoundError(`No Chromium or Chrome found: ${HOW_TO}`);
  installChromium(env, log);
  const installed = onPath(env);
  if (installed) return installed;
  throw new ChromeNotFoundError(
    `apt-get installed \`chromium\` but no Chromium executable is on PATH: ${HOW_TO}`,
  );
}

// `node scripts/chrome.mjs` prints the path (and installs Chromium if needed).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.stdout.write(`${resolveChrome()}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
