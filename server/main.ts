import { buildServer } from './app.js';
import { loadConfig } from './config.js';
import { provideDatabase } from './db/database.js';
import { connectForServing, openDatabase } from './orm.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { logger } from './logger.js';

const config = loadConfig();
const database = await provideDatabase(config);
// Migrations and the demo seed may run long: they get their own, unbounded connection.
const setup = await openDatabase(database.url);
if (config.SEED_DEMO) await seedDemoIfEmpty(setup.em);
await setup.close();
const orm = await connectForServing(database.url);
const app = await buildServer(config, orm, database.url);

app.server.listen(config.PORT, config.HOST, () => {
  logger.info(`Pitchroom is running on http://localhost:${config.PORT}`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  const force = setTimeout(() => process.exit(1), 10_000);
  await app.close();
  await orm.close();
  await database.stop();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
