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
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
