import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Suites that need a Postgres server of their own run only when one is given; the two-node
    // suite needs a Redis server as well (TEST_REDIS_URL).
    exclude: [
      '**/node_modules/**',
      ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts']),
      ...(process.env.TEST_REDIS_URL ? [] : ['**/two-nodes.postgres.test.ts']),
    ],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
