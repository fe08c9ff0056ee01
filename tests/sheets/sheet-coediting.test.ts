import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetLiveEvent } from '../../shared/schemas/sheets/sheet-live.js';
import { COEDIT } from '../../shared/sheet-coediting-texts.js';
import { createRosterCreators } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';
import { save, signedInMember } from './sheet-helpers.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function sheetWithCreators() {
  const member = await signedInMember(app);
  const creators = await createRosterCreators(member.em, member.team, 3);
  const first = await save(member.api, { title: 'Shared pitch', influencers: creators.map((c) => ({ influencer_id: c.id })) });
  return { ...member, creators, sheetId: first.json.sheet_id as string, version: first.json.version as number };
}

describe('saving with base_version (co-editing)', () => {
  it('answers 409 CONFLICT for a stale base_version and changes nothing', async () => {
    const { api, creators, sheetId, version } = await sheetWithCreators();
    const [a, b, c] = creators;
    const newer = await save(api, {
      sheet_id: sheetId,
      title: 'Newer',
      base_version: version,
      influencers: [{ influencer_id: b.id }, { influencer_id: a.id }],
    });
    expect(newer.status).toBe(200);

    const stale = await save(api, {
      sheet_id: sheetId,
      title: 'Stale',
      base_version: version,
      influencers: [{ influencer_id: c.id, note: 'lost?' }],
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'CONFLICT', error: COEDIT.staleBase });

    const loaded = (await api.get(`/api/talent-sheets/${sheetId}`)).json.sheet;
    expect(loaded).toMatchObject({ title: 'Newer', version: newer.json.version, influencer_ids: [b.id, a.id], notes: {} });
  });

  it('merges a stale save that changes other creators than the saves since, keeping both, and says so', async () => {
    const { api, creators, sheetId, version } = await sheetWithCreators();
    const [a, b, c] = creators;
    const first = await save(api, {
      sheet_id: sheetId,
      title: 'Shared pitch',
      base_version: version,
      influencers: [{ influencer_id: a.id, note: 'from A' }, { influencer_id: b.id }, { influencer_id: c.id }],
    });
    const second = await save(api, {
      sheet_id: sheetId,
      title: 'Shared pitch',
      base_version: version,
      influencers: [{ influencer_id: a.id }, { influencer_id: b.id, note: 'from B' }, { influencer_id: c.id }],
    });
    expect(second.status).toBe(200);
    expect(second.json.version).toBeGreaterThan(first.json.version);
    const both = [
      { id: a.id, note: 'from A' },
      { id: b.id, note: 'from B' },
      { id: c.id, note: null },
    ];
    expect(second.json.merged).toEqual({ title: 'Shared pitch', items: both });
    const loaded = (await api.get(`/api/talent-sheets/${sheetId}`)).json.sheet;
    expect(loaded.notes).toEqual({ [a.id]: 'from A', [b.id]: 'from B' });
  });

  it('answers CONFLICT for a base_version the server does not know, even without a true conflict', async () => {
    const { api, creators, sheetId, version } = await sheetWithCreators();
    await save(api, { sheet_id: sheetId, title: 'Shared pitch', base_version: version, influencers: creators.map((c) => ({ influencer_id: c.id })) });
    const unknown = await save(api, { sheet_id: sheetId, title: 'Shared pitch', base_version: 0, influencers: creators.map((c) => ({ influencer_id: c.id })) });
    expect(unknown.status).toBe(409);
  });

  it('saves on the current base_version and answers the next version', async () => {
    const { api, creators, sheetId, version } = await sheetWithCreators();
    const saved = await save(api, { sheet_id: sheetId, title: 'Current', base_version: version, influencers: [{ influencer_id: creators[2].id }] });
    expect(saved.status).toBe(200);
    expect(saved.json.version).toBeGreaterThan(version);
  });

  it('keeps last-save-wins for REST integrators that send no base_version', async () => {
    const { api, creators, sheetId, version } = await sheetWithCreators();
    await save(api, { sheet_id: sheetId, title: 'Someone else', base_version: version, influencers: [] });
    const integrator = await save(api, { sheet_id: sheetId, title: 'Integrator', influencers: [{ influencer_id: creators[0].id, note: 'mine' }] });
    expect(integrator.status).toBe(200);
    const loaded = (await api.get(`/api/talent-sheets/${sheetId}`)).json.sheet;
    expect(loaded).toMatchObject({ title: 'Integrator', influencer_ids: [creators[0].id], notes: { [creators[0].id]: 'mine' } });
  });

  it('lets exactly one of several simultaneous saves on one base win; the others get 409, never 500', async () => {
    const { api, creators, sheetId, version } = await sheetWithCreators();
    const answers = await Promise.all(
      creators.map((creator, i) => save(api, { sheet_id: sheetId, title: `Racer ${i}`, base_version: version, influencers: [{ influencer_id: creator.id }] })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.findIndex((a) => a.status === 200);
    const loaded = (await api.get(`/api/talent-sheets/${sheetId}`)).json.sheet;
    expect(loaded).toMatchObject({ title: `Racer ${winner}`, influencer_ids: [creators[winner].id] });
  });

  it('serialises simultaneous saves without base_version: all succeed with distinct versions', async () => {
    const { api, creators, sheetId } = await sheetWithCreators();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(api, { sheet_id: sheetId, title: `Save ${i}`, influencers: creators.map((c) => ({ influencer_id: c.id, note: `n${i}` })) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.version)).size).toBe(6);
  });

  it("answers 404 for another team's sheet, with or without base_version", async () => {
    const { sheetId, version } = await sheetWithCreators();
    const outsider = await signedInMember(app);
    const answer = await save(outsider.api, { sheet_id: sheetId, title: 'Intruder', base_version: version, influencers: [] });
    expect(answer.status).toBe(404);
  });

  it('names a bad base_version', async () => {
    const { api, sheetId } = await sheetWithCreators();
    const answer = await save(api, { sheet_id: sheetId, title: 'x', base_version: 'old', influencers: [] });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.fields)).toContain('base_version');
  });

  it("carries the edits a save replaced in its sheet.saved event, with the saver's name", async () => {
    const { api, user, sheetId, version } = await sheetWithCreators();
    const ws = wsTrpcClient(app.baseUrl, api.cookieHeader);
    const events: SheetLiveEvent[] = [];
    await new Promise<void>((started) => {
      ws.client.sheets.live.subscribe({ sheet_id: sheetId }, { onStarted: () => started(), onData: (e) => events.push(e.data) });
    });
    const saved = await ws.client.sheets.save.mutate({
      sheet_id: sheetId,
      title: 'Merged',
      base_version: version,
      influencers: [],
      client_id: 'tab-b',
      overrode: { base_version: version - 1, fields: ['note:7', 'title'] },
    });
    await expect.poll(() => events.some((e) => e.type === 'saved'), { timeout: 5000 }).toBe(true);
    ws.close();
    expect(events.find((e) => e.type === 'saved')).toMatchObject({
      version: saved.version,
      clientId: 'tab-b',
      overrode: { baseVersion: version - 1, fields: ['note:7', 'title'], name: user.nickname || user.fullName || user.email },
    });
  });
});
