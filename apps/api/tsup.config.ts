import { defineConfig } from 'tsup';

export default defineConfig({
  // The server and its migrate/seed CLI; migrations are read from ../drizzle at runtime.
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
});
