/**
 * npm run bench:floor [-- --clients 16 --seconds 10 --rounds 3 --warmup 3 --path /api/user/configuration]
 * — what a signed-in call costs this server on its own: `clients` concurrent signed-in clients, in
 * a thread of their own, call `path` over HTTP for `warmup` seconds untimed (the JIT's first
 * compilations), then for `seconds`; prints calls/s, p50/p95/p99 and the server thread's CPU time
 * a call. Uses DATABASE_URL's server (database `pitchroom_bench_floor`, made once) or a throwaway
 * embedded PostgreSQL. The same clients also call a bare Node.js HTTP server making one query per
 * call: what this machine gives any server at all (`--bare false` skips it). The two take turns
 * for `rounds` rounds, so both meet the same load of the machine; the ratio is the median round's.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { buildServer } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { ensureDatabase } from '../server/db/database.js';
import { startEmbeddedPostgres } from '../server/db/embedded.js';
import { openDatabase } from '../server/orm.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createTeam, createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { freePort } from '../tests/helpers/free-port.js';
import { percentile } from './autosave-report.js';
import { runClients } from './http-clients.js';
import { mainThreadCpuMs } from './thread-cpu.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    path: { type: 'string', default: '/api/user/configuration' },
    bare: { type: 'string', default: 'true' },
  },
});
const clients = Number(values.clients);
/** The signed-in call's calls/s against the bare server's. */
const TARGET_RATIO = 0.25;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function database() {
  if (process.env.DATABASE_URL) {
    await ensureDatabase(process.env.DATABASE_URL, 'pitchroom_bench_floor');
    return { url: process.env.DATABASE_URL.replace(/\/postgres(\?|$)/, '/pitchroom_bench_floor$1'), stop: async () => {} };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-bench-floor-'));
  fs.chmodSync(dataDir, 0o755);
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), persistent: false });
  await ensureDatabase(cluster.url('postgres'), 'pitchroom');
  return { url: cluster.url('pitchroom'), stop: () => cluster.stop() };
}

/** The timed calls, with the server thread's CPU time for each. */
async function timed(run: () => Promise<number[]>) {
  const before = mainThreadCpuMs();
  const took = await run();
  const after = mainThreadCpuMs();
  return { took, cpuUs: before === null || after === null ? null : ((after - before) * 1000) / took.length };
}

function report(label: string, { took, cpuUs }: { took: number[]; cpuUs: number | null }) {
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(took, p).toFixed(1));
  console.log(
    `${label}: ${clients} clients, ${(took.length / Number(values.seconds)).toFixed(0)} calls/s, p50 ${p50} / p95 ${p95} / p99 ${p99} ms${cpuUs === null ? '' : `, server thread CPU ${cpuUs.toFixed(0)} µs a call`}`,
  );
}

/** A `node:http` server answering one `select 1` per call (no framework, no session): the machine's own floor. */
async function startBareServer(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server = http.createServer((_req, res) => {
    pool.query('select 1 as one').then(
      ({ rows }) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows[0])),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.close();
      await pool.end();
    },
  };
}

async function main() {
  console.log(`load average before: ${load()}`);
  const db = await database();
  const orm = await openDatabase(db.url);
  const em = orm.em.fork() as EntityManager;
  const team = await createTeam(em);
  const users = [];
  for (let i = 0; i < clients; i++) users.push(await createUser(em, { team }));
  const app = await buildServer(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATABASE_URL: db.url }), orm, db.url);
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const cookies = await Promise.all(
      users.map(async ({ user }) => {
        const api = new ApiClient(baseUrl);
        const answer = await api.signIn(user.email, TEST_PASSWORD);
        if (answer.status !== 200) throw new Error(`sign-in: ${answer.status}`);
        return api.cookieHeader;
      }),
    );
    const bare = values.bare === 'true' ? await startBareServer(db.url) : null;
    const loads = [
      { label: values.path, baseUrl, path: values.path },
      ...(bare ? [{ label: 'bare Node.js server, one query per call', baseUrl: bare.baseUrl, path: '/' }] : []),
    ];
    const run = (load: (typeof loads)[number], seconds: string) => runClients({ baseUrl: load.baseUrl, cookies, paths: [load.path], seconds: Number(seconds) });
    for (const load of loads) await run(load, values.warmup);
    const ratios: number[] = [];
    try {
      for (let round = 1; round <= Number(values.rounds); round++) {
        const calls: number[] = [];
        for (const load of loads) {
          const result = await timed(() => run(load, values.seconds));
          report(`round ${round}, ${load.label}`, result);
          calls.push(result.took.length);
        }
        if (calls.length === 2) ratios.push(calls[0] / calls[1]);
      }
    } finally {
      await bare?.close();
    }
    if (ratios.length) {
      const median = percentile(
        [...ratios].sort((a, b) => a - b),
        50,
      );
      console.log(
        `ratio by round: ${ratios.map((r) => `${(r * 100).toFixed(1)} %`).join(', ')}; median ${(median * 100).toFixed(1)} %  [target >= ${TARGET_RATIO * 100} %] ${median >= TARGET_RATIO ? 'met' : 'NOT met'}`,
      );
    }
    console.log(`load average after: ${load()}`);
  } finally {
    await app.close();
    await orm.close();
    await db.stop();
  }
}

await main();
