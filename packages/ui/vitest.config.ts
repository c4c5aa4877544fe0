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
  },
});
