/**
 * npm run bench:roster [-- --creators 5000 --runs 200]
 * — the /influencers table on a team of 5,000 creators (each with 1-3 accounts and tags), served
 * by the real server process over HTTP, signed in: the default page, name sort descending,
 * reach sort, a name filter, a two-tag filter and a deep page. Target: p95 <= 50 ms each.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ApiClient } from '../tests/helpers/api-client.js';
import { TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startServerProcess } from '../tests/helpers/server-process.js';
import { timeCalls } from './timed-calls.js';
import { ROSTER_BENCH_CALLS, seedRosterTeam } from './roster-seed.js';

const { values } = parseArgs({ options: { creators: { type: 'string', default: '5000' }, runs: { type: 'string', default: '200' } } });
const creators = Number(values.creators);
const runs = Number(values.runs);
const TARGET_P95_MS = 50;

const time = (api: ApiClient, label: string, input: Record<string, unknown>) =>
  timeCalls(label, runs, () => api.get(`/trpc/roster.table?input=${encodeURIComponent(JSON.stringify(input))}`));

async function main() {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const server = await startServerProcess(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
  try {
    const started = performance.now();
    const { email } = await seedRosterTeam(server.databaseUrl, creators);
    console.log(`seeded a roster of ${creators} creators in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const api = new ApiClient(server.baseUrl);
    if ((await api.signIn(email, TEST_PASSWORD)).status !== 200) throw new Error('sign-in failed');
    console.log(`\nThe /influencers table, ${runs} calls each, one client`);
    const p95s: number[] = [];
    for (const [label, input] of ROSTER_BENCH_CALLS) p95s.push(await time(api, label, input));
    const worst = Math.max(...p95s);
    console.log(
      `  load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`  target every p95 <= ${TARGET_P95_MS} ms: ${worst <= TARGET_P95_MS ? 'met' : 'NOT met'} (worst ${worst.toFixed(1)} ms)`);
    process.exitCode = worst <= TARGET_P95_MS ? 0 : 1;
  } finally {
    await server.stop();
  }
}

await main();
