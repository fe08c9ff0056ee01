import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Influencer } from '../../server/modules/directory/influencer.entity.js';
import { SocialPost } from '../../server/modules/directory/social-post.entity.js';
import { RosterEntry } from '../../server/modules/roster/roster-entry.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { TALENT_MSG } from '../../shared/talent-texts.js';
import type { ApiClient } from '../helpers/api-client.js';
import { createSheet } from '../helpers/public-factories.js';
import { createRosterCreator } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { createMasterTags, signedInMember } from './roster-helpers.js';

let app: TestApp;
let api: ApiClient;
let teamId: string;
let creatorId: number;
let sheetId: string;
const em = () => app.orm.em.fork() as EntityManager;
const entry = () => em().findOneOrFail(RosterEntry, { team: teamId, influencer: creatorId });
const publicProfile = async () => (await api.get(`/api/public/profile/${creatorId}/team/${teamId}`)).json;
const publicSheetCard = async () => (await api.get(`/api/public/talent-sheets/${sheetId}`)).json.influencers[0];

beforeAll(async () => {
  app = await startTestApp();
  const me = await signedInMember(app);
  api = me.api;
  teamId = me.team.id;
  await createMasterTags(em(), ['Fashion', 'Travel', 'Food', 'Music', 'Gaming']);
  const creator = await createRosterCreator(em(), me.team, { name: 'Maya Ortiz', tags: ['Fashion'] });
  creatorId = creator.id;
  await em().nativeUpdate(Influencer, { id: creatorId }, { description: 'Directory words' });
  sheetId = (await createSheet(em(), me.team, [creator])).id;
});
afterAll(() => app.close());

describe('tags', () => {
  it('saves tags trimmed and de-duplicated, creating new ones, and shows them on the public profile at once', async () => {
    await publicProfile(); // warm anything that could cache
    const saved = await api.post('/api/user/influencers/tags', { influencer_id: creatorId, tags: [' Fashion ', 'Fashion', '', 'Surf life'] });
    expect(saved.json).toEqual({ tags: ['Fashion', 'Surf life'] });
    expect((await publicProfile()).influencer.tags).toEqual(['Fashion', 'Surf life']);
  });

  it('displays at most 4 tags, with the spec text, and changes nothing', async () => {
    await api.post('/api/user/influencers/display-tags', { influencer_id: creatorId, tags: ['Travel'] });
    const five = await api.post('/api/user/influencers/display-tags', { influencer_id: creatorId, tags: ['Fashion', 'Travel', 'Food', 'Music', 'Gaming'] });
    expect(five.status).toBe(400);
    expect(five.json.fields.tags).toBe(TALENT_MSG.displayTagsMax);
    expect((await entry()).displayTags).toEqual(['Travel']);
    const four = await api.post('/api/user/influencers/display-tags', { influencer_id: creatorId, tags: ['Fashion', 'Travel', 'Food', 'Music', 'Music', ' '] });
    expect(four.json.tags).toEqual(['Fashion', 'Travel', 'Food', 'Music']);
    expect((await publicProfile()).influencer.tags).toEqual(['Fashion', 'Travel', 'Food', 'Music']);
  });

  it('displays only existing tags', async () => {
    const made = await api.post('/api/user/influencers/display-tags', { influencer_id: creatorId, tags: ['Invented here'] });
    expect(made.status).toBe(400);
    expect(made.json.error).toBe(TALENT_MSG.displayTagUnknown);
  });
});

