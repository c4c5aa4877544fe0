import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'unit:api',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
  },
});
