import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.mjs';

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'unit:ui',
    // One jsdom per test file, each in a fresh context of one long-lived worker.
    pool: 'vmThreads',
    environment: '../../vitest.jsdom-vm.ts',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // Bundles with Vite's native bundler, whose bindings refuse a vm context's arrays: its own
    // project, `unit:ui-dist`, on the threads pool (in the root config).
    exclude: ['src/utils/distBundle.test.ts'],
    setupFiles: ['../../vitest.setup.ts'],
    // A jsdom test that walks a whole drawer by role takes 1–2 s on an idle machine and several
    // times that beside the browser tests on two cores: the limit is for a hang, not for speed.
    testTimeout: 20_000,
  },
});
