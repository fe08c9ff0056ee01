import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { provideDatabase } from '../db/database.js';
import { openDatabase } from '../orm.js';
import { seedDirectory } from './directory-seed.js';

/**
 * npm run seed:directory -- --accounts 1000000 [--posts]
 * Adds generated directory accounts (and their creators) to the configured database.
 */
const { values } = parseArgs({
  options: { accounts: { type: 'string', default: '100000' }, posts: { type: 'boolean', default: false } },
});
const accounts = Number(values.accounts);
if (!Number.isInteger(accounts) || accounts < 1) {
  console.error('--accounts must be a positive whole number');
  process.exit(2);
}

const config = loadConfig();
const database = await provideDatabase(config);
try {
  const orm = await openDatabase(database.url); // applies pending migrations
  await orm.close();
  let lastShown = 0;
  const indexing = () => console.log('  building the search indexes...');
  const result = await seedDirectory(database.url, {
    accounts,
    withPosts: values.posts,
    onIndexing: indexing,
    onProgress: (done, total) => {
      if (done - lastShown >= total / 20 || done === total) {
        lastShown = done;
        console.log(`  ${Math.round((done / total) * 100)}% (${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} creators)`);
      }
    },
  });
  console.log(JSON.stringify(result, null, 2));
} finally {
  await database.stop();
}
