import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../tests/helpers/server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** Its database, for specs that create the rows they need (e.g. directory creators). */
    databaseUrl: string;
  }
}

const projectRoot = path.resolve(import.meta.dirname, '..');

/**
 * Starts the real app (`tsx server/main.ts`) on free ports with a fresh embedded PostgreSQL and
 * the demo data, the way a person would run it after `npm run build`.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(projectRoot, 'dist/client/index.html'))) {
    throw new Error('The web app is not built: run "npm run build" first (npm run test:e2e does).');
  }
  const server = await startServerProcess({ SEED_DEMO: 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
  return server.stop;
}
