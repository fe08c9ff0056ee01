/**
 * npm run bench:search — directory search on a generated directory (1,000,000 accounts:
 * `npm run seed:directory -- --accounts 1000000` first, with the same DATABASE_URL, or without
 * one for the embedded PostgreSQL under DATA_DIR), through the real server process over HTTP,
 * signed in, 16 concurrent clients (plain node:http in a thread of their own, http-clients.ts, as
 * for bench:analytics); then the same mix as plain SQL on the same database (the statements the
 * service runs), so app/SQL shows the server's own cost.
 * BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DirectorySearchRequest, type DirectorySearchQuery } from '../shared/schemas/search.js';
import { SEARCH_OPTIONS as O } from '../shared/search-options.js';
import { loadConfig } from '../server/config.js';
import { provideDatabase } from '../server/db/database.js';
import { openDatabase } from '../server/orm.js';
import { decodeCursor } from '../server/modules/search/search-cursor.js';
import { matchQuery, pageQuery, toNumbered, withDetails } from '../server/modules/search/search.sql.js';
import { PLANNER_PLAN_BUDGET_MS } from '../server/modules/search/search.service.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startServerProcess } from '../tests/helpers/server-process.js';
import { percentile } from './autosave-report.js';
import { runQueue } from './http-clients.js';
import { mainThreadCpuMs } from './thread-cpu.js';
import { searchMix, type MixEntry } from './search-mix.js';

const { values } = parseArgs({ options: { concurrency: { type: 'string', default: '16' }, passes: { type: 'string', default: '3' } } });
const concurrency = Number(values.concurrency);
const passes = Number(values.passes);
// DATABASE_URL's database, or the embedded PostgreSQL under DATA_DIR (where seed:directory puts the directory without it).
const database = await provideDatabase(loadConfig());
const databaseUrl = database.url;

type Timed = { entry: MixEntry; ms: number };
const query = (r: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(r)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

async function runConcurrently(entries: MixEntry[], run: (entry: MixEntry) => Promise<void>) {
  const queue = [...entries];
  const timings: Timed[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const t = performance.now();
        await run(entry);
        timings.push({ entry, ms: performance.now() - t });
      }
    }),
  );
  return { timings, seconds: (performance.now() - started) / 1000 };
}

const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
};
const fmt = (x: { n: number; p50: number; p95: number; p99: number }) =>
  `n=${String(x.n).padStart(4)}  p50 ${x.p50.toFixed(1).padStart(6)} ms  p95 ${x.p95.toFixed(1).padStart(6)} ms  p99 ${x.p99.toFixed(1).padStart(6)} ms`;

const server = await startServerProcess({
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? '',
});
const sql = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
try {
  const orm = await openDatabase(databaseUrl);
  const { user, team } = await createUser(orm.em.fork());
  await orm.close();
  const [{ n: accounts }] = (await sql.query<{ n: string }>('select count(*) as n from directory_search')).rows as [{ n: string }];
  const failures: string[] = [];
  const api = new ApiClient(server.baseUrl);
  if ((await api.signIn(user.email, TEST_PASSWORD)).status !== 200) throw new Error('sign-in failed');
  const call = async (request: Record<string, unknown>) => {
    const answer = await api.get(`/api/directory/social-accounts?${query(request)}`);
    if (answer.status !== 200) {
      failures.push(`${answer.status} ${query(request)}`);
      return { nextPage: null };
    }
    return answer.json as { nextPage: string | null };
  };

  // The server loads the directory into memory after it starts; until then it searches in SQL.
  const loadStarted = performance.now();
  while ((await api.get('/api/directory/social-accounts?limit=1')).headers.get('x-search-source') !== 'memory') await new Promise((r) => setTimeout(r, 250));
  const loadSeconds = (performance.now() - loadStarted) / 1000;

  // Page 10 is asked with the token after page 9, as a client scrolling there would.
  const mix = searchMix();
  const tokens = new Map<MixEntry, string>();
  for (const entry of mix.filter((e) => e.page === 10)) {
    let page = '1';
    for (let n = 1; n < 10 && page; n++) page = (await call({ ...entry.request, page })).nextPage ?? '';
    if (page) tokens.set(entry, page);
  }
  const timedMix = mix.filter((e) => e.page === 1 || tokens.has(e));
  const load = [os.loadavg()[0]!];
  const paths = timedMix.map((e) => `/api/directory/social-accounts?${query({ ...e.request, page: tokens.get(e) ?? '1' })}`);
  const appPass = async () => {
    const cookies = Array.from({ length: concurrency }, () => api.cookieHeader);
    const cpuBefore = mainThreadCpuMs(server.pid);
    const { calls, seconds } = await runQueue({ baseUrl: server.baseUrl, cookies, paths, opening: '/api/directory/social-accounts?limit=1' });
    const cpuMs = cpuBefore === null ? null : mainThreadCpuMs(server.pid)! - cpuBefore;
    calls.forEach((c, i) => c.status !== 200 && failures.push(`${c.status} ${paths[i]}`));
    return { timings: calls.map((c, i): Timed => ({ entry: timedMix[i]!, ms: c.ms })), seconds, cpuMs };
  };
  const sqlRequest = async (e: MixEntry) => {
    const q: DirectorySearchQuery = DirectorySearchRequest.parse({ ...e.request, page: tokens.get(e) ?? '1' });
    const cursor = tokens.has(e) ? decodeCursor(tokens.get(e)!) : undefined;
    const match = toNumbered(matchQuery(q, team.id));
    const plan = cursor ? null : (await sql.query(`explain (format json) ${match.text}`, match.values)).rows[0]['QUERY PLAN'][0].Plan;
    const page = (sortInMemory: boolean) =>
      toNumbered(withDetails(pageQuery(q, team.id, { after: cursor, offset: 0, limit: q.limit + 1, sortInMemory }), q, team.id));
    const rows = (await withinBudget(page(false))) ?? (await sql.query(page(true).text, page(true).values)).rows;
    if (cursor || rows.length <= q.limit) return;
    const count = { text: `select count(*) from (${match.text} limit ${O.exactCountUpTo + 1}) m`, values: match.values };
    if (plan['Plan Rows'] <= O.exactCountUpTo && plan['Total Cost'] <= O.exactCountMaxCost) await withinBudget(count, O.exactCountBudgetMs);
  };

  /** As the service: a statement given `budgetMs` (the planner's plan, then the sorted plan; the exact count, then the estimate). */
  const withinBudget = async (statement: { text: string; values: unknown[] }, budgetMs = PLANNER_PLAN_BUDGET_MS) => {
    const connection = await sql.connect();
    try {
      await connection.query(`set statement_timeout = ${budgetMs}`);
      return (await connection.query(statement.text, statement.values)).rows;
    } catch (error) {
      if ((error as { code?: string }).code !== '57014') throw error;
      return null;
    } finally {
      await connection.query('reset statement_timeout');
      connection.release();
    }
  };

  // The first pass also fills the server's cache of word matches (each search's keywords and name).
  const firstPass = await appPass();
  await runConcurrently(timedMix, sqlRequest);
  const app: Timed[] = [];
  const base: Timed[] = [];
  let appSeconds = 0;
  let appCpuMs: number | null = 0;
  let sqlSeconds = 0;
  for (let pass = 0; pass < passes; pass++) {
    const a = await appPass();
    app.push(...a.timings);
    appSeconds += a.seconds;
    appCpuMs = a.cpuMs === null || appCpuMs === null ? null : appCpuMs + a.cpuMs;
    const s = await runConcurrently(timedMix, sqlRequest);
    base.push(...s.timings);
    sqlSeconds += s.seconds;
    load.push(os.loadavg()[0]!);
  }

  const all = stats(app.map((t) => t.ms));
  const firstStats = stats(firstPass.timings.map((t) => t.ms));
  const sqlAll = stats(base.map((t) => t.ms));
  const first = stats(app.filter((t) => t.entry.page === 1).map((t) => t.ms));
  const tenth = stats(app.filter((t) => t.entry.page === 10).map((t) => t.ms));
  console.log(
    `\nbench:search — ${Number(accounts).toLocaleString('en-US')} accounts, ${timedMix.length} searches x ${passes} passes, ${concurrency} concurrent clients`,
  );
  console.log(`load average (1 min) during the run: ${load.map((l) => l.toFixed(2)).join(' → ')} on ${os.cpus().length} cores\n`);
  console.log(`searches answered from the server's memory ${loadSeconds.toFixed(1)} s after the bench signed in (the load runs from the server's start)\n`);
  // The server thread's CPU time per search, and how busy it was: near 100 % the searches queue for it.
  const cpu = (ms: number | null, searches: number, seconds: number) =>
    ms === null ? '' : `  server thread ${(ms / searches).toFixed(2)} ms CPU/search, ${(ms / 10 / seconds) | 0} % busy`;
  console.log(
    `app (HTTP), first pass, words not cached yet   ${fmt(firstStats)}  ${(firstPass.timings.length / firstPass.seconds).toFixed(0)} req/s${cpu(firstPass.cpuMs, firstPass.timings.length, firstPass.seconds)}`,
  );
  console.log(`app (HTTP)   ${fmt(all)}  ${(app.length / appSeconds).toFixed(0)} req/s${cpu(appCpuMs, app.length, appSeconds)}`);
  console.log(`plain SQL    ${fmt(sqlAll)}  ${(base.length / sqlSeconds).toFixed(0)} req/s`);
  console.log(`app/SQL p95 ratio: ${(all.p95 / sqlAll.p95).toFixed(2)} (target <= 1.5)`);
  console.log(`page 1       ${fmt(first)}`);
  console.log(`page 10      ${fmt(tenth)}   page10/page1 p50: ${(tenth.p50 / first.p50).toFixed(2)} (target <= 1.2)`);
  const families = [...new Set(timedMix.flatMap((e) => e.label.split('+')))].sort();
  for (const [title, timings] of [
    ['first pass', firstPass.timings],
    ['warm passes', app],
  ] as const) {
    console.log(`\nby filter (${title}; searches that include it):`);
    for (const f of families) console.log(`  ${f.padEnd(16)} ${fmt(stats(timings.filter((t) => t.entry.label.split('+').includes(f)).map((t) => t.ms)))}`);
  }
  console.log('by sort:');
  for (const s of [...new Set(timedMix.map((e) => e.request.sort_by!))])
    console.log(`  ${s.padEnd(24)} ${fmt(stats(app.filter((t) => t.entry.request.sort_by === s).map((t) => t.ms)))}`);
  console.log('by number of filters:');
  for (let n = 1; n <= 6; n++) console.log(`  ${n}  ${fmt(stats(app.filter((t) => t.entry.label.split('+').length === n).map((t) => t.ms)))}`);
  const slowest = (title: string, timings: Timed[]) => {
    console.log(`slowest, ${title}:`);
    for (const t of [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5))
      console.log(`  ${t.ms.toFixed(0).padStart(6)} ms  page ${t.entry.page}  ${query(t.entry.request as Record<string, unknown>)}`);
  };
  slowest('first pass', firstPass.timings);
  slowest('warm passes', app);
  console.log(`failed requests: ${failures.length}${failures.length ? `\n  ${failures.slice(0, 5).join('\n  ')}` : ''}`);
  const verdict = (pass: { p95: number; p99: number }) =>
    `p95 <= 50 ms ${pass.p95 <= 50 ? 'met' : 'NOT met'}, p99 <= 150 ms ${pass.p99 <= 150 ? 'met' : 'NOT met'}`;
  console.log(`\ntargets: first pass ${verdict(firstStats)}; warm passes ${verdict(all)}`);
} finally {
  await sql.end();
  await server.stop();
  await database.stop();
}
