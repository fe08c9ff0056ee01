import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { SheetEntry } from '../../server/modules/sheets/sheet-entry.entity.js';
import type { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import type { Team } from '../../server/modules/teams/team.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createSheet, createTeamMember } from '../helpers/collections-factories.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import { addToRoster } from '../helpers/public-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let api: ApiClient;
let team: Team;
let sheets: TalentSheet[];

const ids = (list: { id: string }[]) => list.map((item) => item.id);

beforeAll(async () => {
  app = await startTestApp();
  const em = app.orm.em.fork();
  const me = await createTeamMember(em);
  team = me.team;
  sheets = [];
  for (const [index, title] of ['Alpha', 'Bravo', 'Charlie', 'Delta'].entries()) {
    sheets.push(await createSheet(em, team, { title, description: `${title} public`, creators: index + 1 }));
  }
  api = new ApiClient(app.baseUrl);
  await api.signIn(me.user.email, TEST_PASSWORD);
});
afterAll(() => app.close());

async function createCollection(title: string, salesheetIds: string[] = []) {
  const answer = await api.post('/api/user/collections/save', { title, salesheet_ids: salesheetIds });
  expect(answer.status).toBe(200);
  return answer.json.collection_id as string;
}

describe('saving a collection', () => {
  it('creates one with an empty sheet list from the list modal', async () => {
    const id = await createCollection('Empty for now');
    const detail = await api.get(`/api/user/collections/${id}`);
    expect(detail.json).toMatchObject({ id, title: 'Empty for now', sheets: [] });
  });

  it('keeps the order of the sheets as sent, with public titles, portraits (3 at most) and creator counts', async () => {
    const order = [sheets[3].id, sheets[0].id, sheets[2].id];
    const id = await createCollection('Ordered', order);
    const detail = (await api.get(`/api/user/collections/${id}`)).json;
    expect(ids(detail.sheets)).toEqual(order);
    expect(detail.sheets[0]).toMatchObject({ title: 'Delta', description: 'Delta public', creator_count: 4 });
    expect(detail.sheets[0].portraits).toHaveLength(3);
    expect(detail.sheets[1].portraits).toHaveLength(1);

    const reordered = [sheets[2].id, sheets[1].id, sheets[3].id];
    expect((await api.post('/api/user/collections/save', { id, title: 'Ordered', salesheet_ids: reordered })).status).toBe(200);
    expect(ids((await api.get(`/api/user/collections/${id}`)).json.sheets)).toEqual(reordered);
  });

  it("shows the team's own picture of a creator before the directory's, and passes over a creator without any", async () => {
    const em = app.orm.em.fork();
    const sheet = await createSheet(em, team, { title: 'Pictures', description: 'Pictures public', creators: 3 });
    const [own, none] = await em.find(SheetEntry, { sheet }, { orderBy: { position: 'asc' }, populate: ['influencer'] });
    await addToRoster(em, team, own!.influencer, { customPictureUrl: 'https://img.example/team-own.jpg' });
    none!.influencer.pictureUrl = null;
    await em.flush();
    const id = await createCollection('Pictures', [sheet.id]);
    const detail = (await api.get(`/api/user/collections/${id}`)).json;
    expect(detail.sheets[0].portraits).toEqual(['https://img.example/team-own.jpg', 'https://img.example/2.jpg']);
  });

  it("refuses a save breaking the rule with the spec's message and changes nothing", async () => {
    const em = app.orm.em.fork();
    const untitledSheet = await createSheet(em, team, { title: 'No heading', description: null });
    const id = await createCollection('Rule', [sheets[0].id]);
    const attempts = [
      { id, title: '', salesheet_ids: [sheets[1].id] },
      { id, title: 'Rule', salesheet_ids: [] },
      { id, title: 'Renamed', salesheet_ids: [sheets[1].id, untitledSheet.id] },
      { title: 'New with a sheet lacking a public title', salesheet_ids: [untitledSheet.id] },
    ];
    for (const body of attempts) {
      const answer = await api.post('/api/user/collections/save', body);
      expect(answer.status).toBe(400);
      expect(answer.json.error).toBe(MSG.collectionSaveCheck);
    }
    const detail = (await api.get(`/api/user/collections/${id}`)).json;
    expect(detail).toMatchObject({ title: 'Rule', sheets: [{ id: sheets[0].id }] });
    const list = (await api.get('/api/user/collections?title_filter=lacking')).json;
    expect(list.total).toBe(0);
  });

  it('renames with alter-title and answers the new title', async () => {
    const id = await createCollection('Before', [sheets[0].id]);
    const answer = await api.post('/api/user/collections/alter-title', { collection_id: id, title: '  After  ' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ collection_id: id, title: 'After' });
    const detail = (await api.get(`/api/user/collections/${id}`)).json;
    expect(detail).toMatchObject({ title: 'After', sheets: [{ id: sheets[0].id }] });
  });

  it('deletes a collection and it leaves the list, its sheets stay', async () => {
    const id = await createCollection('Doomed', [sheets[1].id]);
    expect((await api.post('/api/user/collections/delete', { collection_id: id })).json).toEqual({ success: true });
    expect((await api.get(`/api/user/collections/${id}`)).status).toBe(404);
    const available = (await api.get('/api/user/collections?title_filter=Doomed')).json;
    expect(available.total).toBe(0);
    expect((await api.post('/api/user/collections/save', { title: 'Still there', salesheet_ids: [sheets[1].id] })).status).toBe(200);
  });

  it('leaves soft-deleted sheets out and refuses to add them', async () => {
    const em = app.orm.em.fork();
    const gone = await createSheet(em, team, { title: 'Gone', deleted: true });
    const answer = await api.post('/api/user/collections/save', { title: 'With gone', salesheet_ids: [gone.id] });
    expect(answer.status).toBe(404);
  });
});

describe('listing collections', () => {
  it('shows the first 3 sheet titles in order, filters at 3+ characters and pages by 25 or 50', async () => {
    const id = await createCollection('Zebra showcase', [sheets[3].id, sheets[2].id, sheets[1].id, sheets[0].id]);
    const filtered = (await api.get('/api/user/collections?title_filter=zebra')).json;
    expect(filtered.collections).toEqual([
      expect.objectContaining({ id, title: 'Zebra showcase', sheet_count: 4, sheet_titles: ['Delta', 'Charlie', 'Bravo'] }),
    ]);
    const tooShort = (await api.get('/api/user/collections?title_filter=ze')).json;
    expect(tooShort.total).toBeGreaterThan(1);

    for (let i = 0; i < 26; i++) await createCollection(`Bulk ${i}`);
    const first = (await api.get('/api/user/collections?title_filter=Bulk')).json;
    expect(first).toMatchObject({ total: 26, page: 1, limit: 25 });
    expect(first.collections).toHaveLength(25);
    const second = (await api.get('/api/user/collections?title_filter=Bulk&page=2')).json;
    expect(second.collections).toHaveLength(1);
    const wide = (await api.get('/api/user/collections?title_filter=Bulk&limit=50')).json;
    expect(wide.collections).toHaveLength(26);
  });
});
