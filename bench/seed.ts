/**
 * npm run bench:seed [-- --accounts 100000] — seeding figures on this machine, into fresh databases
 * of a throwaway embedded PostgreSQL:
 *  1. the demo seed (what every first start and every e2e run does), in seconds;
 *  2. the directory seed of N generated accounts: seconds, rows per table, database size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureDatabase } from '../server/db/database.js';
import { startEmbeddedPostgres } from '../server/db/embedded.js';
import { openDatabase } from '../server/orm.js';
import { seedDemoIfEmpty } from '../server/seed/demo.js';
import { seedDirectory } from '../server/seed/directory-seed.js';
import { freePort } from '../tests/helpers/free-port.js';

const { values } = parseArgs({ options: { accounts: { type: 'string', default: '100000' } } });
const accounts = Number(values.accounts);
if (!Number.isInteger(accounts) || accounts < 1) throw new Error('--accounts must be a positive whole number');

async function figures(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`select (select count(*) from influencer) as influencers, (select count(*) from social_account) as accounts,
    (select count(*) from social_post) as posts, (select count(*) from analytics_event) as analytics_events,
    pg_size_pretty(pg_database_size(current_database())) as database_size`);
  await client.end();
  return rows[0] as Record<string, string>;
}

async function freshDatabase(serverUrl: string, name: string) {
  await ensureDatabase(serverUrl, name);
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  return { url, orm: await openDatabase(url) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-bench-seed-'));
fs.chmodSync(dataDir, 0o755);
const cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), persistent: false });
try {
  const serverUrl = cluster.url('postgres');

  const demo = await freshDatabase(serverUrl, 'bench_demo');
  let started = performance.now();
  await seedDemoIfEmpty(demo.orm.em);
  const demoSeconds = (performance.now() - started) / 1000;
  await demo.orm.close();
  const demoFigures = await figures(demo.url);

  const directory = await freshDatabase(serverUrl, 'bench_directory');
  await directory.orm.close();
  started = performance.now();
  const result = await seedDirectory(directory.url, { accounts });
  const directorySeconds = (performance.now() - started) / 1000;
  const directoryFigures = await figures(directory.url);

  console.log(`\nDemo seed: ${demoSeconds.toFixed(1)} s`, demoFigures);
  console.log(`Directory seed of ${accounts.toLocaleString('en-US')} accounts: ${directorySeconds.toFixed(1)} s`, {
    ...directoryFigures,
    creators_added: result.creatorsAdded,
  });
} finally {
  await cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
