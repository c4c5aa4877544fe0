import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromeArgs, resolveChrome } from './scripts/chrome.mjs';
import { workspaceAliases } from './workspace-aliases.mjs';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Resolved lazily: only a run that includes the browser project needs Chromium.
const needsBrowser = !process.argv.some((a) => a.startsWith('--project=unit') || a === 'unit:*');

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      // The built @finfree/ui, bundled by Vite (unit:ui runs on the vm pool, which this cannot).
      {
        resolve: { alias: workspaceAliases },
        test: {
          name: 'unit:ui-dist',
          root: 'packages/ui',
          include: ['src/utils/distBundle.test.ts'],
          environment: 'node',
          globals: true,
          setupFiles: ['../../vitest.setup.ts'],
        },
      },
      // The set-up scripts (bootstrap, browser, start) run on a new user's machine: tested too.
      {
        test: {
          name: 'unit:scripts',
          // The local ESLint rules (eslint/) are tested there too.
          include: ['scripts/**/*.test.mjs', 'eslint/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: workspaceAliases },
        plugins: [storybookTest({ configDir, storybookScript: 'pnpm storybook --ci' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: needsBrowser ? resolveChrome() : undefined,
                args: chromeArgs,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
