// The browser resolver on a simulated bare machine: no browser on PATH and a stand-in
// `apt-get` that prints its progress on standard output, as the real one does.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const chromeModule = fileURLToPath(new URL('./chrome.mjs', import.meta.url));
const dirs = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A machine with only a stand-in apt-get on PATH; `installExit` ≠ 0 makes `install` fail. */
function bareMachine({ installExit = 0 } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'finfree-bare-'));
  dirs.push(root);
  const bin = join(root, 'bin');
  const browserDir = join(root, 'usr-bin');
  mkdirSync(bin);
  mkdirSync(browserDir);
  const calls = join(root, 'apt-calls');
  writeFileSync(
    join(bin, 'apt-get'),
    `#!/bin/sh
echo "$@" >> '${calls}'
echo "Reading package lists... Done"
echo "(Reading database ... 5%(Reading database ... 100%"
echo "progress on stderr" >&2
if [ "$1" = "install" ]; then
  [ ${installExit} -eq 0 ] || { echo "E: Unable to locate package chromium"; exit ${installExit}; }
  printf '#!/bin/sh\\necho fake chromium\\n' > '${browserDir}/chromium'
  /bin/chmod +x '${browserDir}/chromium'
  echo "Setting up chromium (156.0) ..."
fi
exit 0
`,
  );
  chmodSync(join(bin, 'apt-get'), 0o755);
  return { bin, browserDir, calls, env: { PATH: `${bin}:${browserDir}`, HOME: root } };
}

/** Runs the resolver in a child process and returns what it wrote on each stream. */
function resolveIn(env, options = '{ isRoot: true, isDebianLike: () => true }') {
  const code = `import { resolveChrome } from ${JSON.stringify(chromeModule)};
try { process.stdout.write(resolveChrome(${options}) + '\\n'); }
catch (error) { process.stderr.write(error.message + '\\n'); process.exit(1); }`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    env,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('resolveChrome on a bare machine', () => {
  it('installs Chromium and reports exactly one executable path, nothing else', () => {
    const machine = bareMachine();
    const { status, stdout, stderr } = resolveIn(machine.env);
    expect(status).toBe(0);
    expect(stdout).toBe(`${join(machine.browserDir, 'chromium')}\n`);
    // apt-get's own progress went to standard error.
    expect(stderr).toContain('Reading database');
    expect(stderr).toContain('installing Debian package `chromium`');
  });

  it('the command-line form prints only the path on standard output too', () => {
    const machine = bareMachine();
    writeFileSync(join(machine.browserDir, 'chromium'), '#!/bin/sh\n');
    chmodSync(join(machine.browserDir, 'chromium'), 0o755);
    const result = spawnSync(process.execPath, [chromeModule], {
      env: machine.env,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${join(machine.browserDir, 'chromium')}\n`);
    expect(existsSync(machine.calls)).toBe(false);
  });

  it('says in one line what to do when the install fails', () => {
    const machine = bareMachine({ installExit: 100 });
    const { status, stdout, stderr } = resolveIn(machine.env);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    const last = stderr.trimEnd().split('\n').at(-1);
    expect(last).toMatch(/^No Chromium or Chrome found, and `apt-get install` failed \(exit 100\)/);
    expect(last).toContain('CHROME_PATH');
  });

  it('does not try to install without root, and says so in one line', () => {
    const machine = bareMachine();
    const { status, stdout, stderr } = resolveIn(
      machine.env,
      '{ isRoot: false, isDebianLike: () => true }',
    );
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^No Chromium or Chrome found: install Chromium/);
    expect(existsSync(machine.calls)).toBe(false);
  });

  it('refuses a CHROME_PATH that is not an executable', () => {
    const machine = bareMachine();
    const { status, stderr } = resolveIn({ ...machine.env, CHROME_PATH: '/nonexistent/chrome' });
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(
      'CHROME_PATH is set to "/nonexistent/chrome", which is not an executable file.',
    );
  });
});
