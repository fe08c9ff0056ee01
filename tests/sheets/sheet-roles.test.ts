import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TEXT } from '../../shared/role-texts.js';
import { SHEET_PERMISSION_TEXT } from '../../shared/sheet-permissions.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTeam, createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const em = () => app.orm.em.fork() as EntityManager;

async function signedIn(options: Parameters<typeof createUser>[1]) {
  const { user, team } = await createUser(em(), options);
  const api = new ApiClient(app.baseUrl);
  await api.signIn(user.email, TEST_PASSWORD);
  return { api, user, team };
}

describe('what each role may do with sheets and collections (spec §6), enforced by the server', () => {
  it('refuses a search-only member every sheet, collection, campaign and like call, and changes nothing', async () => {
    const owner = await signedIn({});
    const created = await owner.api.post('/api/user/talent-sheets/save', { title: 'Owned', influencers: [] });
    const sheetId = created.json.sheet_id as string;
    const { api } = await signedIn({ team: owner.team, role: 'search_only' });
    const calls = [
      api.get('/api/talent-sheets'),
      api.get(`/api/talent-sheets/${sheetId}`),
      api.post('/api/user/talent-sheets/save', { sheet_id: sheetId, title: 'Renamed by search-only', influencers: [] }),
      api.post('/api/user/talent-sheets/delete', { sheet_id: sheetId }),
      api.post('/api/user/collections/save', { title: 'New collection', salesheet_ids: [] }),
      api.get('/api/user/collections'),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(403);
      expect(answer.json.error).toBe(ROLE_TEXT.searchOnly);
    }
    const stored = await em().findOneOrFail(TalentSheet, sheetId);
    expect([stored.title, stored.deletedAt]).toEqual(['Owned', null]);
  });

  it('lets a site admin with the search-only role through, and refuses everyone of a team that turned sheets off', async () => {
    const admin = await signedIn({ role: 'search_only', isAdmin: true });
    expect((await admin.api.get('/api/talent-sheets')).status).toBe(200);

    const team = await createTeam(em());
    await em().nativeUpdate(Team, team.id, { settings: { noTalentSheets: true } });
    const member = await signedIn({ team, role: 'team_admin' });
    const refused = await member.api.post('/api/user/talent-sheets/save', { title: 'Hidden', influencers: [] });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(ROLE_TEXT.noTalentSheets);
    expect(await em().count(TalentSheet, { team: team.id })).toBe(0);
  });

  it("lets a member delete their own sheets but not a colleague's, and a team admin delete any of the team's", async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const colleague = await signedIn({ team: admin.team });
    const newcomer = await signedIn({ team: admin.team });
    const save = async (who: { api: ApiClient }, title: string) =>
      (await who.api.post('/api/user/talent-sheets/save', { title, influencers: [] })).json.sheet_id as string;
    const [colleagues, own, another] = [await save(colleague, 'Colleague pitch'), await save(newcomer, 'My pitch'), await save(colleague, 'Another pitch')];

    const refused = await newcomer.api.post('/api/user/talent-sheets/delete', { sheet_id: colleagues });
    expect([refused.status, refused.json.error]).toEqual([403, SHEET_PERMISSION_TEXT.deleteRefused]);
    expect((await em().findOneOrFail(TalentSheet, colleagues)).deletedAt).toBeNull();
    expect((await newcomer.api.post('/api/user/talent-sheets/delete', { sheet_id: own })).status).toBe(200);
    expect((await admin.api.post('/api/user/talent-sheets/delete', { sheet_id: another })).status).toBe(200);
    expect((await em().find(TalentSheet, { id: { $in: [colleagues, own, another] }, deletedAt: null })).map((s) => s.title)).toEqual(['Colleague pitch']);
  });
});
