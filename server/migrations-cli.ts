import { loadConfig } from './config.js';
import { provideDatabase } from './db/database.js';
import { openDatabase, ormConfig } from './orm.js';
import { MikroORM } from '@mikro-orm/postgresql';

/** migration:create writes the next migration from the entities; migration:check fails when one is missing. */
const command = process.argv[2];
const config = loadConfig();
const server = await provideDatabase(config);
let exitCode = 0;
try {
  if (command === 'migration:create') {
    const orm = await openDatabase(server.url);
    const result = await orm.migrator.create(undefined, false, false, process.argv[3]);
    console.log(result.fileName ? `created ${result.fileName}` : 'no schema changes');
    await orm.close();
  } else if (command === 'migration:check') {
    const orm = await MikroORM.init(ormConfig(server.url));
    await orm.migrator.up();
    const needed = await orm.migrator.checkSchema();
    console.log(needed ? 'the entities differ from the migrations: run npm run migration:create' : 'migrations match the entities');
    exitCode = needed ? 1 : 0;
    await orm.close();
  } else {
    console.error('usage: tsx server/db/cli.ts migration:create [name] | migration:check');
    exitCode = 2;
  }
} finally {
  await server.stop();
}
process.exit(exitCode);
