import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import webpush from 'web-push';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('cli vapid-keys', () => {
  it('prints a new VAPID pair as env lines that web-push accepts', async () => {
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', cli, 'vapid-keys'], {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { PATH: process.env.PATH ?? '' },
      });
    const { stdout } = await run();
    const match = /^VAPID_PUBLIC_KEY=([\w-]{87})\nVAPID_PRIVATE_KEY=([\w-]{43})\n$/.exec(stdout);
    expect(match, stdout).not.toBeNull();
    expect(() =>
      webpush.setVapidDetails('mailto:ops@finfree.example', match![1]!, match![2]!),
    ).not.toThrow();
    expect((await run()).stdout).not.toBe(stdout);
  }, 30_000);
});
