#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a machine that has only Node.js (>= 20) and npm.
// It installs what is missing (pnpm, dependencies, Node 24 through the `node` devDependency),
// then hands over to pnpm scripts, which run on Node 24 whatever the system Node is.
// Installing writes its output to .tools/logs/install.log (`--verbose` shows it instead).
// Written for the system Node: no dependencies, no TypeScript.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runQuietly, say } from './quiet.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const rest = process.argv.slice(3);
const verbose = rest.includes('--verbose');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.replace(/^pnpm@/, '');
const toolsDir = join(root, '.tools');
const localPnpm = join(toolsDir, 'node_modules', '.bin', 'pnpm');

function pnpmOnPath() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() === pnpmVersion ? 'pnpm' : null;
}

function ensurePnpm() {
  const found = pnpmOnPath();
  if (found) return found;
  if (existsSync(localPnpm)) {
    const probe = spawnSync(localPnpm, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0 && probe.stdout.trim() === pnpmVersion) return localPnpm;
  }
  const status = runQuietly(
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `pnpm@${pnpmVersion}`,
    ],
    {
      cwd: root,
      logFile: join(toolsDir, 'logs', 'pnpm.log'),
      label: `installing pnpm ${pnpmVersion} into .tools/ (once)`,
      verbose,
    },
  );
  if (status !== 0 || !existsSync(localPnpm)) {
    say(
      `Could not install pnpm from the npm registry; install it with \`npm i -g pnpm@${pnpmVersion}\`.`,
      process.stderr,
    );
    process.exit(1);
  }
  return localPnpm;
}

function ensureDependencies(pnpm) {
  const fresh = !existsSync(join(root, 'node_modules', '.modules.yaml'));
  const status = runQuietly(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'], {
    cwd: root,
    logFile: join(toolsDir, 'logs', 'install.log'),
    label: fresh
      ? 'installing dependencies and Node 24 (the first time takes a minute or two)'
      : 'checking dependencies',
    verbose,
  });
  if (status !== 0) process.exit(status);
}

function main() {
  if (command !== 'start' && command !== 'test') {
    console.error('usage: node scripts/bootstrap.mjs start|test');
    process.exit(2);
  }
  const pnpm = ensurePnpm();
  ensureDependencies(pnpm);
  const script = command === 'start' ? 'start:app' : 'test:all';
  // pnpm puts node_modules/.bin (with Node 24 from the `node` package) first on PATH.
  // Scripts call `pnpm` themselves: make the one found here the one on PATH.
  const env = { ...process.env };
  if (pnpm !== 'pnpm') env.PATH = `${dirname(pnpm)}${delimiter}${env.PATH ?? ''}`;
  const child = spawn(pnpm, ['run', '--silent', script, ...rest], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  const forward = (signal) => () => child.kill(signal);
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main();
