import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { seedDirectory } from '../../server/seed/directory-seed.js';
import { scopes } from '../../server/events/bus.js';
import { DirectoryMemory } from '../../server/modules/search/index.js';
import { SEARCH_OPTIONS as O, SEARCH_SORTS } from '../../shared/search-options.js';
import { DirectorySearchRequest, DirectorySearchResponse } from '../../shared/schemas/search.js';
import { answerJson } from '../../server/trpc/checked-once.js';
import { createTestDatabase } from '../helpers/database.js';
import { createTeam } from '../helpers/factories.js';
import { insertAccount } from '../helpers/search-factories.js';
import { searchesOutsideCalls } from '../helpers/search-outside-calls.js';

let orm: Orm;
let memory: DirectoryMemory;
/** Walks the sort's order for every page (the path of many matches). */
let walking: DirectoryMemory;
/** Never loaded: its searches take the SQL path. */
let database: DirectoryMemory;
let teamId: string;
let searches: Awaited<ReturnType<typeof searchesOutsideCalls>>;

beforeAll(async () => {
  const created = await createTestDatabase();
  orm = created.orm;
  await seedDirectory(created.url, { accounts: 3000 });
  // A third of the creators on the team's roster, so both paths mark them.
  teamId = (await createTeam(orm.em.fork())).id;
  searches = await searchesOutsideCalls(orm, created.url, teamId);
  await orm.em
    .getConnection()
    .execute(
      `insert into roster_entry (team_id, influencer_id, tags, display_tags, created_at, updated_at) select ?, id, '{}', '{}', now(), now() from influencer where id % 3 = 0`,
      [teamId],
    );
  memory = new DirectoryMemory(orm.em);
  walking = new DirectoryMemory(orm.em, 0);
  database = new DirectoryMemory(orm.em);
  await Promise.all([memory.whenLoaded(), walking.whenLoaded()]);
}, 120_000);
afterAll(async () => {
  memory?.close();
  walking?.close();
  await searches?.close();
  await orm?.close();
});

/** A search after `directory` has followed what the test just wrote (it follows in the background otherwise). */
const search = async (directory: DirectoryMemory, request: DirectorySearchRequest) => {
  await directory.refresh();
  return searches.search(directory, request);
};
const idsOf = (answer: DirectorySearchResponse) => answer.results.map((r) => r.id);
/** The bytes an answer is sent as. */
const asWritten = (answer: DirectorySearchResponse) => answerJson(answer).bytes.toString();

const maybe = <T>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
const requests = fc
  .record({
    platform: fc.constantFrom('instagram', 'tiktok', 'youtube'),
    // Plain words come from the word index; a phrase, a negation or stop words alone from the database.
    keywords: maybe([
      'fitness',
      'travel',
      'beauty',
      'food',
      'music',
      'fitness,travel',
      'food or travel',
      'travelling',
      'fitness coach',
      '"fitness coach"',
      '-food travel',
      'the',
    ]),
    name: maybe(['emma', 'liam', 'sophia', 'mia']),
    followers_min: maybe(O.followers.slice(0, 6)),
    followers_max: maybe(O.followers.slice(3)),
    us_share_min: maybe(O.shares),
    audience_age_min: maybe([13, 18, 25, 35]),
    audience_age_max: maybe([24, 34, 44, 64]),
    audience_age_share_min: maybe([10, 20, 30, 40]),
    audience_gender: maybe(O.audienceGenders),
    engagement_min: maybe(O.engagementMin),
    avg_views_min: maybe(O.averageViews.slice(0, 5)),
    talent_gender: maybe(O.talentGenders),
    talent_age_min: maybe([18, 25, 35]),
    talent_age_max: maybe([34, 44, 64]),
    sort_by: fc.constantFrom(...SEARCH_SORTS),
    sort_order: fc.constantFrom('asc', 'desc'),
    limit: fc.constantFrom(7, 50, 300),
  })
  .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as DirectorySearchRequest)
  .filter((r) => DirectorySearchRequest.safeParse(r).success);

