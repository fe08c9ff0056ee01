import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { TEST_PASSWORD, createUser } from '../helpers/factories.js';
import { insertAccount, type HandMadeAccount } from '../helpers/search-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let client: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  const { user } = await createUser(app.orm.em.fork());
  client = new ApiClient(app.baseUrl);
  expect((await client.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
});
afterAll(() => app.close());

const marker = () => `mark${randomBytes(5).toString('hex')}`;

/** A search after the directory in memory has followed what the test just wrote (it follows in the background otherwise). */
async function search(params: Record<string, string | number>) {
  await app.services.directory.refresh();
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const answer = await client.get(`/api/directory/social-accounts?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as { results: { id: number; handle: string; audience_age_share: number | null }[]; query_info: { total: number } };
}

/** Creates `inside` and `outside` (tagged by a fresh keyword) and checks the filter keeps only the first. */
async function expectNarrows(filter: Record<string, string | number>, inside: HandMadeAccount, outside: HandMadeAccount) {
  const word = marker();
  const em = app.orm.em.fork();
  const kept = await insertAccount(em, { description: `Loves ${word}.`, ...inside });
  const dropped = await insertAccount(em, { description: `Loves ${word}.`, ...outside });
  const everything = await search({ keywords: word, platform: inside.platform ?? 'instagram' });
  expect(
    everything.results.map((r) => r.id),
    'both match without the filter',
  ).toContain(kept.accountId);
  const narrowed = await search({ keywords: word, platform: inside.platform ?? 'instagram', ...filter });
  expect(narrowed.results.map((r) => r.id)).toEqual([kept.accountId]);
  expect(narrowed.query_info.total).toBe(1);
  if (inside.platform === outside.platform || outside.platform === undefined) {
    expect(everything.results.map((r) => r.id)).toContain(dropped.accountId);
  }
  return narrowed;
}

describe('every filter narrows, boundaries included (spec §2.7, §5, §9)', () => {
  it('platform', () => expectNarrows({ platform: 'tiktok' }, { platform: 'tiktok' }, { platform: 'instagram' }));
  it('followers minimum and maximum', async () => {
    await expectNarrows({ followers_min: 50_000 }, { followers: 50_000 }, { followers: 49_999 });
    await expectNarrows({ followers_max: 1_000_000 }, { followers: 1_000_000 }, { followers: 1_000_001 });
  });
  it('US audience share', () => expectNarrows({ us_share_min: 30 }, { usShare: 30 }, { usShare: 29.9 }));
  it('audience age group: the overlapping buckets add up to the minimum share', async () => {
    const n = await expectNarrows(
      { audience_age_min: 18, audience_age_max: 34, audience_age_share_min: 60 },
      { ages: [10, 30, 30, 10, 10, 10] },
      { ages: [11, 30, 29, 10, 10, 10] },
    );
    expect(n.results[0]!.audience_age_share).toBe(60);
    await expectNarrows({ audience_age_min: 65, audience_age_share_min: 10 }, { ages: [10, 30, 30, 10, 10, 10] }, { ages: [11, 30, 30, 10, 10, 9] });
    await expectNarrows({ audience_age_max: 17, audience_age_share_min: 20 }, { ages: [20, 30, 20, 10, 10, 10] }, { ages: [19, 30, 21, 10, 10, 10] });
  });
  it('an audience age group without a minimum share is cleared', async () => {
    const word = marker();
    const em = app.orm.em.fork();
    await insertAccount(em, { description: word, ages: [0, 0, 0, 0, 0, 100] });
    expect((await search({ keywords: word, audience_age_min: 18, audience_age_max: 24 })).results).toHaveLength(1);
  });
  it('audience gender skew of 70 % or more', async () => {
    await expectNarrows({ audience_gender: 'female' }, { female: 70 }, { female: 69.9 });
    await expectNarrows({ audience_gender: 'male' }, { female: 30 }, { female: 30.1 });
  });
  it('engagement rate minimum', () => expectNarrows({ engagement_min: 3 }, { engagementRate: 3 }, { engagementRate: 2.9 }));
  it('average views minimum and maximum', async () => {
    await expectNarrows({ avg_views_min: 10_000 }, { avgViews: 10_000 }, { avgViews: 9_999 });
    await expectNarrows({ avg_views_max: 5_000 }, { avgViews: 5_000 }, { avgViews: 5_001 });
    await expectNarrows({ avg_views_min: 5_000 }, { avgViews: 5_000 }, { avgViews: null });
  });
  it('talent gender', () => expectNarrows({ talent_gender: 'male' }, { gender: 'male' }, { gender: 'female' }));
  it('talent age: the creator’s age range overlaps From-To', async () => {
    await expectNarrows({ talent_age_min: 35 }, { ageMin: 35, ageMax: 44 }, { ageMin: 25, ageMax: 34 });
    await expectNarrows({ talent_age_max: 34 }, { ageMin: 25, ageMax: 34 }, { ageMin: 35, ageMax: 44 });
    await expectNarrows({ talent_age_min: 65 }, { ageMin: 65, ageMax: null }, { ageMin: 45, ageMax: 64 });
    await expectNarrows({ talent_age_min: 55, talent_age_max: 64 }, { ageMin: 45, ageMax: 64 }, { ageMin: 65, ageMax: null });
  });
  it('name search, typos included', async () => {
    const word = marker();
    await expectNarrows({ name: 'Bartholomew' }, { name: `Bartholomew ${word}` }, { name: `Eleanor ${word}` });
    await expectNarrows({ name: 'bartholomeu' }, { name: `Bartholomew ${word}x` }, { name: `Eleanor ${word}x` });
  });
  it('keywords match names, handles, descriptions and interests; all keywords must match', async () => {
    const word = marker();
    const em = app.orm.em.fork();
    const byDescription = await insertAccount(em, { description: `Skateboarding every day ${word}` });
    const byInterest = await insertAccount(em, { description: `x ${word}`, interests: ['Skateboarding'] });
    const byHandle = await insertAccount(em, { description: `y ${word}`, handle: `skateboarding_${word}` });
    await insertAccount(em, { description: `Knitting ${word}` });
    const found = await search({ keywords: `${word},skateboard` });
    expect(found.results.map((r) => r.id).sort()).toEqual([byDescription.accountId, byInterest.accountId, byHandle.accountId].sort());
  });
  it('relevance: a keyword in the name before one in the description; the closest name first', async () => {
    const word = marker();
    const em = app.orm.em.fork();
    const inDescription = await insertAccount(em, { description: `Surfing ${word}`, followers: 900_000 });
    const inName = await insertAccount(em, { name: `Surfing ${word}`, description: 'Waves', followers: 20_000 });
    const byKeyword = await search({ keywords: `${word},surfing`, sort_by: 'relevance' });
    expect(byKeyword.results.map((r) => r.id)).toEqual([inName.accountId, inDescription.accountId]);
    const close = await insertAccount(em, { name: `Marguerite ${word}`, followers: 10_000 });
    const typo = await insertAccount(em, { name: `Margueritte ${word}`, followers: 3_000_000 });
    const byName = await search({ keywords: word, name: 'marguerite', sort_by: 'relevance' });
    expect(byName.results.map((r) => r.id)).toEqual([close.accountId, typo.accountId]);
  });
  it('tags: every selected tag of the team’s roster', async () => {
    const em = app.orm.em.fork();
    const { team } = await createUser(em);
    const me = await createUser(em, { team });
    const mine = new ApiClient(app.baseUrl);
    await mine.signIn(me.user.email, TEST_PASSWORD);
    const word = marker();
    const both = await insertAccount(em, { description: word });
    const one = await insertAccount(em, { description: word });
    await em
      .getConnection()
      .execute(
        `insert into roster_entry (team_id, influencer_id, tags, display_tags, created_at, updated_at) values (?, ?, '{a,b}', '{}', now(), now()), (?, ?, '{a}', '{}', now(), now())`,
        [team.id, both.influencerId, team.id, one.influencerId],
      );
    await app.services.directory.refresh();
    const answer = await mine.get(`/api/directory/social-accounts?keywords=${word}&tags=a,b`);
    expect(answer.json.results.map((r: { id: number }) => r.id)).toEqual([both.accountId]);
    const all = await mine.get(`/api/directory/social-accounts?keywords=${word}`);
    expect(all.json.results.map((r: { on_roster: boolean }) => r.on_roster)).toEqual([true, true]);
    // Another team's tags mean nothing here, and its roster is not marked.
    const other = await client.get(`/api/directory/social-accounts?keywords=${word}&tags=a`);
    expect(other.json.results).toEqual([]);
  });
  it('follows a creator renamed in the directory (the triggers keep the search columns in step)', async () => {
    const word = marker();
    const em = app.orm.em.fork();
    const { influencerId, accountId } = await insertAccount(em, { name: `Gwendolyn ${word}`, description: word });
    await em.getConnection().execute(`update influencer set fullname = ?, gender = 'male' where id = ?`, [`Maximilian ${word}`, influencerId]);
    expect((await search({ name: 'Maximilian', keywords: word })).results.map((r) => r.id)).toEqual([accountId]);
    expect((await search({ name: 'Gwendolyn', keywords: word })).results).toEqual([]);
    expect((await search({ talent_gender: 'male', keywords: word })).results.map((r) => r.id)).toEqual([accountId]);
    await em.getConnection().execute('update social_account set followers = 7 where id = ?', [accountId]);
    expect((await search({ keywords: word, followers_min: 10_000 })).results).toEqual([]);
    await em.getConnection().execute('delete from social_account where id = ?', [accountId]);
    expect((await search({ keywords: word })).results).toEqual([]);
  });
});
