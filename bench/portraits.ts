/**
 * npm run bench:portraits [-- --runs 5]
 * — Change Portrait end to end over HTTP against the real server (signed URL, PUT, replace-portrait:
 * EXIF rotation, crop, scale to 600 px JPEG, store): a 12-megapixel JPEG (4000x3000) and a
 * 4000x4000 PNG, one at a time, then throughput with 4 uploads at once. Local store under DATA_DIR.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiClient } from '../tests/helpers/api-client.js';
import { TEST_PASSWORD, createUser } from '../tests/helpers/factories.js';
import { createRosterCreator } from '../tests/helpers/sheets-factories.js';
import { openDatabase } from '../server/orm.js';
import { startServerProcess } from '../tests/helpers/server-process.js';
import { gradientPng, photo } from '../tests/helpers/test-images.js';
import { percentile } from './autosave-report.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const CONCURRENCY = 4;

// The real server in its own process (its own embedded PostgreSQL unless DATABASE_URL is set).
const server = await startServerProcess({ SEED_DEMO: 'false', ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) });
const orm = await openDatabase(server.databaseUrl);
const em = orm.em.fork() as EntityManager;
const { user, team } = await createUser(em);
const creator = await createRosterCreator(em, team);
await orm.close();
const api = new ApiClient(server.baseUrl);
await api.signIn(user.email, TEST_PASSWORD);

async function changePortrait(file: Buffer, filename: string, type: string) {
  const started = performance.now();
  const { json } = await api.get(`/api/media-upload?${new URLSearchParams({ filename, type })}`);
  const put = await fetch(json.url, { method: 'PUT', body: new Uint8Array(file), headers: { 'content-type': type, 'x-amz-acl': 'public-read' } });
  if (put.status !== 200) throw new Error(`PUT ${put.status}`);
  const answer = await api.post('/api/user/replace-portrait', { influencer_id: creator.id, uploadedKey: json.key });
  if (answer.status !== 200) throw new Error(`replace-portrait ${answer.status} ${answer.text}`);
  return performance.now() - started;
}

const inputs = [
  { label: '12 MP JPEG 4000x3000', file: await photo(4000, 3000), filename: 'photo.jpg', type: 'image/jpeg' },
  { label: 'PNG 4000x4000', file: await gradientPng(4000, 4000), filename: 'scan.png', type: 'image/png' },
];

console.log(
  `bench:portraits — ${runs} runs each, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const input of inputs) {
  await changePortrait(input.file, input.filename, input.type); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await changePortrait(input.file, input.filename, input.type));
  times.sort((a, b) => a - b);
  console.log(
    `${input.label} (${(input.file.length / 1e6).toFixed(1)} MB): median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms per portrait`,
  );
}
for (const input of inputs) {
  const total = runs * CONCURRENCY;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next++;
        await changePortrait(input.file, input.filename, input.type);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`${input.label}, ${CONCURRENCY} at once: ${total} portraits in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(2)} portraits/s`);
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await server.stop();
process.exit(0);
