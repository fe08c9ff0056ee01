import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { createRosterCreators } from '../helpers/sheets-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { save, signedInMember } from './sheet-helpers.js';

let app: TestApp;
let sheetId: string;
let creatorId: number;
let ownerTeamId: string;
let outsider: ApiClient;
let ownerApi: ApiClient;
let outsiderTeamId: string;
const anonymous = () => new ApiClient(app.baseUrl);

beforeAll(async () => {
  app = await startTestApp();
  const owner = await signedInMember(app);
  const [creator] = await createRosterCreators(owner.em, owner.team, 1);
  creatorId = creator.id;
  ownerTeamId = owner.team.id;
  ownerApi = owner.api;
  const saved = await save(owner.api, { title: 'Private', sheet_type: 'campaign', influencers: [{ influencer_id: creator.id }] });
  sheetId = saved.json.sheet_id;
  const other = await signedInMember(app);
  outsider = other.api;
  outsiderTeamId = other.team.id;
});
afterAll(() => app.close());

/** Every call that names a sheet, as another team would make it. */
const callsOnTheSheet = () =>
  [
    ['GET', `/api/talent-sheets/${sheetId}`, undefined],
    ['POST', '/api/user/talent-sheets/save', { sheet_id: sheetId, title: 'Hijacked', influencers: [] }],
    ['POST', '/api/user/talent-sheets/save', { title: 'Stolen copy', influencers: [], duplicate_sheet_id: sheetId }],
    ['POST', '/api/user/talent-sheets/public-title', { sheet_id: sheetId, public_title: 'Hijacked' }],
    ['POST', '/api/user/talent-sheets/copy', { sheet_id: sheetId, new_sheet_title: 'Mine now' }],
    ['POST', '/api/user/talent-sheets/delete', { sheet_id: sheetId }],
    ['POST', '/api/user/talent-sheets/remove-influencer', { influencer_id: creatorId, sheet_ids: [sheetId] }],
    ['POST', '/api/user/influencer/talent-sheet/client-response', { sheet_id: sheetId, influencer_id: creatorId, client_accepted: true }],
    ['GET', `/api/user/influencer-likes?salesheet_id=${sheetId}`, undefined],
    ['POST', '/api/user/influencer-likes', { salesheet_id: sheetId, influencer_id: creatorId }],
    ['DELETE', `/api/user/influencer-likes?salesheet_id=${sheetId}&influencer_id=${creatorId}`, undefined],
    ['GET', `/api/user/campaign/${sheetId}`, undefined],
    ['POST', '/api/user/campaign/save', { talent_sheet_id: sheetId, campaign_data: { [creatorId]: { notes: 'x' } } }],
  ] as const;

describe('sheets, likes and campaigns of another team', () => {
  it('answer 404 to every call, exactly like a missing sheet', async () => {
    for (const [method, path, body] of callsOnTheSheet()) {
      const answer = await outsider.request(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
  });

  it('leave the sheet untouched after those calls', async () => {
    const loaded = await ownerApi.get(`/api/talent-sheets/${sheetId}`);
    expect(loaded.status).toBe(200);
    expect(loaded.json.sheet).toMatchObject({ title: 'Private', description: null, influencer_ids: [creatorId] });
    expect((await ownerApi.get(`/api/user/campaign/${sheetId}`)).json.campaign_data).toEqual({});
    expect((await outsider.get('/api/talent-sheets')).json.sheets).toEqual([]);
  });

  it('answer 404 when the likes team_id is not the session team', async () => {
    const answer = await outsider.get(`/api/user/influencer-likes?salesheet_id=${sheetId}&team_id=${ownerTeamId}`);
    expect(answer.status).toBe(404);
    expect(outsiderTeamId).not.toBe(ownerTeamId);
  });
});

describe('signed out', () => {
  it('answers 401 to every sheet, likes, campaign and roster call', async () => {
    const calls = [
      ...callsOnTheSheet(),
      ['GET', '/api/talent-sheets', undefined],
      ['GET', '/api/talent-sheets/basic', undefined],
      ['GET', '/api/user/team/sheet-categories', undefined],
      ['GET', '/api/user/influencers', undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      const answer = await anonymous().request(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });
});