describe('texts', () => {
  it('refuses a tagline longer than 30 characters with the spec text, trims, and removes on empty', async () => {
    const long = await api.post('/api/user/talent/custom-tagline', { influencer_id: creatorId, tagline: 'x'.repeat(31) });
    expect(long.status).toBe(400);
    expect(long.json.fields.tagline).toBe(TALENT_MSG.taglineTooLong);
    expect((await entry()).tagline).toBeNull();
    expect((await api.post('/api/user/talent/custom-tagline', { influencer_id: creatorId, tagline: '  Artist  ' })).json).toEqual({ tagline: 'Artist' });
    expect((await publicSheetCard()).tagline).toBe('Artist');
    expect((await publicProfile()).influencer.tagline).toBe('Artist');
    expect((await api.post('/api/user/talent/custom-tagline', { influencer_id: creatorId, tagline: '' })).json).toEqual({ tagline: null });
    expect((await publicSheetCard()).tagline).toBeNull();
  });

  it('stores markdown with a script as text, and clears the description on empty', async () => {
    const hostile = 'Hello <script>alert(1)</script> [x](javascript:alert(1))';
    const saved = await api.post('/api/user/talent/custom-description', { influencer_id: creatorId, description: hostile });
    expect(saved.json.custom_description).toBe(hostile);
    expect((await publicProfile()).influencer.description).toBe(hostile);
    await api.post('/api/user/talent/custom-description', { influencer_id: creatorId, description: '-' });
    expect((await publicProfile()).influencer.description).toBeNull();
    await api.post('/api/user/talent/custom-description', { influencer_id: creatorId, description: '' });
    expect((await publicProfile()).influencer.description).toBe('Directory words');
  });

  it('saves a rate card answering OK, refuses a partial row, and an all-empty card removes it', async () => {
    const rows = [{ platform: 'instagram', description: 'Reel', rate: '$1,000' }];
    const saved = await api.post('/api/user/talent/rate-card', { influencer_id: creatorId, rate_card: [...rows, { platform: '', description: '', rate: '' }] });
    expect(saved.json).toBe('OK');
    expect((await publicProfile()).influencer.rate_card).toEqual(rows);
    const partial = await api.post('/api/user/talent/rate-card', {
      influencer_id: creatorId,
      rate_card: [{ platform: 'tiktok', description: 'Video', rate: '' }],
    });
    expect(partial.status).toBe(400);
    expect(partial.json.fields.rate_card).toBe(TALENT_MSG.rateCardRowIncomplete);
    expect((await entry()).rateCard).toEqual(rows);
    await api.post('/api/user/talent/rate-card', { influencer_id: creatorId, rate_card: [{ platform: '', description: '', rate: '' }] });
    expect((await entry()).rateCard).toBeNull();
  });
});

