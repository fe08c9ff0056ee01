import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { createRosterCreators } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { save, signedInMember } from './sheet-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('public title', () => {
  it('saves a heading, ignores an empty one, and null clears it', async () => {
    const { api } = await signedInMember(app);
    const { json } = await save(api, { title: 'Headed', influencers: [] });
    const heading = () => api.get(`/api/talent-sheets/${json.sheet_id}`).then((r) => r.json.sheet.description);

    expect((await api.post('/api/user/talent-sheets/public-title', { sheet_id: json.sheet_id, public_title: 'Fall Faces' })).json).toEqual({ success: true });
    expect(await heading()).toBe('Fall Faces');
    expect((await api.post('/api/user/talent-sheets/public-title', { sheet_id: json.sheet_id, public_title: '   ' })).status).toBe(200);
    expect(await heading()).toBe('Fall Faces');
    await api.post('/api/user/talent-sheets/public-title', { sheet_id: json.sheet_id, public_title: null });
    expect(await heading()).toBeNull();
  });

  it('names the field on bad input', async () => {
    const { api } = await signedInMember(app);
    const answer = await api.post('/api/user/talent-sheets/public-title', { sheet_id: 'not a valid id!', public_title: 'x' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.fields)).toEqual(['sheet_id']);
  });
});

describe('delete', () => {
  it('hides the sheet from the lists and from GET', async () => {
    const { api } = await signedInMember(app);
    const kept = await save(api, { title: 'Kept', influencers: [] });
    const gone = await save(api, { title: 'Gone', influencers: [] });
    expect((await api.post('/api/user/talent-sheets/delete', { sheet_id: gone.json.sheet_id })).json).toEqual({ success: true });

    expect((await api.get(`/api/talent-sheets/${gone.json.sheet_id}`)).status).toBe(404);
    const list = await api.get('/api/talent-sheets');
    expect(list.json.sheets.map((s: { id: string }) => s.id)).toEqual([kept.json.sheet_id]);
    const basic = await api.get('/api/talent-sheets/basic');
    expect(basic.json.sheet_count).toBe(1);
    expect(basic.json.ordered_sheets.map((s: { title: string }) => s.title)).toEqual(['Kept']);
    expect((await api.post('/api/user/talent-sheets/delete', { sheet_id: gone.json.sheet_id })).status).toBe(404);
  });
});

describe('copy', () => {
  it('copies the creators and notes in order to a new sheet', async () => {
    const { api, team, em } = await signedInMember(app);
    const [a, b, c] = await createRosterCreators(em, team, 3);
    const source = await save(api, {
      title: 'Original',
      influencers: [{ influencer_id: c.id, note: 'c first' }, { influencer_id: a.id }, { influencer_id: b.id, note: 'b last' }],
    });
    const copy = await api.post('/api/user/talent-sheets/copy', { sheet_id: source.json.sheet_id, new_sheet_title: 'Copied' });
    expect(copy.status).toBe(200);
    const loaded = await api.get(`/api/talent-sheets/${copy.json.sheet_id}`);
    expect(loaded.json.sheet).toMatchObject({ title: 'Copied', influencer_ids: [c.id, a.id, b.id] });
    expect(loaded.json.sheet.notes).toEqual({ [String(c.id)]: 'c first', [String(b.id)]: 'b last' });
  });

  it('needs a new title', async () => {
    const { api } = await signedInMember(app);
    const source = await save(api, { title: 'Original', influencers: [] });
    const answer = await api.post('/api/user/talent-sheets/copy', { sheet_id: source.json.sheet_id, new_sheet_title: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toEqual({ new_sheet_title: MSG.sheetNameRequired });
  });
});

describe('lists', () => {
  it('filters by title beyond 2 characters, by creator, by type, and pages', async () => {
    const first = await signedInMember(app);
    const second = await signedInMember(app, first.team);
    await save(first.api, { title: 'Beauty Q1', influencers: [] });
    await save(second.api, { title: 'Beauty Q2', influencers: [] });
    await save(second.api, { title: 'Gaming', sheet_type: 'campaign', influencers: [] });
    const titles = async (query: string) => (await first.api.get(`/api/talent-sheets${query}`)).json.sheets.map((s: { title: string }) => s.title);

    expect(await titles('')).toEqual(['Gaming', 'Beauty Q2', 'Beauty Q1']);
    expect(await titles('?title_filter=bea')).toEqual(['Beauty Q2', 'Beauty Q1']);
    expect(await titles('?title_filter=be')).toHaveLength(3);
    expect(await titles('?only_mine=true')).toEqual(['Beauty Q1']);
    expect(await titles('?sheet_type=campaign')).toEqual(['Gaming']);
    expect(await titles('?page=2&limit=2')).toEqual(['Beauty Q1']);
    const basic = await second.api.get('/api/talent-sheets/basic');
    expect(basic.json.user_sheets_ordered.map((s: { title: string }) => s.title)).toEqual(['Gaming', 'Beauty Q2']);
  });

  it('names the field of a bad page size', async () => {
    const { api } = await signedInMember(app);
    const answer = await api.get('/api/talent-sheets?limit=0');
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.fields)).toEqual(['limit']);
  });
});

describe('remove-influencer and client-response', () => {
  it('removes a creator from the chosen sheets only, and records the client answer', async () => {
    const { api, team, em } = await signedInMember(app);
    const [a, b] = await createRosterCreators(em, team, 2);
    const one = await save(api, { title: 'One', influencers: [{ influencer_id: a.id }, { influencer_id: b.id }] });
    const two = await save(api, { title: 'Two', influencers: [{ influencer_id: a.id }] });
    const accepted = await api.post('/api/user/influencer/talent-sheet/client-response', {
      sheet_id: two.json.sheet_id,
      influencer_id: a.id,
      client_accepted: true,
    });
    expect(accepted.json).toEqual({ client_accepted: true });
    expect((await api.post('/api/user/talent-sheets/remove-influencer', { influencer_id: a.id, sheet_ids: [] })).json).toEqual({ success: true });
    await api.post('/api/user/talent-sheets/remove-influencer', { influencer_id: a.id, sheet_ids: [one.json.sheet_id] });
    expect((await api.get(`/api/talent-sheets/${one.json.sheet_id}`)).json.sheet.influencer_ids).toEqual([b.id]);
    expect((await api.get(`/api/talent-sheets/${two.json.sheet_id}`)).json.sheet.influencer_ids).toEqual([a.id]);
  });
});
