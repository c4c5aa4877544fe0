// `npm start` after the bootstrap: build what changed since the last build, then run the API
// server, which serves the built web app on the same port. Ctrl-C stops everything.
// The build's listing goes to .tools/logs/build.log (`npm start -- --verbose` shows it).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runQuietly, say } from './quiet.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.cache', 'finfree', 'build-stamp');
const inputs = [
  'packages/ui',
  'packages/core',
  'apps/web',
  'apps/api',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
  'workspace-aliases.mjs',
];
const skip = new Set(['node_modules', 'dist', '.data', '.prerender', 'e2e', '__screenshots__']);
const outputs = [
  'apps/web/dist/index.html',
  'apps/web/dist/prerendered/pages.json',
  'apps/api/dist/main.js',
];

/** A fingerprint of every build input: paths, sizes and modification times. */
function fingerprint() {
  const hash = createHash('sha256');
  const walk = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) if (!skip.has(entry)) walk(join(path, entry));
    } else {
      hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
    }
  };
  for (const input of inputs) walk(join(root, input));
  return hash.digest('hex');
}

const current = fingerprint();
const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
const outputsExist = outputs.every((file) => existsSync(join(root, file)));
if (current !== previous || !outputsExist) {
  const status = runQuietly('pnpm', ['run', '--silent', 'build'], {
    cwd: root,
    logFile: join(root, '.tools', 'logs', 'build.log'),
    label:
      'building the design system, the client, the web app and the API (skipped next time when nothing changed)',
    verbose: process.argv.includes('--verbose'),
  });
  if (status !== 0) process.exit(status);
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, current);
} else {
  say('build is up to date');
}
say('starting the server with demo data');

const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { DEMO: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
