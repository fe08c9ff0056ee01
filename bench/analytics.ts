/**
 * npm run bench:analytics [-- --events 10000000 --teams 1000 --clients 16 --rounds 100 --warm-seconds 3]
 * — analytics at scale: `events` events over 2 years for `teams` teams (one with a fifth of them),
 * then every dashboard and per-sheet call of the big team at `clients` concurrent signed-in
 * clients over HTTP, for each range (all / 7 / 30) and only-my-sheets setting, with the cache off
 * (cold: every answer from the rollups) and on (warm); then the ingest rate the rollups sustain.
 * Uses DATABASE_URL's server (a database per event count, kept and reused) or a throwaway
 * embedded PostgreSQL.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildServer } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { ensureDatabase } from '../server/db/database.js';
import { startEmbeddedPostgres } from '../server/db/embedded.js';
import { openDatabase } from '../server/orm.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { TEST_PASSWORD } from '../tests/helpers/factories.js';
import { freePort } from '../tests/helpers/free-port.js';
import { advanceWindows } from '../server/modules/analytics/index.js';
import { seedAnalytics, type AnalyticsSeed } from './analytics-seed.js';
import { percentile } from './autosave-report.js';
import { measureIngest } from './analytics-ingest.js';
import { constantAnswerServer, runClients } from './http-clients.js';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000000' },
    teams: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '100' },
    'warm-seconds': { type: 'string', default: '3' },
  },
});
const [events, teams, clients, rounds, warmSeconds] = ['events', 'teams', 'clients', 'rounds', 'warm-seconds'].map((k) =>
  Number(values[k as keyof typeof values]),
);
/** Warm: within `warmOverFloor` times the p95 of a signed-in call that reads nothing (the floor line, same run). */
const TARGET = { coldP95: 100, warmOverFloor: 2, ingest: 2000 };
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function database() {
  if (process.env.DATABASE_URL) return { serverUrl: process.env.DATABASE_URL, stop: async () => {} };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchroom-bench-analytics-'));
  fs.chmodSync(dataDir, 0o755);
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), persistent: false });
  return { serverUrl: cluster.url('postgres'), stop: () => cluster.stop() };
}

