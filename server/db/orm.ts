import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig } from '@mikro-orm/postgresql';
import { logger } from '../logger.js';
import { entities } from './entities.js';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export const ormConfig = (clientUrl: string) =>
  defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { path: migrationsDir, pathTs: migrationsDir, glob: '!(*.d).{js,ts}', snapshot: false, silent: true },
    pool: { min: 0, max: 20 },
    debug: process.env.LOG_LEVEL === 'trace',
    logger: (message) => logger.trace(message),
  });

export type Orm = MikroORM;

/** Connects and brings the schema up to date: migrations are the only way the schema changes. */
export async function openDatabase(clientUrl: string): Promise<Orm> {
  const orm = await MikroORM.init(ormConfig(clientUrl));
  await orm.migrator.up();
  return orm;
}
