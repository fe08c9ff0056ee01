import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { createRosterCreators, createResponseSheet } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { save, signedInMember } from './sheet-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/user/talent-sheets/save', () => {
  it('creates a sheet whose creators and notes come back in order', async () => {
    const { api, team, em } = await signedInMember(app);
    const [a, b, c] = await createRosterCreators(em, team, 3);
    const saved = await save(api, {
      title: 'Summer pitch',
      sheet_type: 'talent',
      influencers: [{ influencer_id: c.id, note: 'Great with food brands' }, { influencer_id: a.id }, { influencer_id: b.id, note: '  ' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.sheet_id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const loaded = await api.get(`/api/talent-sheets/${saved.json.sheet_id}`);
    expect(loaded.status).toBe(200);
    expect(loaded.json.sheet.title).toBe('Summer pitch');
    expect(loaded.json.sheet.influencer_ids).toEqual([c.id, a.id, b.id]);
    expect(loaded.json.influencers.map((i: { note: string | null }) => i.note)).toEqual(['Great with food brands', null, null]);
  });

  it('reorders, removes and adds creators on a later save, and bumps the version', async () => {
    const { api, team, em } = await signedInMember(app);
    const [a, b, c] = await createRosterCreators(em, team, 3);
    const first = await save(api, { title: 'Order', influencers: [{ influencer_id: a.id }, { influencer_id: b.id }] });
    const second = await save(api, {
      sheet_id: first.json.sheet_id,
      title: 'Order renamed',
      influencers: [{ influencer_id: c.id }, { influencer_id: a.id, note: 'first pick' }],
    });
    expect(second.status).toBe(200);
    expect(second.json.version).toBeGreaterThan(first.json.version);
    const loaded = await api.get(`/api/talent-sheets/${first.json.sheet_id}`);
    expect(loaded.json.sheet.title).toBe('Order renamed');
    expect(loaded.json.sheet.influencer_ids).toEqual([c.id, a.id]);
    expect(loaded.json.sheet.notes).toEqual({ [String(a.id)]: 'first pick' });
  });

  it('requires a title, names the field on bad input, and changes nothing', async () => {
    const { api } = await signedInMember(app);
    const untitled = await save(api, { title: '   ', sheet_type: 'talent', influencers: [] });
    expect(untitled.status).toBe(400);
    expect(untitled.json.error).toBe(MSG.sheetTitleRequired);

    const badType = await save(api, { title: 'x', sheet_type: 'poster', influencers: [] });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.json.fields)).toContain('sheet_type');

    const badCreator = await save(api, { title: 'x', influencers: [{ influencer_id: 'abc' }] });
    expect(badCreator.status).toBe(400);
    expect(Object.keys(badCreator.json.fields)).toContain('influencers.0.influencer_id');

    const unknownCreator = await save(api, { title: 'x', influencers: [{ influencer_id: 99999999 }] });
    expect(unknownCreator.status).toBe(400);
    expect(unknownCreator.json.error).toContain('influencers');

    const list = await api.get('/api/talent-sheets');
    expect(list.json.total).toBe(0);
  });

  it('refuses a 41st creator on a Creator Call response with the spec text; no title needed', async () => {
    const { api, team, user, em } = await signedInMember(app);
    const { sheet } = await createResponseSheet(em, team, user, 'Spring launch');
    const creators = await createRosterCreators(em, team, 41);
    const over = await save(api, {
      sheet_id: sheet.id,
      title: '',
      sheet_type: 'talent',
      influencers: creators.map((c) => ({ influencer_id: c.id })),
    });
    expect(over.status).toBe(400);
    expect(over.json.error).toBe(MSG.castingResponseLimit);

    const forty = await save(api, { sheet_id: sheet.id, title: '', influencers: creators.slice(0, 40).map((c) => ({ influencer_id: c.id })) });
    expect(forty.status).toBe(200);
    const loaded = await api.get(`/api/talent-sheets/${sheet.id}`);
    expect(loaded.json.sheet.title).toBe('Response to: Spring launch');
    expect(loaded.json.sheet.influencer_ids).toHaveLength(40);
    // A saved response is a draft (its Preview Link shows).
    expect(loaded.json.sheet.casting_call).toMatchObject({ title: 'Spring launch', response_status: 'draft' });
  });

  it('creates a Creator Call response from casting_call_id, titled after the call, and reuses it', async () => {
    const { api, team, user, em } = await signedInMember(app);
    const { castingCall } = await createResponseSheet(em, team, user, 'Other call');
    const { api: other, team: otherTeam, em: otherEm } = await signedInMember(app);
    const [creator] = await createRosterCreators(otherEm, otherTeam, 1);
    const created = await save(other, { title: '', casting_call_id: castingCall.id, influencers: [{ influencer_id: creator.id }] });
    expect(created.status).toBe(200);
    const again = await save(other, { title: '', casting_call_id: castingCall.id, influencers: [] });
    expect(again.json.sheet_id).toBe(created.json.sheet_id);
    const loaded = await other.get(`/api/talent-sheets/${created.json.sheet_id}`);
    expect(loaded.json.sheet).toMatchObject({ title: 'Response to: Other call', sheet_type: 'casting_call_response', influencer_ids: [] });
    expect(team.id).not.toBe(otherTeam.id);
    expect((await api.get(`/api/talent-sheets/${created.json.sheet_id}`)).status).toBe(404);
  });

  it('duplicate_sheet_id copies the creators and notes in order under the new title', async () => {
    const { api, team, em } = await signedInMember(app);
    const [a, b] = await createRosterCreators(em, team, 2);
    const source = await save(api, {
      title: 'Source',
      description: 'Hand-picked',
      influencers: [
        { influencer_id: b.id, note: 'note b' },
        { influencer_id: a.id, note: 'note a' },
      ],
    });
    const copy = await save(api, { title: 'Source (copy)', influencers: [], duplicate_sheet_id: source.json.sheet_id });
    expect(copy.status).toBe(200);
    expect(copy.json.sheet_id).not.toBe(source.json.sheet_id);
    const loaded = await api.get(`/api/talent-sheets/${copy.json.sheet_id}`);
    expect(loaded.json.sheet).toMatchObject({ title: 'Source (copy)', description: 'Hand-picked', influencer_ids: [b.id, a.id] });
    expect(loaded.json.sheet.notes).toEqual({ [String(b.id)]: 'note b', [String(a.id)]: 'note a' });
  });
});