/** The seeded database of this size, made once (a rerun reuses it). */
async function seeded(serverUrl: string): Promise<{ url: string; seed: AnalyticsSeed }> {
  const name = `pitchroom_bench_analytics_${events}_${teams}`;
  await ensureDatabase(serverUrl, name);
  const url = serverUrl.replace(/\/postgres(\?|$)/, `/${name}$1`);
  const orm = await openDatabase(url);
  try {
    const em = orm.em.fork() as EntityManager;
    const sql = em.getConnection();
    const [{ team }] = await sql.execute<{ team: string | null }[]>(`select min(id) as team from team where name = 'Analytics scale'`);
    if (team) {
      const users = await sql.execute<{ email: string }[]>(
        `select u.email from users u join team_member m on m.user_id = u.id where m.team_id = ? order by u.id`,
        [team],
      );
      const sheets = await sql.execute<{ id: string }[]>(`select id from talent_sheet where team_id = ? order by id`, [team]);
      console.log(`reusing ${name}`);
      return { url, seed: { teamId: team, emails: users.map((u) => u.email), sheetIds: sheets.map((s) => s.id) } };
    }
    const started = performance.now();
    const seed = await seedAnalytics(em, url, events, teams);
    console.log(`seeded ${events.toLocaleString('en-US')} events for ${teams} teams in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return { url, seed };
  } finally {
    await orm.close();
  }
}

/** Every signed-in client calling `target` `rounds` times, one call after another; the latencies sorted. */
const measure = (baseUrl: string, cookies: string[], target: string) => runClients({ baseUrl, cookies, paths: [target], rounds });
/**
 * The same for `warmSeconds`: a warm call takes about 3 ms, so 100 rounds last a third of a second,
 * and a single stall of this VM of a few tens of ms anywhere in it decides its p95.
 */
const measureFor = (baseUrl: string, cookies: string[], target: string) => runClients({ baseUrl, cookies, paths: [target], seconds: warmSeconds });

async function main() {
  console.log(`load average before: ${load()}`);
  const db = await database();
  try {
    const { url, seed } = await seeded(db.serverUrl);
    const orm = await openDatabase(url);
    const moveStarted = performance.now();
    await advanceWindows(orm.em.fork() as EntityManager, new Date().toISOString().slice(0, 10));
    console.log(`7- and 30-day windows moved to today in ${(performance.now() - moveStarted).toFixed(0)} ms (the recurring job; 0 when already there)`);
    const app = await buildServer(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATABASE_URL: url }), orm, url);
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const cookies = await Promise.all(
        Array.from({ length: clients }, async (_, i) => {
          const api = new ApiClient(baseUrl);
          const answer = await api.signIn(seed.emails[i % seed.emails.length], TEST_PASSWORD);
          if (answer.status !== 200) throw new Error(`sign-in: ${answer.status}`);
          return api.cookieHeader;
        }),
      );
      const sheet = seed.sheetIds[0];
      const sheetInput = (since: string) => encodeURIComponent(JSON.stringify({ sheet_id: sheet, ...(since ? { sinceDays: Number(since) } : {}) }));
      const cache = app.services.analytics;
      const cachedGet = cache.get.bind(cache);
      console.log(
        `\nBig team: ${(events / 5).toLocaleString('en-US')} events on 400 sheets; ${clients} concurrent clients, ${rounds} calls each per cold line, ${warmSeconds} s per warm line`,
      );
      console.log(`${'call'.padEnd(52)} cold p50/p95 (ms)   warm p50/p95 (ms)   answer`);
      const lines: { name: string; target: string }[] = [];
      for (const since of ['', '7', '30']) {
        for (const mine of [false, true]) {
          const q = `${since ? `sinceDays=${since}&` : ''}onlyUserSheets=${mine}`;
          const calls: [string, string][] = [
            ['GET /api/user/analytics', `/api/user/analytics?${q}`],
            ['GET /api/user/analytics-visitors', `/api/user/analytics-visitors?${q}`],
            ...(mine
              ? []
              : ([
                  ['GET /api/user/analytics/sheet-clicks', `/api/user/analytics/sheet-clicks?sheet_id=${sheet}${since ? `&sinceDays=${since}` : ''}`],
                  ['tRPC analytics.sheet (per-sheet page)', `/trpc/analytics.sheet?input=${sheetInput(since)}`],
                ] as [string, string][])),
          ];
          for (const [label, target] of calls) lines.push({ name: `${label} ${since ? `${since} days` : 'all'}${mine ? ', only mine' : ''}`, target });
        }
      }
      const withCache = async <T>(on: boolean, run: () => Promise<T>) => {
        cache.get = on ? cachedGet : (_team, _key, loader) => loader();
        try {
          return await run();
        } finally {
          cache.get = cachedGet;
        }
      };
      // Untimed warm-up, as for a server that has been running: every line a few times, cache off and on.
      for (const { target } of lines) {
        await withCache(false, () => runClients({ baseUrl, cookies, paths: [target], rounds: 5 }));
        await withCache(true, () => runClients({ baseUrl, cookies, paths: [target], rounds: 5 }));
      }
      let worstCold = 0;
      let worstWarm = 0;
      for (const { name, target } of lines) {
        const cold = await withCache(false, () => measure(baseUrl, cookies, target));
        cache.invalidate(seed.teamId);
        // Warm: each client's untimed first call (http-clients-worker.ts) puts its answer in the cache (only-mine answers are per user).
        const warm = await measureFor(baseUrl, cookies, target);
        const [c50, c95, w50, w95] = [percentile(cold, 50), percentile(cold, 95), percentile(warm, 50), percentile(warm, 95)];
        const bytes = (await (await fetch(baseUrl + target, { headers: { cookie: cookies[0] } })).arrayBuffer()).byteLength;
        worstCold = Math.max(worstCold, c95);
        worstWarm = Math.max(worstWarm, w95);
        console.log(
          `${name.padEnd(52)} ${c50.toFixed(1).padStart(6)} / ${c95.toFixed(1).padStart(6)}    ${w50.toFixed(1).padStart(6)} / ${w95.toFixed(1).padStart(6)}   ${(bytes / 1000).toFixed(0).padStart(3)} KB`,
        );
      }
      // What any signed-in call costs here (session, user, team, HTTP): the floor under "warm".
      const floor = await measureFor(baseUrl, cookies, '/api/user/configuration');
      console.log(
        `${'floor: GET /api/user/configuration (no analytics)'.padEnd(52)} ${' '.repeat(19)} ${percentile(floor, 50).toFixed(1).padStart(6)} / ${percentile(floor, 95).toFixed(1).padStart(6)}`,
      );
      // The clients against a bare server answering the team's visitors (the biggest answer) as a constant: this machine's floor for that answer.
      const biggest = Buffer.from(await (await fetch(`${baseUrl}/api/user/analytics-visitors`, { headers: { cookie: cookies[0] } })).arrayBuffer());
      const bare = await constantAnswerServer(biggest);
      const bareFloor = await measureFor(bare.baseUrl, cookies, '/');
      await bare.close();
      const bareLabel = `floor: bare node:http, the visitors answer (${(biggest.length / 1000).toFixed(0)} KB) as a constant`;
      console.log(
        `${bareLabel.padEnd(52)} ${' '.repeat(19)} ${percentile(bareFloor, 50).toFixed(1).padStart(6)} / ${percentile(bareFloor, 95).toFixed(1).padStart(6)}`,
      );
      console.log(`load average after the queries: ${load()}`);
      const ingest = await measureIngest(orm.em.fork() as EntityManager, seed);
      console.log(`\nIngest (raw event + every rollup, one statement each, 8 concurrent writers on the big team): ${ingest.single.toFixed(0)} events/s`);
      console.log(`Ingest through the app's group commit (64 concurrent callers, as POST /api/analytics): ${ingest.groupCommit.toFixed(0)} events/s`);
      console.log(`Ingest in batches of 500 (one statement per batch): ${ingest.batched.toFixed(0)} events/s`);
      console.log(`load average after: ${load()}`);
      const warmTarget = TARGET.warmOverFloor * percentile(floor, 95);
      const met = worstCold <= TARGET.coldP95 && worstWarm <= warmTarget && ingest.groupCommit >= TARGET.ingest;
      console.log(
        `targets cold p95 <= ${TARGET.coldP95} ms (worst ${worstCold.toFixed(1)}), warm p95 <= ${TARGET.warmOverFloor} x the floor's p95 = ${warmTarget.toFixed(1)} ms (worst ${worstWarm.toFixed(1)}), ingest >= ${TARGET.ingest}/s: ${met ? 'met' : 'NOT met'}`,
      );
      process.exitCode = met ? 0 : 1;
    } finally {
      await app.close();
      await orm.close();
    }
  } finally {
    await db.stop();
  }
}

await main();
