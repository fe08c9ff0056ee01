import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase } from '../../server/db/database.js';
import { startEmbeddedPostgres } from '../../server/db/embedded.js';
import { openDatabase } from '../../server/db/orm.js';
import { freePort } from './free-port.js';

export const TEMPLATE_DATABASE = 'pitchroom_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the PostgreSQL server for tests, ending in the database name to replace. */
    pgServerUrl: string;
  }
}

/**
 * One PostgreSQL server for the whole run (DATABASE_URL's server, else an embedded one),
 * and a template database with every migration applied, cloned by each test file.
 */
export default async function setup(project: TestProject) {
  let serverUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    serverUrl = url.toString();
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-test-'));
    fs.chmodSync(dataDir, 0o755);
    const cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), persistent: false });
    serverUrl = cluster.url('postgres');
    stop = async () => {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const templateUrl = serverUrl.replace(/\/postgres(\?|$)/, `/${TEMPLATE_DATABASE}$1`);
  const admin = new URL(serverUrl);
  await dropDatabase(admin.toString(), TEMPLATE_DATABASE);
  await ensureDatabase(serverUrl, TEMPLATE_DATABASE);
  const orm = await openDatabase(templateUrl);
  await orm.close();
  project.provide('pgServerUrl', serverUrl);
  return stop;
}

async function dropDatabase(serverUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await client.end();
}
