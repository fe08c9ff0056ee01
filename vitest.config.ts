import { defineConfig } from 'vitest/config';

/**
 * Tests whose assertions are bounds in time the product promises (an outage noticed within its
 * checks and answered 503 at once), and tests that keep the machine's cores and database busy for
 * minutes (a 200,000-account directory seeded and changed at once): they run after the others,
 * one file at a time, so neither takes the cores the other tests need.
 */
const ALONE = ['tests/resilience/database-outage.test.ts', 'tests/search/search-bulk-change.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share a worker's loaded modules (each still builds its own app and database): importing
    // the server once per worker instead of once per file takes about half off the run.
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: ALONE, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
