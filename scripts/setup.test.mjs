// The promises of the README's set-up, checked: quiet long steps, commands that work through
// npm alone, and no engine warnings on install.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { afterEach, describe, expect, it } from 'vitest';
import { runQuietly } from './quiet.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file) => readFileSync(join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json'));
const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stream that keeps what is written. */
function sink() {
  const chunks = [];
  return { isTTY: false, write: (text) => chunks.push(text), text: () => chunks.join('') };
}

describe('runQuietly', () => {
  const script = (body) => [process.execPath, ['-e', body]];

  it('prints two lines for a long listing and keeps all of it in the log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'finfree-quiet-'));
    dirs.push(dir);
    const out = sink();
    const logFile = join(dir, 'logs', 'build.log');
    const [cmd, args] = script('for (let i = 0; i < 700; i++) console.log("chunk " + i)');
    expect(runQuietly(cmd, args, { cwd: dir, logFile, label: 'building', out })).toBe(0);
    const lines = out.text().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(logFile);
    expect(lines[1]).toMatch(/^\[finfree\] building: done in [\d.]+ s$/);
    expect(readFileSync(logFile, 'utf8').trimEnd().split('\n')).toHaveLength(700);
  });

  it('on failure shows the end of the output, the exit status and where the rest is', () => {
    const dir = mkdtempSync(join(tmpdir(), 'finfree-quiet-'));
    dirs.push(dir);
    const out = sink();
    const logFile = join(dir, 'install.log');
    const [cmd, args] = script(
      'for (let i = 0; i < 100; i++) console.log("line " + i); console.error("ERR_BOOM"); process.exit(3)',
    );
    const status = runQuietly(cmd, args, {
      cwd: dir,
      logFile,
      label: 'installing',
      out,
      tailLines: 5,
    });
    expect(status).toBe(3);
    const text = out.text();
    expect(text).toContain('ERR_BOOM');
    expect(text).toContain('line 99');
    expect(text).not.toContain('line 90\n');
    expect(text).toMatch(/installing: failed after [\d.]+ s \(exit 3\); the whole output is in /);
  });
});

/** The commands in the first column of the README's "Other commands" table. */
function readmeCommands() {
  const readme = read('README.md');
  const section = readme.slice(
    readme.indexOf('## Other commands'),
    readme.indexOf('## Configuration'),
  );
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1]);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]));
}

describe('the README commands', () => {
  it('are `npm run <script>` forms of scripts that exist', () => {
    const commands = readmeCommands();
    expect(commands.length).toBeGreaterThan(8);
    for (const command of commands) {
      const match = /^(?:[A-Z_]+=\S+ )*npm run ([\w:-]+)/.exec(command);
      expect(match, `${command} should be an npm run command`).not.toBeNull();
      expect(pkg.scripts, command).toHaveProperty(match[1]);
    }
  });

  it('find pnpm and Node 24 under `npm run` without a global pnpm', () => {
    // npm puts node_modules/.bin first on PATH: the pinned pnpm and Node 24 must be there.
    expect(pkg.devDependencies.pnpm).toBe(pkg.packageManager.replace(/^pnpm@/, ''));
    expect(semver.minVersion(pkg.devDependencies.node).major).toBe(24);
  });
});

describe('installing', () => {
  it('checks engines against the Node the scripts run on, which every dependency accepts', () => {
    const nodeVersion = /^nodeVersion:\s*(\S+)/m.exec(read('pnpm-workspace.yaml'))?.[1];
    expect(nodeVersion).toBeTruthy();
    expect(semver.satisfies(nodeVersion, pkg.devDependencies.node)).toBe(true);
    const ranges = [...read('pnpm-lock.yaml').matchAll(/engines: \{node: '([^']+)'/g)].map(
      (m) => m[1],
    );
    expect(ranges.length).toBeGreaterThan(100);
    const refused = [...new Set(ranges)].filter((range) => !semver.satisfies(nodeVersion, range));
    expect(refused).toEqual([]);
    // …while the root's own range says what starts the set-up: the system Node, 20 or newer.
    expect(pkg.engines.node).toBe('>=20');
  });
});
