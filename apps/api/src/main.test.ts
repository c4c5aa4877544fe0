import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portInUseMessage, readyBanner } from './bootstrap';
import { DEMO_ADMIN, DEMO_MEMBER } from './config';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

function run(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('starting the server', () => {
  let blocker: Server;
  let port: number;
  let dataDir: string;

  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    port = (blocker.address() as { port: number }).port;
    dataDir = mkdtempSync(join(tmpdir(), 'finfree-port-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('on a taken port: one line naming the port and PORT, exit 1, no database opened', async () => {
    const { code, stdout, stderr } = await run({
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'true',
      DATA_DIR: join(dataDir, 'db'),
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([portInUseMessage(port, '127.0.0.1', 'EADDRINUSE')]);
    expect(stderr).toContain(`Port ${port}`);
    expect(stderr).toContain(`PORT=${port + 1}`);
    expect(stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  }, 30_000);
});

describe('readyBanner', () => {
  /** The banner of a server on 127.0.0.1:8080 outside demo mode, unless `options` say otherwise. */
  const banner = (options: Partial<Parameters<typeof readyBanner>[0]> = {}) =>
    readyBanner({
      host: '127.0.0.1',
      port: 8080,
      readyMs: 1,
      demo: false,
      generatedSecret: false,
      ...options,
    });

  it('ends with the URL, the demo sign-ins and how to stop, in that order', () => {
    const text = banner({ host: '0.0.0.0', port: 5300, readyMs: 900, demo: true });
    const url = text.indexOf('http://localhost:5300/');
    const member = text.indexOf(`${DEMO_MEMBER.email}  /  ${DEMO_MEMBER.password}`);
    const admin = text.indexOf(`${DEMO_ADMIN.email}  /  ${DEMO_ADMIN.password}`);
    const stop = text.indexOf('Press Ctrl-C to stop.');
    expect(url).toBeGreaterThan(-1);
    expect(member).toBeGreaterThan(url);
    expect(admin).toBeGreaterThan(member);
    expect(stop).toBeGreaterThan(admin);
  });

  it('shows no sign-ins outside demo mode', () => {
    const text = banner();
    expect(text).toContain('http://127.0.0.1:8080/');
    expect(text).not.toContain(DEMO_MEMBER.email);
  });
});
