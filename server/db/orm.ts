import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import { SERVICE_LIMIT } from '../../shared/service-texts.js';
import { logger } from '../logger.js';

const here = path.dirname(fileURLToPath(import.meta.url));
// Compiled (dist/server/main.js) the migrations are compiled beside the bundle; from source, in migrations/.
const migrationsDir = import.meta.url.endsWith('.js') ? path.join(here, 'migrations') : path.resolve(here, '../../migrations');

/**
 * `bounded`: every wait is capped, for serving calls (a connection within 2 s, a query within 5 s),
 * so a stalled database turns into quick 503s instead of calls that hang. Seeding and migrations,
 * whose statements may legitimately run for minutes, use an unbounded connection.
 */
export const ormConfig = (clientUrl: string, entities: Entities, { bounded = false } = {}) =>
  defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { path: migrationsDir, pathTs: migrationsDir, glob: '!(*.d).{js,ts}', snapshot: false, silent: true },
    // Triggers (the directory's search columns) are written by hand in migrations, not declared on entities.
    schemaGenerator: { ignoreTriggers: true },
    pool: { min: 0, max: 20 },
    driverOptions: bounded ? { connectionTimeoutMillis: SERVICE_LIMIT.databaseAcquireMs, query_timeout: SERVICE_LIMIT.databaseQueryMs } : {},
    debug: process.env.LOG_LEVEL === 'trace',
    logger: (message) => logger.trace(message),
  });

export type Orm = MikroORM;
/** The entities the ORM maps: every module's, listed by the app (server/orm.ts). */
export type Entities = NonNullable<Options['entities']>;

/** Any fixed number: the advisory lock every starting instance takes to migrate. */
const MIGRATION_LOCK = 424_242_001;

/**
 * Connects and brings the schema up to date: migrations are the only way the schema changes.
 * Instances starting at once (a fleet's deploy) take turns under an advisory lock, so the first
 * applies the migrations and the others find nothing left to do.
 */
export async function openDatabase(clientUrl: string, entities: Entities): Promise<Orm> {
  const orm = await MikroORM.init(ormConfig(clientUrl, entities));
  const lock = new pg.Client({ connectionString: clientUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await orm.migrator.up();
  } catch (error) {
    await orm.close();
    throw error;
  } finally {
    // The lock is the session's: ending it lets the next instance in.
    await lock.end();
  }
  return orm;
}

/** The serving connection, over a database already brought up to date: every wait bounded. */
export const connectForServing = (clientUrl: string, entities: Entities): Promise<Orm> => MikroORM.init(ormConfig(clientUrl, entities, { bounded: true }));
