/**
 * npm run bench:deck [-- --creators 60 --runs 5]
 * — a PDF deck of a sheet of `creators` demo creators (portraits, post thumbnails, audience charts,
 * markdown descriptions), downloaded over HTTP from the real server process with the demo data,
 * signed in as the demo admin. The first run renders the images for the first time; the others
 * find them rendered. Target: every run under 5 s, the whole file received.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TEAM } from '../server/seed/demo-accounts.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { pdfPages } from '../tests/helpers/pdf-text.js';
import { startServerProcess } from '../tests/helpers/server-process.js';

const TARGET_MS = 5_000;
const { values } = parseArgs({ options: { creators: { type: 'string', default: '60' }, runs: { type: 'string', default: '5' } } });
const [creators, runs] = [Number(values.creators), Number(values.runs)];

console.log(
  `load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const server = await startServerProcess({ SEED_DEMO: 'true' });
try {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    'select re.influencer_id as id from roster_entry re join team t on t.id = re.team_id where t.name = $1 order by re.influencer_id limit $2',
    [DEMO_TEAM.name, creators],
  );
  await db.end();
  const api = new ApiClient(server.baseUrl);
  await api.signIn(DEMO_ACCOUNTS.teamAdmin.email, DEMO_PASSWORD);
  const saved = await api.post('/api/user/talent-sheets/save', {
    title: `Deck bench, ${rows.length} creators`,
    influencers: rows.map((r) => ({ influencer_id: r.id })),
  });
  if (saved.status !== 200) throw new Error(`save ${saved.status} ${saved.text}`);

  const times: number[] = [];
  let last = new Uint8Array();
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/talent-sheets/${saved.json.sheet_id}/deck`, { headers: { cookie: api.cookieHeader } });
    last = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`deck ${response.status}`);
    times.push(performance.now() - started);
    console.log(
      `  run ${run}${run === 1 ? ' (images rendered for the first time)' : ''}: ${times.at(-1)!.toFixed(0)} ms, ${(last.length / 1024).toFixed(0)} KB`,
    );
  }
  const pages = (await pdfPages(last)).length;
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\n${rows.length} creators, ${pages} pages; median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`,
  );
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(`target every run < ${TARGET_MS / 1000} s: ${sorted.at(-1)! < TARGET_MS ? 'met' : 'NOT met'}`);
} finally {
  await server.stop();
}