describe('the directory in memory answers as the SQL does', () => {
  it('the same accounts, order, total and next page for generated searches over 3,000 accounts', async () => {
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        const [fromMemory, fromWalk, fromSql] = await Promise.all([search(memory, request), search(walking, request), search(database, request)]);
        expect(fromWalk).toEqual(fromMemory);
        expect(idsOf(fromMemory)).toEqual(idsOf(fromSql));
        expect(fromMemory.results).toEqual(fromSql.results);
        expect(asWritten(fromMemory)).toBe(JSON.stringify(DirectorySearchResponse.parse(JSON.parse(asWritten(fromMemory)))));
        expect(fromMemory.hasMoreResults).toBe(fromSql.hasMoreResults);
        if (!fromSql.query_info.total_is_estimate) expect(fromMemory.query_info).toEqual(fromSql.query_info);
        expect(fromMemory.query_info.total_is_estimate).toBe(false);
        if (!fromMemory.nextPage) return;
        // Each path continues from its own token and from the other's.
        const second = await search(memory, { ...request, page: fromMemory.nextPage });
        expect(idsOf(second)).toEqual(idsOf(await search(database, { ...request, page: fromSql.nextPage! })));
        expect(idsOf(await search(database, { ...request, page: fromMemory.nextPage }))).toEqual(idsOf(second));
        expect(idsOf(await search(walking, { ...request, page: fromMemory.nextPage }))).toEqual(idsOf(second));
        expect(idsOf(await search(memory, { ...request, page: '3' }))).toEqual(idsOf(await search(database, { ...request, page: '3' })));
        expect(idsOf(await search(walking, { ...request, page: '3' }))).toEqual(idsOf(await search(database, { ...request, page: '3' })));
      }),
      { numRuns: 120 },
    );
  }, 240_000);
});

describe('walking a sort order inside the range the filters keep of its figure', () => {
  it('reaches both ends of the range, boundary values included', async () => {
    await insertAccount(orm.em.fork(), { platform: 'youtube', followers: 1_000_000, engagementRate: 10, avgViews: 1_000_000 });
    const ranges = [
      { followers_min: 1_000_000, sort_by: 'followers' },
      { followers_min: 10_000, followers_max: 25_000, sort_by: 'followers' },
      { engagement_min: 10, sort_by: 'engagement_rate' },
      { avg_views_min: 1_000_000, sort_by: 'avg_views' },
      { us_share_min: 90, sort_by: 'us_audience_share' },
    ] as const;
    for (const range of ranges) {
      for (const sort_order of ['asc', 'desc'] as const) {
        const request = { platform: 'youtube', ...range, sort_order, limit: 300 } as const;
        const [fromWalk, fromSql] = await Promise.all([search(walking, request), search(database, request)]);
        expect(fromWalk.results.length, JSON.stringify(request)).toBeGreaterThan(0);
        expect(idsOf(fromWalk), JSON.stringify(request)).toEqual(idsOf(fromSql));
      }
    }
  });
});

