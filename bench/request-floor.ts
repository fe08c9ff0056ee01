/**
 * npm run bench:floor [-- --clients 16 --seconds 10 --warmup 3 --path /api/user/configuration]
 * — what a signed-in call costs this server on its own: `clients` concurrent signed-in clients, in
 * a thread of their own, call `path` over HTTP for `warmup` seconds untimed (the JIT's first
 * compilations), then for `seconds`; prints calls/s and p50/p95/p99.
 * Uses DATABASE_URL's server (database `pitchroom_bench_floor`, made once) or a throwaway embedded
 * PostgreSQL. Then the same clients call a bare Node.js HTTP server making one query per call: what
 * this machine gives any server at all (`--bare false` skips it).
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
import { openDatabase } from '../server/db/orm.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createTeam, createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { freePort } from '../tests/helpers/free-port.js';
import { percentile } from './autosave-report.js';
import { runClients } from './http-clients.js';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    path: { type: 'string', default: '/api/user/configuration' },
    bare: { type: 'string', default: 'true' },
  },
});
const clients = Number(values.clients);
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

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

function report(label: string, took: number[]) {
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(took, p).toFixed(1));
  console.log(`${label}: ${clients} clients, ${(took.length / Number(values.seconds)).toFixed(0)} calls/s, p50 ${p50} / p95 ${p95} / p99 ${p99} ms`);
}

/** The same clients against `node:http` answering one `select 1` per call (no framework, no session): the machine's own floor. */
async function bareServerLoad(url: string, cookies: string[]) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server = http.createServer((_req, res) => {
    pool.query('select 1 as one').then(
      ({ rows }) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows[0])),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await runClients({ baseUrl, cookies, paths: ['/'], seconds: Number(values.warmup) });
    return await runClients({ baseUrl, cookies, paths: ['/'], seconds: Number(values.seconds) });
  } finally {
    server.close();
    await pool.end();
  }
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
    await runClients({ baseUrl, cookies, paths: [values.path], seconds: Number(values.warmup) });
    report(values.path, await runClients({ baseUrl, cookies, paths: [values.path], seconds: Number(values.seconds) }));
    if (values.bare === 'true') report('bare Node.js server, one query per call', await bareServerLoad(db.url, cookies));
    console.log(`load average after: ${load()}`);
  } finally {
    await app.close();
    await orm.close();
    await db.stop();
  }
}

await main();
