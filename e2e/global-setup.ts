import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../tests/helpers/server-process.js';
import { E2E_WORKERS } from './workers.js';

export interface E2eServer {
  /** The built app under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** Its database, for specs that create the rows they need (e.g. directory creators). */
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per worker, each on its own database; a worker runs its files one at a time. */
    e2eServers: E2eServer[];
  }
}

const projectRoot = path.resolve(import.meta.dirname, '..');

/**
 * Starts the real app (`tsx server/main.ts`) once per worker, on free ports, each with a fresh
 * embedded PostgreSQL and the demo data, the way a person would run it after `npm run build`.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(projectRoot, 'dist/client/index.html'))) {
    throw new Error('The web app is not built: run "npm run build" first (npm run test:e2e does).');
  }
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, () => startServerProcess({ SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () =>
    Promise.all(
      servers.map((server, index) => {
        // The app's warnings and errors (LOG_LEVEL), for reading a failure after the run.
        const output = server.output().trim();
        if (output) console.log(`--- app of e2e worker ${index + 1}, last lines ---\n${output}`);
        return server.stop();
      }),
    );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'e2eServers',
    servers.map(({ baseUrl, databaseUrl }) => ({ baseUrl, databaseUrl })),
  );
  return stopAll;
}
