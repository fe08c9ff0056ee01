import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchMix } from '../../bench/search-mix.js';
import { seedDirectory } from '../../server/seed/directory-seed.js';
import type { Sql } from '../../server/db/sql.js';
import { matchQuery, pageQuery, toNumbered, withDetails, wordMatchQuery } from '../../server/modules/search/search.sql.js';
import { hasWords } from '../../server/modules/search/memory/word-matches.js';
import { DirectorySearchRequest } from '../../shared/schemas/search.js';
import { createTestDatabase } from '../helpers/database.js';

let client: pg.Client;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  await database.orm.close();
  await seedDirectory(database.url, { accounts: 3000 });
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  // A small directory is cheaper to read whole; what is checked is that an index can serve each search.
  await client.query('set enable_seqscan = off');
  close = () => client.end();
}, 120_000);
afterAll(() => close?.());

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && (node['Relation Name'] === 'directory_search' || node['Relation Name'] === 'social_account')
    ? [node['Relation Name']]
    : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

async function scansOf(sql: Sql) {
  const { text, values } = toNumbered(sql);
  const { rows } = await client.query(`explain (format json) ${text}`, values);
  return seqScans(rows[0]['QUERY PLAN'][0].Plan as PlanNode);
}

describe('the bench mix never reads the directory sequentially (EXPLAIN)', () => {
  it('page 1, a keyset page deep in the list, and the count, for all 200 searches', async () => {
    const failures: string[] = [];
    for (const entry of searchMix()) {
      const q = DirectorySearchRequest.parse(entry.request);
      const statements = {
        first: withDetails(pageQuery(q, 'team', { offset: 0, limit: 301 }), q, 'team'),
        deep: pageQuery(q, 'team', { after: { value: 1000, id: 500 }, offset: 0, limit: 301 }),
        count: matchQuery(q, 'team'),
        // The memory path's statements: the words' matches, and the page's details by id.
        ...(hasWords(q) ? { words: wordMatchQuery(q) } : {}),
        details: withDetails({ text: 'select * from unnest(?::int[], ?::float8[]) as p(id, sort_value)', params: ['{1,2,3}', '{3,2,1}'] }, q, 'team'),
      };
      for (const [name, sql] of Object.entries(statements)) {
        const scans = await scansOf(sql);
        if (scans.length) failures.push(`${name} ${entry.label} sort=${q.sort_by}: seq scan on ${scans.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("walks any sort's index checking the other figure filters inside it (index-only scan)", async () => {
    await client.query('vacuum analyze directory_search');
    const filters = {
      us_share_min: 20,
      engagement_min: 1,
      talent_gender: 'male',
      talent_age_min: 25,
      audience_age_min: 25,
      audience_age_max: 44,
      audience_age_share_min: 20,
    };
    const sorts = ['followers', 'engagement_rate', 'avg_views', 'us_audience_share', 'audience_female_percent', 'audience_male_percent'] as const;
    await client.query('set enable_bitmapscan = off');
    await client.query('set enable_sort = off');
    try {
      for (const sort of sorts) {
        const q = DirectorySearchRequest.parse({ platform: 'tiktok', followers_min: 25000, avg_views_min: 5000, ...filters, sort_by: sort });
        const { text, values } = toNumbered(pageQuery(q, 'team', { offset: 0, limit: 301 }));
        const { rows } = await client.query(`explain (format json) ${text}`, values);
        const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
        const scans = nodes(rows[0]['QUERY PLAN'][0].Plan as PlanNode).filter((n) => n['Relation Name'] === 'directory_search');
        expect(
          scans.map((n) => [n['Node Type'], (n as { 'Index Name'?: string })['Index Name']]),
          sort,
        ).toEqual([['Index Only Scan', `directory_search_${sort}_index`]]);
      }
    } finally {
      await client.query('reset enable_bitmapscan');
      await client.query('reset enable_sort');
    }
  });

  it('catches a sequential scan (the check itself)', async () => {
    expect(await scansOf({ text: 'select * from directory_search where talent_age_max = ?', params: [3] })).toEqual(['directory_search']);
  });
});
