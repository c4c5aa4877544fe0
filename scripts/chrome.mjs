// One way to find the browser for Storybook tests, unit browser tests and Playwright:
// CHROME_PATH, else a Chromium/Chrome on PATH; else, on Debian or Ubuntu as root, install
// Debian's `chromium` package (as `playwright install --with-deps` installs system packages);
// otherwise stop with one clear line.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

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

function onPath() {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of CANDIDATES) {
    for (const dir of dirs) {
      const file = join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return null;
}

function isDebianLike() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

function installChromium() {
  process.stderr.write('[finfree] no Chromium found: installing Debian package `chromium`\n');
  const opts = {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  };
  execFileSync('apt-get', ['update', '-qq'], opts);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], opts);
}

/** Path of the Chromium/Chrome executable; installs Chromium when that is possible and needed. */
export function resolveChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file.`);
  }
  const found = onPath();
  if (found) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && isDebianLike() && spawnSync('apt-get', ['--version']).status === 0) {
    installChromium();
    const installed = onPath();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium or Chrome found: install Chromium (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH.',
  );
}

// `node scripts/chrome.mjs` prints the path (and installs Chromium if needed).
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.stdout.write(`${resolveChrome()}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
