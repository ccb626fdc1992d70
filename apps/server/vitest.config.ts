import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Suites that need a Postgres server of their own run only when one is given.
    exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts', '**/node_modules/**'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
