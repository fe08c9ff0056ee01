import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TEXT } from '../../shared/search-options.js';
import { ApiClient } from '../helpers/api-client.js';
import { TEST_PASSWORD, createUser } from '../helpers/factories.js';
import { insertAccount } from '../helpers/search-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let client: ApiClient;
let teamId: string;
const word = `page${randomBytes(5).toString('hex')}`;
const followers = [10, 50, 20, 40, 30, 60, 70].map((n) => n * 1000);
const rates = [5, 1, null, 4, 2, 3, 6];
const ids: number[] = [];

beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  const { user, team } = await createUser(em);
  teamId = team.id;
  client = new ApiClient(app.baseUrl);
  expect((await client.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  for (const [i, f] of followers.entries()) ids.push((await insertAccount(em, { description: word, followers: f, engagementRate: rates[i] })).accountId);
  // Two with equal followers: the id breaks the tie, so keyset paging loses none.
  ids.push((await insertAccount(em, { description: word, followers: 40_000, engagementRate: 1 })).accountId);
});
afterAll(() => app.close());

/** A search after the directory in memory has followed what the test just wrote (it follows in the background otherwise). */
const get = async (query: string) => (await app.services.directory.refresh(), client.get(`/api/directory/social-accounts?keywords=${word}&${query}`));

async function walk(query: string, limit: number) {
  const seen: number[] = [];
  let page = '1';
  for (let calls = 0; calls < 20; calls++) {
    const answer = await get(`${query}&limit=${limit}&page=${page}`);
    expect(answer.status, answer.text).toBe(200);
    seen.push(...answer.json.results.map((r: { id: number }) => r.id));
    if (!answer.json.hasMoreResults) {
      expect(answer.json.nextPage).toBeNull();
      return seen;
    }
    page = answer.json.nextPage;
  }
  throw new Error('never ended');
}

describe('sorting and keyset paging', () => {
  it('is answered from the directory in memory, kept in step with the accounts just written', async () => {
    const answer = await get('');
    expect(answer.headers.get('x-search-source')).toBe('memory');
    expect(answer.json.results).toHaveLength(ids.length);
  });
  it('defaults to followers descending and pages without gaps or repeats', async () => {
    const byFollowers = ids
      .map((id, i) => ({ id, f: i < followers.length ? followers[i]! : 40_000 }))
      .sort((a, b) => b.f - a.f || b.id - a.id)
      .map((r) => r.id);
    expect(await walk('', 3)).toEqual(byFollowers);
    expect(await walk('sort_order=asc', 2)).toEqual([...byFollowers].reverse());
  });
  it('sorts by engagement, leaving out accounts without a rate', async () => {
    const answer = await get('sort_by=engagement_rate');
    const shown = answer.json.results.map((r: { engagement_rate: number }) => r.engagement_rate);
    expect(shown).toEqual([6, 5, 4, 3, 2, 1, 1]);
    expect(await walk('sort_by=engagement_rate&sort_order=asc', 2)).toHaveLength(7);
  });
  it('sorts by the audience age group share and by relevance', async () => {
    const share = await get('audience_age_min=18&audience_age_max=24&audience_age_share_min=10&sort_by=audience_age_share');
    expect(share.status, share.text).toBe(200);
    expect(share.json.results[0].audience_age_share).toBe(30);
    const relevance = await get('sort_by=relevance');
    expect(relevance.status, relevance.text).toBe(200);
    expect(relevance.json.results).toHaveLength(8);
  });
  it('answers the total, the page number form too', async () => {
    const first = await get('limit=3');
    expect(first.json.query_info).toEqual({ total: 8, total_is_estimate: false });
    expect(first.json.hasMoreResults).toBe(true);
    const third = await get('limit=3&page=3');
    expect(third.json.results).toHaveLength(2);
    expect(third.json.hasMoreResults).toBe(false);
    const next = await get(`limit=3&page=${first.json.nextPage}`);
    expect(next.json.query_info.total).toBe(8);
  });
});

describe('a search that cannot finish in time', () => {
  it('answers 400 asking to refine the filters (not a 503), and the next search works', async () => {
    // Another transaction holds the directory locked: a search that has to read it (a name of
    // words too short for trigrams, which the memory leaves to the database) waits until its statement timeout.
    const blocker = new pg.Client({ connectionString: app.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table directory_search in access exclusive mode');
      const answer = await get('name=lo%20ck');
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain(SEARCH_TEXT.refineFilters);
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    expect((await get('name=lo%20ck')).status).toBe(200);
  });
});

describe('validation: a bad value is a 400 naming it', () => {
  it.each([
    ['followers_min=12345', 'followers_min'],
    ['platform=myspace', 'platform'],
    ['us_share_min=15', 'us_share_min'],
    ['engagement_min=4', 'engagement_min'],
    ['audience_gender=other', 'audience_gender'],
    ['talent_age_min=45&talent_age_max=34', 'talent_age_max'],
    ['followers_min=3000000&followers_max=10000', 'followers_max'],
    ['sort_by=height', 'sort_by'],
    ['sort_by=audience_age_share', 'sort_by'],
    ['limit=301', 'limit'],
    ['page=zz', 'page'],
    ['page=cnotacursor', 'page'],
  ])('%s', async (query, field) => {
    const answer = await get(query);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toContain(field);
  });
});

describe('access (spec §6)', () => {
  it('answers 401 when signed out', async () => {
    expect((await new ApiClient(app.baseUrl).get('/api/directory/social-accounts')).status).toBe(401);
  });
  it('accepts its own team_id and answers 404 to another team’s', async () => {
    expect((await get(`team_id=${teamId}`)).status).toBe(200);
    const other = await createUser(app.orm.em.fork());
    expect((await get(`team_id=${other.team.id}`)).status).toBe(404);
  });
  it('serves search-only members', async () => {
    const { user } = await createUser(app.orm.em.fork(), { role: 'search_only' });
    const searcher = new ApiClient(app.baseUrl);
    await searcher.signIn(user.email, TEST_PASSWORD);
    await app.services.directory.refresh();
    const answer = await searcher.get(`/api/directory/social-accounts?keywords=${word}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.results).toHaveLength(8);
  });
});
