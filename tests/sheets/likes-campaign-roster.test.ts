import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRosterCreator, createRosterCreators } from '../helpers/sheets-factories.js';
import { createInfluencer } from '../model/model-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { save, signedInMember } from './sheet-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('likes', () => {
  it('adds once per team, lists and deletes likes of a sheet', async () => {
    const { api, team, em, user } = await signedInMember(app);
    const colleague = await signedInMember(app, team);
    const [a, b] = await createRosterCreators(em, team, 2);
    const sheet = (await save(api, { title: 'Liked', influencers: [{ influencer_id: a.id }, { influencer_id: b.id }] })).json.sheet_id;
    const like = { influencer_id: a.id, salesheet_id: sheet, team_id: team.id };

    expect((await api.post('/api/user/influencer-likes', like)).json).toEqual({ success: true });
    expect((await colleague.api.post('/api/user/influencer-likes', like)).json).toEqual({ success: true });
    const listed = await colleague.api.get(`/api/user/influencer-likes?salesheet_id=${sheet}&team_id=${team.id}`);
    expect(listed.json.likes).toEqual([{ influencer_id: a.id, salesheet_id: sheet, team_id: team.id, user_id: user.id }]);

    const removed = await api.request('DELETE', `/api/user/influencer-likes?influencer_id=${a.id}&salesheet_id=${sheet}&team_id=${team.id}`);
    expect(removed.json).toEqual({ success: true });
    expect((await api.get(`/api/user/influencer-likes?salesheet_id=${sheet}`)).json.likes).toEqual([]);
  });

  it('refuses a creator who is not on the sheet, and names a bad field', async () => {
    const { api, team, em } = await signedInMember(app);
    const [a] = await createRosterCreators(em, team, 1);
    const sheet = (await save(api, { title: 'Empty', influencers: [] })).json.sheet_id;
    expect((await api.post('/api/user/influencer-likes', { influencer_id: a.id, salesheet_id: sheet })).status).toBe(404);
    const bad = await api.post('/api/user/influencer-likes', { influencer_id: 'x', salesheet_id: sheet });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fields)).toEqual(['influencer_id']);
  });
});

describe('campaign tracking', () => {
  it('saves and loads the cells by creator, trimming and keeping untouched columns', async () => {
    const { api, team, em } = await signedInMember(app);
    const [a, b] = await createRosterCreators(em, team, 2);
    const sheet = (await save(api, { title: 'Launch', sheet_type: 'campaign', influencers: [{ influencer_id: a.id }, { influencer_id: b.id }] })).json.sheet_id;
    expect((await api.get(`/api/user/campaign/${sheet}`)).json).toEqual({ sheet_id: sheet, campaign_data: {} });

    const first = await api.post('/api/user/campaign/save', {
      talent_sheet_id: sheet,
      campaign_data: { [a.id]: { date_sent: '05/01/26', sender: 'Avery', contact: 'a@x.test', replied: 'Y', rate: '$500', notes: ' Loves it ' } },
    });
    expect(first.json).toEqual({ success: true });
    await api.post('/api/user/campaign/save', { talent_sheet_id: sheet, campaign_data: { [a.id]: { replied: 'N' }, [b.id]: { rate: '$900' } } });

    const loaded = await api.get(`/api/user/campaign/${sheet}`);
    expect(loaded.json.campaign_data).toEqual({
      [a.id]: { date_sent: '05/01/26', sender: 'Avery', contact: 'a@x.test', replied: 'N', rate: '$500', notes: 'Loves it' },
      [b.id]: { date_sent: null, sender: null, contact: null, replied: null, rate: '$900', notes: null },
    });
  });

  it('refuses rows of creators not on the sheet and names the field', async () => {
    const { api, team, em } = await signedInMember(app);
    const stranger = await createRosterCreator(em, team);
    const sheet = (await save(api, { title: 'Launch', influencers: [] })).json.sheet_id;
    const answer = await api.post('/api/user/campaign/save', { talent_sheet_id: sheet, campaign_data: { [stranger.id]: { notes: 'x' } } });
    expect(answer.status).toBe(400);
    const badKey = await api.post('/api/user/campaign/save', { talent_sheet_id: sheet, campaign_data: { abc: { notes: 'x' } } });
    expect(badKey.status).toBe(400);
    expect(Object.keys(badKey.json.fields)[0]).toMatch(/^campaign_data/);
  });
});

describe('GET /api/user/influencers', () => {
  it("lists the team's roster only, with total, reach, sorting, name and every-tag filters", async () => {
    const { api, team, em } = await signedInMember(app);
    await createRosterCreator(em, team, { name: 'Zoe Park', followers: 5000, tags: ['beauty', 'travel'] });
    await createRosterCreator(em, team, { name: 'Adam Lee', followers: 9000, tags: ['beauty'] });
    await createRosterCreator(em, team, { name: 'Mia Zhou', followers: 100, tags: ['travel'] });
    const other = await signedInMember(app);
    await createRosterCreator(other.em, other.team, { name: 'Not Mine' });
    await createInfluencer(em, 'Not On Any Roster');
    const names = async (query: string) => (await api.get(`/api/user/influencers${query}`)).json.influencers.map((i: { fullname: string }) => i.fullname);

    const all = await api.get('/api/user/influencers');
    expect(all.json.total_influencers).toBe(3);
    expect(all.json.reach).toBe(14100);
    expect(all.json.team_tags).toEqual(['beauty', 'travel']);
    expect(await names('?sort_field=name')).toEqual(['Adam Lee', 'Mia Zhou', 'Zoe Park']);
    expect(await names('?sort_field=followers&sort_direction=desc')).toEqual(['Adam Lee', 'Zoe Park', 'Mia Zhou']);
    const tagged = await api.get('/api/user/influencers?tags=beauty,travel');
    expect(
      tagged.json.influencers?.map((i: { fullname: string }) => i.fullname),
      tagged.text,
    ).toEqual(['Zoe Park']);
    expect(await names('?name_filter=zho')).toEqual(['Mia Zhou']);
    expect(await names('?name_filter=zo&sort_field=name')).toHaveLength(3);
    expect(await names('?sort_field=name&limit=2&page=2')).toEqual(['Zoe Park']);
    const zoe = all.json.influencers.find((i: { fullname: string }) => i.fullname === 'Zoe Park');
    expect(await names(`?influencer_ids=${zoe.id}`)).toEqual(['Zoe Park']);
    expect(zoe).toMatchObject({ followers: 5000, tags: ['beauty', 'travel'] });
  });

  it('names the field of a bad sort', async () => {
    const { api } = await signedInMember(app);
    const answer = await api.get('/api/user/influencers?sort_field=height');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.fields)).toEqual(['sort_field']);
  });
});
