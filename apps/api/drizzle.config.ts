import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/providers/sandbox/sandbox.schema.ts',
    './src/modules/notifications/notifications.tables.ts',
    './src/modules/connect/connect.tables.ts',
    './src/modules/posts/posts.tables.ts',
  ],
  out: './drizzle',
});