describe('results from memory', () => {
  it("mark the creators on the team's roster and show every figure as the database prints it", async () => {
    const request = { platform: 'tiktok', audience_age_min: 18, audience_age_max: 34, limit: 300 } as const;
    const [fromMemory, fromSql] = await Promise.all([search(memory, request), search(database, request)]);
    expect(fromMemory.results.map((r) => r.on_roster)).toEqual(fromMemory.results.map((r) => r.influencer_id % 3 === 0));
    expect(new Set(fromMemory.results.map((r) => r.on_roster))).toEqual(new Set([true, false]));
    expect(fromMemory.results).toEqual(fromSql.results);
    expect(fromMemory.results.some((r) => r.engagement_rate !== null && String(r.engagement_rate).length < 8)).toBe(true);
  });

  it("answer a search asked again as built, yet mark a creator added to or removed from the team's roster once the change is published", async () => {
    const request = { platform: 'youtube', sort_by: 'engagement_rate', limit: 50 } as const;
    const first = await search(memory, request);
    expect(await search(memory, request)).toBe(first);
    const outsider = first.results.find((r) => !r.on_roster)!;
    // As the roster calls do: the write, then roster.changed.
    const execute = async (sql: string) => {
      await orm.em.getConnection().execute(sql, [teamId, outsider.influencer_id]);
      await searches.bus.publish(scopes.team(teamId), 'roster.changed', { teamId, influencerId: outsider.influencer_id });
    };
    await execute(`insert into roster_entry (team_id, influencer_id, tags, display_tags, created_at, updated_at) values (?, ?, '{}', '{}', now(), now())`);
    const added = await search(memory, request);
    expect(added.results.find((r) => r.id === outsider.id)?.on_roster).toBe(true);
    expect(idsOf(added)).toEqual(idsOf(first));
    await execute('delete from roster_entry where team_id = ? and influencer_id = ?');
    expect((await search(memory, request)).results.find((r) => r.id === outsider.id)?.on_roster).toBe(false);
  });
});

describe('keywords from the word index', () => {
  const refused = () => Promise.reject(new Error('the database was asked'));

  it('matches plain keywords as the database does, without asking it', async () => {
    for (const keywords of [['food'], ['fitness', 'travel'], ['food or travel'], ['travelling']]) {
      const q = DirectorySearchRequest.parse({ keywords: keywords.join(','), platform: 'tiktok' });
      const fromIndex = await memory.words(q, refused);
      const fromDatabase = await database.words(q, (sql) => orm.em.getConnection().execute(sql.text, sql.params));
      expect([...fromIndex.ids], keywords.join()).toEqual([...fromDatabase.ids].sort((a, b) => a - b));
      expect(fromIndex.ids.length, keywords.join()).toBeGreaterThan(0);
    }
  });

  it('matches names and ranks by relevance as the database does, without asking it', async () => {
    const requests = [
      { name: 'noah' },
      { name: 'emma', keywords: 'travel' },
      { keywords: 'yoga', sort_by: 'relevance' },
      { name: 'mia', sort_by: 'relevance' },
      { keywords: 'food', name: 'liam', sort_by: 'relevance' },
    ];
    for (const request of requests) {
      const q = DirectorySearchRequest.parse({ platform: 'instagram', ...request });
      const fromIndex = await memory.words(q, refused);
      const fromDatabase = await database.words(q, (sql) => orm.em.getConnection().execute(sql.text, sql.params));
      const byId = (m: typeof fromIndex) => [...m.ids].map((id, i) => [id, m.ranks?.[i] ?? null]).sort((a, b) => a[0]! - b[0]!);
      expect(byId(fromIndex), JSON.stringify(request)).toEqual(byId(fromDatabase));
      expect(fromIndex.ids.length, JSON.stringify(request)).toBeGreaterThan(0);
    }
  });

  it('leaves phrases and negations to the database', async () => {
    // Words the generated searches never use, so no cached answer stands in for the database's.
    for (const request of [{ keywords: '"yoga coach"' }, { keywords: '-yoga' }]) {
      await expect(memory.words(DirectorySearchRequest.parse(request), refused), JSON.stringify(request)).rejects.toThrow('the database was asked');
    }
  });
});

