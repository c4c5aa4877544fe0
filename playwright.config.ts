import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, resolveChrome } from './scripts/chrome.mjs';

const port = Number(process.env.E2E_PORT ?? 5390);
const baseURL = `http://127.0.0.1:${port}`;

// End-to-end tests run against the built web app served by the real API server
// (`pnpm build` first; `npm test` does it).
export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: resolveChrome(), args: chromeArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node apps/api/dist/main.js',
    url: `${baseURL}/v1/healthz`,
    // A throw-away embedded database with the demo data; limits high enough for a test run.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'finfree-e2e-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '1000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
