/**
 * npm run bench:ai — the AI helpers' local engine on the 20,000-account demo directory, through
 * the real server process over HTTP, signed in as the demo team's member. The evaluation set
 * (bench/ai-eval.json, from bench/ai-eval-build.ts) holds campaign descriptions built from the
 * directory's known attributes, each with the creators that should rank in its top 10.
 * Prints precision@10 and recall@10 of the sheet helper and the AI filter, the tag helper's
 * precision against each creator's known topics, and latency p50/p95 of each helper.
 * Targets: precision@10 >= 0.6; sheet helper p95 <= 300 ms. With DATABASE_URL it uses that
 * database, else an embedded PostgreSQL kept under data/bench-ai (seeded with the demo once,
 * reused by later runs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/config.js';
import { provideDatabase } from '../server/db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/seed/demo-accounts.js';
import { seedDemoIfEmpty } from '../server/db/seed/demo.js';
import { freePort } from '../tests/helpers/free-port.js';
import { openDatabase } from '../server/db/orm.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startServerProcess } from '../tests/helpers/server-process.js';
import { percentile } from './autosave-report.js';

type Case = { description: string; topic: string; relevant: string[]; relevant_by_platform: Record<string, string[]> };
type Eval = { cases: Case[]; tagging: { handle: string; topics: string[] }[] };
const evaluation = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'ai-eval.json'), 'utf8')) as Eval;
const TARGET_PRECISION = 0.6;
const TARGET_SHEET_P95_MS = 300;
const PASSES = 2;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
};
const PLATFORM_WORDS: Record<string, string> = { instagram: 'instagram', tiktok: 'tiktok', youtube: 'youtube' };
const namedPlatform = (d: string) => Object.keys(PLATFORM_WORDS).find((p) => d.toLowerCase().includes(p)) ?? 'instagram';

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function main() {
  console.log(`load average before: ${load()}`);
  console.log(`${evaluation.cases.length} campaign descriptions, ${evaluation.tagging.length} creators to tag`);
  const started = performance.now();
  const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? 'data/bench-ai', EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn' });
  const database = await provideDatabase(config);
  const seeding = await openDatabase(database.url);
  const seeded = await seedDemoIfEmpty(seeding.em);
  await seeding.close();
  console.log(`demo data ${seeded ? 'seeded' : 'already there'}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await startServerProcess({ DATABASE_URL: database.url });
  const sql = new pg.Client({ connectionString: server.databaseUrl });
  await sql.connect();
  try {
    const { rows: accounts } = await sql.query<{ id: number; influencer_id: number; handle: string }>('select id, influencer_id, handle from social_account');
    const [{ n }] = (await sql.query<{ n: string }>('select count(*) as n from directory_search')).rows as [{ n: string }];
    console.log(`directory: ${n} accounts`);
    const handleOfCreator = new Map(accounts.map((a) => [a.influencer_id, a.handle]));
    const handleOfAccount = new Map(accounts.map((a) => [a.id, a.handle]));
    const creatorOfHandle = new Map(accounts.map((a) => [a.handle, a.influencer_id]));

    const api = new ApiClient(server.baseUrl);
    if ((await api.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD)).status !== 200) throw new Error('sign-in failed');
    const post = async (p: string, body: unknown) => {
      const answer = await api.post(p, body);
      if (answer.status !== 200) throw new Error(`${p}: HTTP ${answer.status} ${answer.text}`);
      return answer.json as { influencers: { id: number }[] };
    };

    const sheet = { precision: [] as number[], recall: [] as number[], ceiling: [] as number[], ms: [] as number[] };
    const filter = { precision: [] as number[], recall: [] as number[], ceiling: [] as number[], ms: [] as number[] };
    const worst: { p: number; description: string }[] = [];
    for (let pass = 0; pass < PASSES; pass++) {
      for (const c of evaluation.cases) {
        const s = await timed(() => post('/api/sheet-helper', { description: c.description }));
        sheet.ms.push(s.ms);
        const platform = namedPlatform(c.description);
        const f = await timed(() => post('/api/advanced-filters-ai', { description: c.description, platform, limit: 200 }));
        filter.ms.push(f.ms);
        if (pass > 0) continue;
        const score = (handles: (string | undefined)[], relevant: string[], into: typeof sheet) => {
          const want = new Set(relevant);
          const top = [...new Set(handles.filter(Boolean))].slice(0, 10);
          const hits = top.filter((h) => want.has(h!)).length;
          into.precision.push(hits / 10);
          into.recall.push(hits / want.size);
          into.ceiling.push(Math.min(10, want.size) / want.size);
          return hits / 10;
        };
        const p = score(s.value.influencers.map((i) => handleOfCreator.get(i.id)), c.relevant, sheet);
        score(f.value.influencers.map((i) => handleOfAccount.get(i.id)), c.relevant_by_platform[platform] ?? [], filter);
        worst.push({ p, description: c.description });
      }
    }

    // Tagging: a bench team with the sample creators on its roster; half tagged with their known topics, the other half asked about.
    const orm = await openDatabase(server.databaseUrl);
    const { user, team } = await createUser(orm.em.fork());
    await orm.close();
    const sample = evaluation.tagging.filter((t) => creatorOfHandle.has(t.handle));
    const tagged = new Set(sample.filter((_, i) => i % 2 === 0));
    const asked = sample.filter((t) => !tagged.has(t));
    for (const t of sample) {
      await sql.query(
        `insert into roster_entry (team_id, influencer_id, tags, display_tags, stat_display_settings, disabled_info_boxes, excluded_post_ids, created_at, updated_at)
         values ($1, $2, $3, '{}', '{}', '{}', '{}', now(), now())`,
        [team.id, creatorOfHandle.get(t.handle), tagged.has(t) ? t.topics : []],
      );
    }
    const tagger = new ApiClient(server.baseUrl);
    if ((await tagger.signIn(user.email, TEST_PASSWORD)).status !== 200) throw new Error('sign-in failed');
    const tag = { precision: [] as number[], recall: [] as number[], ms: [] as number[], none: 0 };
    for (const t of asked) {
      const answer = await timed(() => tagger.post('/api/tag-helper', { influencer_id: creatorOfHandle.get(t.handle) }));
      tag.ms.push(answer.ms);
      if (answer.value.status !== 200) throw new Error(`tag-helper: HTTP ${answer.value.status} ${answer.value.text}`);
      const tags = (answer.value.json as { tags: { tag: string }[] }).tags.map((x) => x.tag);
      if (!tags.length) {
        tag.none++;
        continue;
      }
      const known = new Set(t.topics);
      tag.precision.push(tags.filter((x) => known.has(x)).length / tags.length);
      tag.recall.push(tags.filter((x) => known.has(x)).length / known.size);
    }

    const line = (label: string, r: typeof sheet) => {
      const t = stats(r.ms);
      console.log(`  ${label.padEnd(26)} precision@10 ${mean(r.precision).toFixed(3)}  recall@10 ${mean(r.recall).toFixed(3)} (ceiling ${mean(r.ceiling).toFixed(3)})  p50 ${t.p50.toFixed(1)} ms  p95 ${t.p95.toFixed(1)} ms  (n=${r.ms.length})`);
    };
    console.log('\nresults');
    line('POST /api/sheet-helper', sheet);
    line('POST /api/advanced-filters-ai', filter);
    const t = stats(tag.ms);
    console.log(`  ${'POST /api/tag-helper'.padEnd(26)} precision ${mean(tag.precision).toFixed(3)}  topic recall ${mean(tag.recall).toFixed(3)}  (${asked.length} creators, ${tag.none} with no suggestion)  p50 ${t.p50.toFixed(1)} ms  p95 ${t.p95.toFixed(1)} ms`);
    console.log('\nweakest sheet-helper descriptions:');
    for (const w of worst.sort((a, b) => a.p - b.p).slice(0, 5)) console.log(`  ${w.p.toFixed(1)}  ${w.description}`);
    const met = mean(sheet.precision) >= TARGET_PRECISION && mean(filter.precision) >= TARGET_PRECISION && stats(sheet.ms).p95 <= TARGET_SHEET_P95_MS;
    console.log(`\nload average after: ${load()}`);
    console.log(`targets precision@10 >= ${TARGET_PRECISION} (both), sheet-helper p95 <= ${TARGET_SHEET_P95_MS} ms: ${met ? 'met' : 'NOT met'}`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await sql.end();
    await server.stop();
    await database.stop();
  }
}

await main();
