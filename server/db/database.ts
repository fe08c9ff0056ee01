import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.js';
import { logger } from '../logger.js';
import { postmasterAlive, startEmbeddedPostgres } from './embedded.js';

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

/** How often the embedded PostgreSQL is checked, and restarted when it has died. */
const SUPERVISE_MS = 250;

/** DATABASE_URL when set; otherwise an embedded PostgreSQL with its data under DATA_DIR, restarted if it dies. */
export async function provideDatabase(config: Config): Promise<DatabaseServer> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const options = { dataDir: path.join(config.dataDir, 'postgres'), port: config.EMBEDDED_PG_PORT, persistent: true };
  let cluster = await startEmbeddedPostgres(options);
  await ensureDatabase(cluster.url('postgres'), 'pitchroom');

  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const supervise = async () => {
    if (!postmasterAlive(options.dataDir)) {
      logger.error('the embedded PostgreSQL has stopped: restarting it on the same data');
      try {
        cluster = await startEmbeddedPostgres(options);
        logger.warn('the embedded PostgreSQL runs again');
      } catch (error) {
        logger.warn({ err: error }, 'the embedded PostgreSQL did not start yet; trying again');
      }
    }
    if (!stopping) timer = setTimeout(() => void supervise(), SUPERVISE_MS).unref();
  };
  timer = setTimeout(() => void supervise(), SUPERVISE_MS).unref();

  return {
    url: cluster.url('pitchroom'),
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      await cluster.stop();
    },
  };
}
