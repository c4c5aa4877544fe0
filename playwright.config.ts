import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, resolveChrome } from './scripts/chrome.mjs';

const port = Number(process.env.E2E_PORT ?? 5390);
const baseURL = `http://127.0.0.1:${port}`;
// Playwright loads this file again in each test worker, while the servers run: only the runner's
// own load prepares their folders, or a worker would empty an outbox or database in use.
const inRunner = process.env.TEST_WORKER_INDEX === undefined;
/**
 * A folder of this run's under the system's temporary folder, named by port: emptied as the run
 * starts (what the previous run on that port left goes then), so runs never pile up folders.
 */
function runFolder(name: string): string {
  const dir = join(tmpdir(), name);
  if (inRunner) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  return dir;
}
// A second server whose access tokens live 10 s, for the tests of sessions that renew
// themselves (apps/web/e2e/sessions.spec.ts); its mail goes to a known outbox folder.
const sessionsPort = port + 50;
const sessionsOutbox = runFolder(`finfree-e2e-outbox-${sessionsPort}`);
// The main server's mail (the bank-confirmation e-mail of a renewal) goes to a known folder too.
const mainOutbox = runFolder(`finfree-e2e-outbox-${port}`);
// The local push service the phone-alert journey starts (apps/web/e2e/phone-alerts.spec.ts):
// the main server may post to it besides the browsers' real push services.
const pushServicePort = port + 60;
// The stand-ins of the Connect journey (apps/web/e2e/connect.spec.ts): Telegram's Bot API,
// Discord's REST and OAuth pages; the member's own webhook receiver is on port + 63.
const telegramPort = port + 61;
const discordPort = port + 62;
const serverEnv = {
  HOST: '127.0.0.1',
  DEMO: 'true',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_AUTH_MAX: '1000',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
  LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT: '1000',
  LOGIN_MAX_FAILURES_PER_IP: '1000',
  // The tests' request contexts reuse connections across pauses of several seconds; a server
  // that closes an idle one as a request is sent on it fails that request (ECONNRESET).
  KEEP_ALIVE_TIMEOUT_MS: '120000',
};

// End-to-end tests run against the built web app served by the real API server
// (`pnpm build` first; `npm test` does it).
export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The tests assert what happens, not how fast (speed lives in the benchmarks): on a loaded
  // 2-core machine, with the Vitest lane beside it, booting the app can take over the default 5 s.
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: resolveChrome(), args: chromeArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node apps/api/dist/main.js',
      url: `${baseURL}/v1/healthz`,
      // A throw-away embedded database with the demo data; limits high enough for a test run.
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: runFolder(`finfree-e2e-data-${port}`),
        OUTBOX_DIR: mainOutbox,
        // The bank's page returns the payer here: the origin the tests browse.
        APP_URL: baseURL,
        PUSH_SERVICE_HOSTS: `fcm.googleapis.com,127.0.0.1:${pushServicePort}`,
        TELEGRAM_API_URL: `http://127.0.0.1:${telegramPort}`,
        DISCORD_API_URL: `http://127.0.0.1:${discordPort}/api`,
        DISCORD_OAUTH_URL: `http://127.0.0.1:${discordPort}/oauth2/authorize`,
        // The member's webhook receiver listens on this machine.
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node apps/api/dist/main.js',
      url: `http://127.0.0.1:${sessionsPort}/v1/healthz`,
      env: {
        ...serverEnv,
        PORT: String(sessionsPort),
        DATA_DIR: runFolder(`finfree-e2e-data-${sessionsPort}`),
        OUTBOX_DIR: sessionsOutbox,
        APP_URL: `http://127.0.0.1:${sessionsPort}`,
        JWT_ACCESS_EXPIRATION_SECONDS: '10',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