describe('what the profile shows', () => {
  it('saves location and hidden statistics, shown on the public profile and sheet at once', async () => {
    await api.post('/api/update-influencer-location', { influencer_id: creatorId, city: 'Lisbon', state: '' });
    expect((await publicProfile()).influencer).toMatchObject({ city: 'Lisbon', state: null });
    expect((await publicSheetCard()).total_reach).toBe(1000);
    const hide = await api.post('/api/team/advanced-influencer-settings', {
      influencer_id: creatorId,
      stringifiedSettings: '{"followers":true,"engagement_rate":false}',
    });
    expect(hide.json).toEqual({ success: true });
    expect((await entry()).statDisplaySettings).toEqual({ followers: true });
    expect((await publicSheetCard()).total_reach).toBeNull();
    const bad = await api.post('/api/team/advanced-influencer-settings', { influencer_id: creatorId, stringifiedSettings: 'not json' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toHaveProperty('stringifiedSettings');
  });

  it('hides posts through the influencer settings', async () => {
    const saved = await api.post('/api/team/influencer-settings', { influencer_id: creatorId, settings: { excluded_post_ids: ['p1', 'p1', 'p2'] } });
    expect(saved.json).toEqual({ excluded_post_ids: ['p1', 'p2'], disabledInfoBoxes: [], custom_display_name: null });
    const extra = await api.get(`/api/user/influencers/extra-data/${creatorId}`);
    expect(extra.json.excluded_post_ids).toEqual(['p1', 'p2']);
  });

  it('lists every post of the creator for the post editor, newest first, the hidden ones marked', async () => {
    const withPosts = await createRosterCreator(em(), await em().findOneOrFail(Team, teamId), { posts: 3 });
    const posts = await em().find(SocialPost, { account: { influencer: withPosts.id } }, { orderBy: { postedAt: 'desc' } });
    await api.post('/api/team/influencer-settings', { influencer_id: withPosts.id, settings: { excluded_post_ids: [posts[1]!.postId] } });
    const extra = await api.get(`/api/user/influencers/extra-data/${withPosts.id}`);
    expect(extra.json.posts).toEqual(
      posts.map((post, i) => ({
        post_id: post.postId,
        platform: 'instagram',
        category: 'recent_posts',
        link: null,
        image: null,
        caption: `Post ${i + 1}`,
        hidden: i === 1,
      })),
    );
  });

  it('answers the signed-in profile with the customisation and the sheets', async () => {
    const profile = await api.get(`/api/influencers/profiles/${creatorId}`);
    expect(profile.status).toBe(200);
    expect(profile.json.influencers[0].customisation).toMatchObject({ city: 'Lisbon', stat_display_settings: { followers: true }, is_favorite: false });
    expect(profile.json.sheets.map((s: { id: string }) => s.id)).toEqual([sheetId]);
  });
});

describe('another team and signed out', () => {
  it("answers 404 to another team's member on every creator call, and changes nothing", async () => {
    const stranger = (await signedInMember(app)).api;
    const before = JSON.stringify(await entry());
    const answers = await Promise.all([
      stranger.get(`/api/influencers/profiles/${creatorId}`),
      stranger.get(`/api/user/influencers/extra-data/${creatorId}`),
      stranger.post('/api/user/influencers/tags', { influencer_id: creatorId, tags: ['x'] }),
      stranger.post('/api/user/influencers/display-tags', { influencer_id: creatorId, tags: [] }),
      stranger.post('/api/update-influencer-location', { influencer_id: creatorId, city: 'X' }),
      stranger.post('/api/team/advanced-influencer-settings', { influencer_id: creatorId, stringifiedSettings: '{}' }),
      stranger.post('/api/team/influencer-settings', { influencer_id: creatorId, settings: { excluded_post_ids: [] } }),
      stranger.post('/api/user/talent/custom-description', { influencer_id: creatorId, description: 'x' }),
      stranger.post('/api/user/talent/custom-tagline', { influencer_id: creatorId, tagline: 'x' }),
      stranger.post('/api/user/talent/rate-card', { influencer_id: creatorId, removeRateCard: true }),
      stranger.post('/api/user/team/roster/remove', { influencer_id: creatorId }),
      stranger.post('/api/user/influencers/favorite', { influencer_id: creatorId, favorite: true }),
    ]);
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(404));
    expect(answers[0].json).toMatchObject({ error: TALENT_MSG.influencerNotFound, code: 'NOT_FOUND' });
    expect(JSON.stringify(await entry())).toBe(before);
  });

  it('answers 401 when signed out', async () => {
    const { ApiClient } = await import('../helpers/api-client.js');
    const anonymous = new ApiClient(app.baseUrl);
    const answers = await Promise.all([
      anonymous.get(`/api/influencers/profiles/${creatorId}`),
      anonymous.post('/api/user/talent/custom-tagline', { influencer_id: creatorId, tagline: 'x' }),
      anonymous.get('/api/user/team/tags'),
      anonymous.get('/api/search/influencers/favorites'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
  });
});

describe('removing from the roster', () => {
  it('takes the creator off the roster; the sheet keeps it; the team profile is gone', async () => {
    expect((await api.get(`/api/talent-sheets/${sheetId}`)).json.influencers).toMatchObject([{ id: creatorId, on_roster: true }]);
    const removed = await api.post('/api/user/team/roster/remove', { influencer_id: creatorId });
    expect(removed.json).toEqual({ success: true });
    expect(await em().count(RosterEntry, { team: teamId, influencer: creatorId })).toBe(0);
    expect((await api.get(`/api/public/talent-sheets/${sheetId}`)).json.influencers.map((i: { id: number }) => i.id)).toEqual([creatorId]);
    // The team's sheet screens say the creator is no longer on the roster.
    expect((await api.get(`/api/talent-sheets/${sheetId}`)).json.influencers).toMatchObject([{ id: creatorId, on_roster: false }]);
    expect((await api.get(`/api/public/profile/${creatorId}/team/${teamId}`)).status).toBe(404);
    expect((await api.get(`/api/influencers/profiles/${creatorId}`)).status).toBe(404);
  });
});
