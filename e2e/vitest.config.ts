import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './workers.js';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // Files run in parallel, one per worker, each worker against its own app (e2e/helpers/server.ts).
    maxWorkers: E2E_WORKERS,
    testTimeout: 60_000,
    // Like Playwright's own waits: the screen gets time to settle on a loaded machine (default 1 s).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
