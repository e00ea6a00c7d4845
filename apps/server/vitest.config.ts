import { defineConfig } from 'vitest/config';

// Two projects: `unit` (pure code, and database code that opens its own
// PGlite) and `api` (HTTP tests against buildApp on a copy of a migrated
// template database). `npm test` runs `api` a second time on PostgreSQL, and
// `instances` (two real server processes on one PostgreSQL and Redis, over
// HTTP) when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts', 'test/**/*.api.test.ts'],
          globalSetup: ['test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'instances',
          include: ['test/instances/**/*.instances.test.ts'],
          globalSetup: ['test/instances/global-setup.ts'],
        },
      },
    ],
  },
});
