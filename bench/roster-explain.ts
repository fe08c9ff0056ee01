/**
 * npm run bench:roster:explain [-- --creators 5000 --repeat 5 --plans --keep DIR]
 * — for each call of bench:roster, on the same generated team: how many SQL statements one
 * signed-in HTTP request runs (session, user and team included), and each statement's
 * EXPLAIN (ANALYZE, BUFFERS) execution time (median of --repeat runs); --plans prints the plans.
 * --keep DIR keeps the embedded PostgreSQL's cluster in DIR (reused when seeded already), for psql.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { ensureDatabase } from '../server/db/database.js';
import { startEmbeddedPostgres } from '../server/db/embedded.js';
import { openDatabase } from '../server/orm.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { TEST_PASSWORD } from '../tests/helpers/factories.js';
import { freePort } from '../tests/helpers/free-port.js';
import { ROSTER_BENCH_CALLS, seedRosterTeam } from './roster-seed.js';

const { values } = parseArgs({
  options: {
    creators: { type: 'string', default: '5000' },
    repeat: { type: 'string', default: '5' },
    plans: { type: 'boolean', default: false },
    keep: { type: 'string' },
  },
});
const repeat = Number(values.repeat);

type Recorder = { statements: string[] | null };

/** Every statement the ORM's connection runs while `recorder.statements` is set, with its values inlined. */
function recordStatements(connection: { prepareQuery: (query: string, params: unknown[]) => { formatted: string } }): Recorder {
  const recorder: Recorder = { statements: null };
  const prepare = connection.prepareQuery.bind(connection);
  connection.prepareQuery = (query, params) => {
    const prepared = prepare(query, params);
    recorder.statements?.push(prepared.formatted);
    return prepared;
  };
  return recorder;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

async function main() {
  const dataDir = values.keep ? path.resolve(values.keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-roster-explain-'));
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, 0o755);
  const seededMark = path.join(dataDir, 'seeded.json');
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), persistent: Boolean(values.keep) });
  await ensureDatabase(cluster.url('postgres'), 'pitchroom');
  const url = cluster.url('pitchroom');
  console.log(`database: ${url}`);
  const orm = await openDatabase(url);
  const { email } = fs.existsSync(seededMark)
    ? (JSON.parse(fs.readFileSync(seededMark, 'utf8')) as { email: string })
    : await seedRosterTeam(url, Number(values.creators));
  if (values.keep) fs.writeFileSync(seededMark, JSON.stringify({ email }));
  const app = await buildServer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), orm, url);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const connection = orm.em.getConnection();
  const recorder = recordStatements(connection as never);
  try {
    const api = new ApiClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    if ((await api.signIn(email, TEST_PASSWORD)).status !== 200) throw new Error('sign-in failed');
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const [label, input] of ROSTER_BENCH_CALLS) {
      const path = `/trpc/roster.table?input=${encodeURIComponent(JSON.stringify(input))}`;
      await api.get(path); // warm: the team totals are cached after the first call
      recorder.statements = [];
      const { status } = await api.get(path);
      const statements = recorder.statements;
      recorder.statements = null;
      if (status !== 200) throw new Error(`${label}: HTTP ${status}`);
      console.log(`\n${label}: ${statements.length} statements in one request`);
      for (const sql of statements) {
        if (!/^\s*(select|with)\b/i.test(sql)) {
          console.log(`  (not explained)  ${oneLine(sql).slice(0, 110)}`);
          continue;
        }
        const times: number[] = [];
        let plan = '';
        for (let i = 0; i < repeat; i++) {
          const rows = await connection.execute<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${sql}`);
          plan = rows.map((r) => r['QUERY PLAN']).join('\n');
          times.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN));
        }
        console.log(`  ${median(times).toFixed(2).padStart(7)} ms  ${oneLine(sql).slice(0, 110)}`);
        if (values.plans) console.log(plan.replace(/^/gm, '      '));
      }
    }
  } finally {
    await app.close();
    await orm.close();
    await cluster.stop();
    if (!values.keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