describe('the directory in memory follows the database', () => {
  const word = 'memoryfollowsdb';
  const find = () => search(memory, { keywords: word, sort_by: 'followers' });

  it('shows an account written, changed and deleted in the very next search', async () => {
    const { accountId } = await insertAccount(orm.em.fork(), { description: word, followers: 20_000 });
    expect(idsOf(await find())).toEqual([accountId]);
    const other = (await insertAccount(orm.em.fork(), { description: word, followers: 30_000 })).accountId;
    expect(idsOf(await find())).toEqual([other, accountId]);
    await orm.em.getConnection().execute('update social_account set followers = 40000 where id = ?', [accountId]);
    expect(idsOf(await find())).toEqual([accountId, other]);
    expect((await search(memory, { keywords: word, followers_min: 25_000, followers_max: 50_000 })).query_info.total).toBe(2);
    await orm.em.getConnection().execute('delete from social_account where id = ?', [other]);
    expect(idsOf(await find())).toEqual([accountId]);
  });

  it("shows a creator's new name and portrait and an account's new handle and link in the next search", async () => {
    const { accountId, influencerId } = await insertAccount(orm.em.fork(), { description: `${word} card`, followers: 5_000 });
    const cardOf = async () => (await search(memory, { keywords: `${word} card`, sort_by: 'followers' })).results.find((r) => r.id === accountId);
    const execute = (sql: string, params: unknown[]) => orm.em.getConnection().execute(sql, params);
    await execute(
      "update social_account set handle = 'renamed_handle', profile_url = 'https://example.test/renamed', picture_main_url = 'https://example.test/account.jpg' where id = ?",
      [accountId],
    );
    expect(await cardOf()).toMatchObject({
      handle: 'renamed_handle',
      profile_url: 'https://example.test/renamed',
      picture_url: 'https://example.test/account.jpg',
    });
    await execute("update influencer set picture_url = 'https://example.test/creator.jpg' where id = ?", [influencerId]);
    expect(await cardOf()).toMatchObject({ picture_url: 'https://example.test/creator.jpg' });
    await execute("update influencer set fullname = 'Renamed Creator', age_min = 25, age_max = 34 where id = ?", [influencerId]);
    expect(await cardOf()).toMatchObject({ fullname: 'Renamed Creator', age_range: '25-34' });
    // Written as JSON straight from the bytes in memory: quotes, backslashes, control characters and any script as JSON.stringify writes them.
    const unusual = 'Zoë "Zed" \\ O\'Brien\n\t\u0001\u001f 李 🎬';
    await execute('update influencer set fullname = ? where id = ?', [unusual, influencerId]);
    expect(await cardOf()).toMatchObject({ fullname: unusual });
    const answer = await search(memory, { keywords: `${word} card`, sort_by: 'followers' });
    expect(asWritten(answer)).toContain(JSON.stringify(unusual));
  });

  it('brings a cached Name search and relevance order up to date with the creators changed since', async () => {
    const { accountId, influencerId } = await insertAccount(orm.em.fork(), { name: 'Ottoline Fairweather', followers: 5_000 });
    const named = async (name: string) => {
      const request = { name, sort_by: 'relevance' } as const;
      const [fromMemory, fromSql] = await Promise.all([search(memory, request), search(database, request)]);
      expect(idsOf(fromMemory), name).toEqual(idsOf(fromSql));
      return idsOf(fromMemory);
    };
    expect(await named('ottoline')).toEqual([accountId]);
    const second = (await insertAccount(orm.em.fork(), { name: 'Ottoline Ottoline', followers: 6_000 })).accountId;
    expect(await named('ottoline')).toEqual([second, accountId]);
    await orm.em.getConnection().execute(`update influencer set fullname = 'Bartholomew Fairweather' where id = ?`, [influencerId]);
    expect(await named('ottoline')).toEqual([second]);
    expect(await named('fairweather')).toEqual([accountId]);
  });

  it('does not miss a transaction that commits after a later one was already read', async () => {
    const { accountId } = await insertAccount(orm.em.fork(), { description: `${word} early`, followers: 10_000 });
    const early = orm.em.fork();
    await early.begin();
    // The early transaction takes its id first, then the late one writes and commits, and a search reads it.
    await early.getConnection().execute('update social_account set followers = 900000 where id = ?', [accountId], 'run', early.getTransactionContext());
    const late = (await insertAccount(orm.em.fork(), { description: word, followers: 500_000 })).accountId;
    expect(idsOf(await find())[0]).toBe(late);
    await early.commit();
    expect(idsOf(await find()).slice(0, 2)).toEqual([accountId, late]);
  });
});
