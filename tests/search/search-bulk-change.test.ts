import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { seedDirectory } from '../../server/seed/directory-seed.js';
import { DirectoryMemory } from '../../server/modules/search/index.js';
import type { DirectorySearchRequest, DirectorySearchResponse } from '../../shared/schemas/search.js';
import { createTestDatabase } from '../helpers/database.js';
import { createTeam } from '../helpers/factories.js';
import { searchesOutsideCalls } from '../helpers/search-outside-calls.js';

const ACCOUNTS = 200_000;
/** Added to every account's followers by the bulk change: an answer's figures are all below it (old) or all above (new). */
const RAISE = 1_000_000_000;

let orm: Orm;
let url: string;
let memory: DirectoryMemory;
let searches: Awaited<ReturnType<typeof searchesOutsideCalls>>;

beforeAll(async () => {
  ({ orm, url } = await createTestDatabase());
  await seedDirectory(url, { accounts: ACCOUNTS });
  searches = await searchesOutsideCalls(orm, url, (await createTeam(orm.em.fork())).id);
  memory = new DirectoryMemory(orm.em);
  // Follows the database in the background, as the server does.
  memory.start();
  await memory.whenLoaded();
}, 300_000);
afterAll(async () => {
  memory?.close();
  await searches?.close();
  await orm?.close();
});

const search = (request: DirectorySearchRequest) => searches.search(memory, request);
const isNew = (answer: DirectorySearchResponse) => answer.results[0]!.followers >= RAISE;

describe('a bulk change of 200,000 accounts while searches run', () => {
  // How soon after its commit every search sees it (target 5 s) is measured by npm run bench:search-bulk-change.
  it('is seen whole or not at all by every search, and then by all of them', async () => {
    const requests: DirectorySearchRequest[] = [
      { platform: 'instagram', sort_by: 'followers', limit: 100 },
      { platform: 'tiktok', sort_by: 'engagement_rate', limit: 50, keywords: 'travel' },
      { platform: 'youtube', sort_by: 'followers', sort_order: 'asc', limit: 50, name: 'emma' },
    ];
    const answers: DirectorySearchResponse[] = [];
    let writing = true;
    const searching = (async () => {
      for (let i = 0; writing; i++) {
        answers.push(await search(requests[i % requests.length]!));
        // Each search in its own turn of the event loop, as requests come: one answered from memory awaits nothing else.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const writer = new pg.Client({ connectionString: url });
    await writer.connect();
    try {
      await writer.query('update social_account set followers = followers + $1', [RAISE]);
    } finally {
      await writer.end();
    }
    await expect.poll(async () => (await Promise.all(requests.map(search))).every(isNew), { timeout: 60_000, interval: 0 }).toBe(true);
    writing = false;
    await searching;
    for (const answer of answers) {
      expect(answer.results.length).toBeGreaterThan(0);
      expect(new Set(answer.results.map((r) => r.followers >= RAISE)).size).toBe(1);
    }
    expect(answers.some(isNew)).toBe(true);
    expect(answers.some((a) => !isNew(a))).toBe(true);
  }, 300_000);
});
