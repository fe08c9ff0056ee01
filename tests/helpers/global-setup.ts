import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureDatabase } from '../../server/db/database.js';
import { startEmbeddedPostgres } from '../../server/db/embedded.js';
import { openDatabase } from '../../server/orm.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the PostgreSQL server for tests, ending in the database name to replace. */
    pgServerUrl: string;
    /** The migrated database each test file clones; named per run so runs sharing a server never meet. */
    pgTemplateDatabase: string;
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
  const template = `pitchroom_test_template_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(serverUrl, template);
  const orm = await openDatabase(serverUrl.replace(/\/postgres(\?|$)/, `/${template}$1`));
  await orm.close();
  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplateDatabase', template);
  return async () => {
    await dropDatabase(serverUrl, template);
    await stop();
  };
}

async function dropDatabase(serverUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await client.end();
}
