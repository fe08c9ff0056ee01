/**
 * npm run bench:ai — the AI helpers' local engine on the 20,000-account demo directory, through
 * the real server process over HTTP, signed in as the demo team's member. The evaluation set
 * (bench/ai-eval.json, from bench/ai-eval-build.ts) holds campaign briefs in varied phrasing, each
 * with the hard constraints it states and the creators that meet them and have its topic.
 * Prints, for the sheet helper's top 10: the share of suggestions meeting each kind of hard
 * constraint, precision@10 and recall@10, the share of briefs whose constraints were read as
 * stated, and latency p50/p95; and the tag helper's precision against each creator's known topics.
 * Targets: every hard-constraint kind >= 0.95, precision@10 >= 0.7, sheet helper p95 <= 300 ms.
 * With DATABASE_URL it uses that database, else an embedded PostgreSQL kept under data/bench-ai
 * (seeded with the demo once, reused by later runs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HARD_CONSTRAINTS, type CampaignBrief, type HardConstraint } from '../shared/campaign-brief.js';
import { loadConfig } from '../server/config.js';
import { provideDatabase } from '../server/db/database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/demo-accounts.js';
import { seedDemoIfEmpty } from '../server/seed/demo.js';
import { freePort } from '../tests/helpers/free-port.js';
import { openDatabase } from '../server/orm.js';
import { ApiClient } from '../tests/helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../tests/helpers/factories.js';
import { startServerProcess } from '../tests/helpers/server-process.js';
import { demoCreators, meets, namedConstraints, relevantCreators } from './ai-eval-rules.js';
import { percentile } from './autosave-report.js';
import type { ProviderAccount, ProviderCreator } from '../server/providers/social-data/types.js';

type Case = { description: string; topic: string; constraints: CampaignBrief };
type Eval = { cases: Case[]; tagging: { handle: string; topics: string[] }[] };
type SheetAnswer = { influencers: { influencer_id: number; platform: string; handle: string }[]; brief: CampaignBrief; unmet: unknown };
const evaluation = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'ai-eval.json'), 'utf8')) as Eval;
const TARGET_SATISFACTION = 0.95;
const TARGET_PRECISION = 0.7;
const TARGET_SHEET_P95_MS = 300;
const PASSES = 2;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95) };
};
/** The stated hard constraints read back as stated (order aside). */
const sameConstraint = (kind: HardConstraint, read: CampaignBrief, stated: CampaignBrief) => {
  const norm = (v: CampaignBrief[HardConstraint]) =>
    JSON.stringify(Array.isArray(v) ? [...v].sort() : v && typeof v === 'object' && 'min' in v ? [v.min, v.max] : v);
  return norm(read[kind]) === norm(stated[kind]);
};

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

async function main() {
  console.log(`load average before: ${load()}`);
  console.log(`${evaluation.cases.length} campaign briefs, ${evaluation.tagging.length} creators to tag`);
  const started = performance.now();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? 'data/bench-ai',
    EMBEDDED_PG_PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
  });
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
    // One creator's accounts on several platforms often share a handle.
    const creators = demoCreators();
    const byAccount = new Map<string, { creator: ProviderCreator; account: ProviderAccount }>(
      creators.flatMap((c) => c.accounts.map((a) => [`${a.platform}:${a.handle}`, { creator: c, account: a }] as const)),
    );
    const creatorOfHandle = new Map(accounts.map((a) => [a.handle, a.influencer_id]));

    const api = new ApiClient(server.baseUrl);
    if ((await api.signIn(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD)).status !== 200) throw new Error('sign-in failed');
    const sheet = { precision: [] as number[], recall: [] as number[], ceiling: [] as number[], ms: [] as number[], misread: [] as string[], unmet: 0 };
    const satisfied = new Map<HardConstraint, { met: number; checked: number }>(HARD_CONSTRAINTS.map((k) => [k, { met: 0, checked: 0 }]));
    const worst: { p: number; description: string }[] = [];
    for (let pass = 0; pass < PASSES; pass++) {
      for (const c of evaluation.cases) {
        const started = performance.now();
        const answer = await api.post('/api/sheet-helper', { description: c.description });
        sheet.ms.push(performance.now() - started);
        if (answer.status !== 200) throw new Error(`sheet-helper: HTTP ${answer.status} ${answer.text}`);
        if (pass > 0) continue;
        const { influencers, brief, unmet } = answer.json as SheetAnswer;
        const kinds = namedConstraints(c.constraints);
        const misread = kinds.filter((k) => !sameConstraint(k, brief, c.constraints));
        if (misread.length) sheet.misread.push(`${misread.join(', ')}: ${c.description}`);
        if (unmet) sheet.unmet++;
        const top = influencers.slice(0, 10).map((i) => byAccount.get(`${i.platform}:${i.handle}`)!);
        for (const kind of kinds) {
          const tally = satisfied.get(kind)!;
          for (const pick of top) {
            tally.checked++;
            if (meets(kind, c.constraints, pick.creator, pick.account)) tally.met++;
          }
        }
        const want = new Set(relevantCreators(creators, c.topic, c.constraints));
        const hits = top.filter((pick) => want.has(pick.creator)).length;
        sheet.precision.push(hits / 10);
        sheet.recall.push(hits / want.size);
        sheet.ceiling.push(Math.min(10, want.size) / want.size);
        worst.push({ p: hits / 10, description: c.description });
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

    console.log('\nresults');
    const t0 = stats(sheet.ms);
    console.log(
      `  POST /api/sheet-helper   precision@10 ${mean(sheet.precision).toFixed(3)}  recall@10 ${mean(sheet.recall).toFixed(3)} (ceiling ${mean(sheet.ceiling).toFixed(3)})  p50 ${t0.p50.toFixed(1)} ms  p95 ${t0.p95.toFixed(1)} ms  (n=${sheet.ms.length})`,
    );
    console.log(
      `  briefs read as stated ${evaluation.cases.length - sheet.misread.length} / ${evaluation.cases.length}; answered with nearest matches ${sheet.unmet}`,
    );
    for (const m of sheet.misread) console.log(`    misread ${m}`);
    console.log('  top-10 suggestions meeting each hard constraint:');
    for (const [kind, tally] of satisfied)
      if (tally.checked) console.log(`    ${kind.padEnd(20)} ${(tally.met / tally.checked).toFixed(3)}  (${tally.met} / ${tally.checked})`);
    const t = stats(tag.ms);
    console.log(
      `  ${'POST /api/tag-helper'.padEnd(26)} precision ${mean(tag.precision).toFixed(3)}  topic recall ${mean(tag.recall).toFixed(3)}  (${asked.length} creators, ${tag.none} with no suggestion)  p50 ${t.p50.toFixed(1)} ms  p95 ${t.p95.toFixed(1)} ms`,
    );
    console.log('\nweakest sheet-helper descriptions:');
    for (const w of worst.sort((a, b) => a.p - b.p).slice(0, 5)) console.log(`  ${w.p.toFixed(1)}  ${w.description}`);
    const met =
      [...satisfied.values()].every((x) => !x.checked || x.met / x.checked >= TARGET_SATISFACTION) &&
      mean(sheet.precision) >= TARGET_PRECISION &&
      t0.p95 <= TARGET_SHEET_P95_MS;
    console.log(`\nload average after: ${load()}`);
    console.log(
      `targets every hard constraint >= ${TARGET_SATISFACTION}, precision@10 >= ${TARGET_PRECISION}, sheet-helper p95 <= ${TARGET_SHEET_P95_MS} ms: ${met ? 'met' : 'NOT met'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await sql.end();
    await server.stop();
    await database.stop();
  }
}

await main();
