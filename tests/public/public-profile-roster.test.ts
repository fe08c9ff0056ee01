import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { PUBLIC_LIMIT } from '../../shared/public-constants.js';
import { PUBLIC_LABEL, PUBLIC_MSG } from '../../shared/public-texts.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTeam } from '../helpers/factories.js';
import { addToRoster, createCollection, createCreator, createSheet } from '../helpers/public-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let api: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.baseUrl);
});
afterAll(() => app.close());

const em = () => app.orm.em.fork();

describe('GET /api/public/profile/{influencerId}/team/{teamId}', () => {
  it("shows the team's additions, hides hidden posts and statistics, and keeps only the top 5 countries", async () => {
    const team = await createTeam(em());
    const { influencer, accounts } = await createCreator(em(), {
      accounts: [
        { platform: 'instagram', followers: 50_000, posts: 4 },
        { platform: 'tiktok', followers: 90_000, posts: 0 },
      ],
    });
    await addToRoster(em(), team, influencer, {
      customDisplayName: 'Ana Stage',
      tags: ['fashion', 'travel', 'food', 'beauty'],
      customDescription: 'See [my site](https://ana.test)',
      rateCard: [{ platform: 'instagram', description: 'Reel', rate: '$1,000' }],
      excludedPostIds: [`post-${accounts[0].id}-1`],
      statDisplaySettings: { 'instagram.avg_views': true },
    });
    const answer = await api.get(`/api/public/profile/${influencer.id}/team/${team.id}`);
    expect(answer.status).toBe(200);
    const { influencer: shown, accounts: shownAccounts } = answer.json;
    expect(shown).toMatchObject({ display_name: 'Ana Stage', tags: ['fashion', 'travel', 'food'], description: 'See [my site](https://ana.test)' });
    expect(shown.rate_card).toHaveLength(1);
    const instagram = shownAccounts.find((a: { platform: string }) => a.platform === 'instagram');
    const tiktok = shownAccounts.find((a: { platform: string }) => a.platform === 'tiktok');
    expect(instagram.avg_views).toBeNull();
    expect(tiktok.avg_views).toBe(40_000);
    expect(instagram.posts.top_posts.map((p: { post_id: string }) => p.post_id)).not.toContain(`post-${accounts[0].id}-1`);
    expect(instagram.posts.top_posts).toHaveLength(3);
    expect(instagram.audience_countries).toHaveLength(PUBLIC_LIMIT.topCountries);
    expect(instagram.notable_followers).toBeNull();
    expect(tiktok.notable_followers).toHaveLength(1);
  });

  it("answers the profile error for a creator on another team's roster", async () => {
    const [mine, theirs] = [await createTeam(em()), await createTeam(em())];
    const { influencer } = await createCreator(em());
    await addToRoster(em(), theirs, influencer);
    const answer = await api.get(`/api/public/profile/${influencer.id}/team/${mine.id}`);
    expect(answer.status).toBe(404);
    expect(answer.json.error).toBe(PUBLIC_MSG.profileLoadError);
    expect((await api.get(`/api/public/profile/${influencer.id}/team/${theirs.id}`)).status).toBe(200);
  });

  it('answers the directory profile without any team at /api/public/profile/{id}', async () => {
    const team = await createTeam(em());
    const { influencer } = await createCreator(em(), { fullname: 'Plain Name' });
    await addToRoster(em(), team, influencer, { customDisplayName: 'Team Name', rateCard: [{ platform: 'other', description: 'x', rate: '1' }] });
    const answer = await api.get(`/api/public/profile/${influencer.id}`);
    expect(answer.json.influencer).toMatchObject({ display_name: 'Plain Name', rate_card: [] });
    expect(answer.json.team).toBeNull();
    expect((await api.get('/api/public/profile/99999999')).status).toBe(404);
  });
});

describe('GET /api/public/collections/{id}', () => {
  it('lists live sheets in order with public titles and the creators of this load', async () => {
    const team = await createTeam(em());
    const a = (await createCreator(em(), { fullname: 'A' })).influencer;
    const b = (await createCreator(em(), { fullname: 'B' })).influencer;
    const first = await createSheet(em(), team, [a], { description: 'Music' });
    const second = await createSheet(em(), team, [b], { description: null });
    const gone = await createSheet(em(), team, [a], { description: 'Deleted' });
    await em().nativeUpdate(TalentSheet, gone.id, { deletedAt: new Date() });
    const collection = await createCollection(em(), team, [first, second, gone], 'Spring');
    const answer = await api.get(`/api/public/collections/${collection.id}`);
    expect(answer.status).toBe(200);
    expect(answer.json.collection.title).toBe('Spring');
    expect(answer.json.sheets.map((s: { title: string }) => s.title)).toEqual(['Music', PUBLIC_LABEL.selectedTalent]);
    expect(answer.json.entries.map((e: { name: string; sheet_id: string }) => [e.name, e.sheet_id])).toEqual([
      ['A', first.id],
      ['B', second.id],
    ]);
    expect(answer.json.hasMoreResults).toBe(false);
    expect((await api.get('/api/public/collections/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});

describe('GET /api/team/roster/{teamId}', () => {
  it("answers the team's roster with totals and platforms, and nothing of another team", async () => {
    const team = await createTeam(em());
    const other = await createTeam(em());
    const ana = (
      await createCreator(em(), {
        fullname: 'Ana',
        accounts: [
          { platform: 'instagram', followers: 1000 },
          { platform: 'youtube', followers: 500 },
        ],
      })
    ).influencer;
    const ben = (await createCreator(em(), { fullname: 'Ben', accounts: [{ platform: 'tiktok', followers: 2000 }] })).influencer;
    const carl = (await createCreator(em(), { fullname: 'Carl' })).influencer;
    await addToRoster(em(), team, ana);
    await addToRoster(em(), team, ben);
    await addToRoster(em(), other, carl);
    const answer = await api.get(`/api/team/roster/${team.id}`);
    expect(answer.status).toBe(200);
    expect(answer.json.influencers.map((c: { name: string }) => c.name)).toEqual(['Ana', 'Ben']);
    expect(answer.json.teamDetails).toEqual({ total_influencers: 2, reach: 3500, platforms: ['instagram', 'tiktok', 'youtube'] });
    expect((await api.get('/api/team/roster/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
