import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.mjs';

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'unit:web',
    // One jsdom per test file, each in a fresh context of one long-lived worker.
    pool: 'vmThreads',
    environment: '../../vitest.jsdom-vm.ts',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts'],
  },
});
