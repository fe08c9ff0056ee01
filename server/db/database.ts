import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded.js';

export interface DatabaseServer {
  url: string;
  stop: () => Promise<void>;
}

/** Creates the database on the server behind `serverUrl` unless it exists already. */
export async function ensureDatabase(serverUrl: string, name: string, template?: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
      await admin.query(`create database ${pg.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await admin.end();
  }
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL with its data under DATA_DIR. */
export async function provideDatabase(config: Config): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'postgres'),
    port: config.EMBEDDED_PG_PORT,
    persistent: true,
  });
  await ensureDatabase(cluster.url('postgres'), 'pitchroom');
  return { url: cluster.url('pitchroom'), stop: cluster.stop };
}
