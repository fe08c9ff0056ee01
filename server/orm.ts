import * as db from './db/orm.js';
import { entities } from './entities.js';

/** The app's database: the infrastructure's connection (db/orm.ts) with every module's entities. */
export const ormConfig = (clientUrl: string, options?: { bounded?: boolean }) => db.ormConfig(clientUrl, entities, options);
export const openDatabase = (clientUrl: string) => db.openDatabase(clientUrl, entities);
export const connectForServing = (clientUrl: string) => db.connectForServing(clientUrl, entities);
export type { Orm } from './db/orm.js';
