import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SheetEntry } from '../../server/modules/sheets/sheet-entry.entity.js';
import { scopes } from '../../server/events/bus.js';
import { TalentSheet } from '../../server/modules/sheets/talent-sheet.entity.js';
import { Team } from '../../server/modules/teams/team.entity.js';
import { MSG } from '../../shared/messages.js';
import { PUBLIC_LIMIT } from '../../shared/public-constants.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTeam, createUser } from '../helpers/factories.js';
import { addToRoster, createCreator, createSheet } from '../helpers/public-factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
let api: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  api = new ApiClient(app.baseUrl);
});
afterAll(() => app.close());

const em = () => app.orm.em.fork();

async function sheetWithCreators(count: number, teamExtras: Partial<Team> = {}) {
  const team = await createTeam(em());
  if (Object.keys(teamExtras).length) await em().nativeUpdate(Team, team.id, teamExtras);
  const creators = [];
  for (let i = 0; i < count; i++) creators.push((await createCreator(em(), { fullname: `Creator ${String(i).padStart(2, '0')}` })).influencer);
  const sheet = await createSheet(em(), team, creators, { title: 'Summer Pitch', description: 'Summer 2027' });
  return { team, creators, sheet };
}

describe('GET /api/public/talent-sheets/{hashId}', () => {
  it('answers a page of creators in sheet order without signing in', async () => {
    const { sheet } = await sheetWithCreators(20);
    const first = await api.get(`/api/public/talent-sheets/${sheet.id}?page=1&limit=${PUBLIC_LIMIT.sheetRosterPage}`);
    expect(first.status).toBe(200);
    expect(first.json.sheet).toMatchObject({ id: sheet.id, title: 'Summer Pitch', description: 'Summer 2027', requires_registration: false });
    expect(first.json.influencers.map((c: { name: string }) => c.name)).toEqual(
      Array.from({ length: PUBLIC_LIMIT.sheetRosterPage }, (_, i) => `Creator ${String(i).padStart(2, '0')}`),
    );
    expect(first.json.total_influencers).toBe(20);
    expect(first.json.hasMoreResults).toBe(true);
    const second = await api.get(`/api/public/talent-sheets/${sheet.id}?page=2&limit=${PUBLIC_LIMIT.sheetRosterPage}`);
    expect(second.json.influencers).toHaveLength(2);
    expect(second.json.hasMoreResults).toBe(false);
  });

  it('defaults to 15 per page', async () => {
    const { sheet } = await sheetWithCreators(16);
    const answer = await api.get(`/api/public/talent-sheets/${sheet.id}`);
    expect(answer.json.influencers).toHaveLength(PUBLIC_LIMIT.publicSheetPage);
  });

  it('answers the spec not-found message for a deleted or unknown sheet', async () => {
    const { sheet } = await sheetWithCreators(1);
    await em().nativeUpdate(TalentSheet, sheet.id, { deletedAt: new Date() });
    for (const id of [sheet.id, 'AAAAAAAAAAAAAAAAAAAAAA']) {
      const answer = await api.get(`/api/public/talent-sheets/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ error: MSG.noTalentSheetFound, code: 'NOT_FOUND' });
    }
  });

  it('rejects a bad page with 400 naming the field', async () => {
    const { sheet } = await sheetWithCreators(1);
    const answer = await api.get(`/api/public/talent-sheets/${sheet.id}?page=0`);
    expect(answer.status).toBe(400);
    expect(answer.json.fields).toHaveProperty('page');
  });

  it('exposes no private team data and hides hidden statistics', async () => {
    const { team, user } = await createUser(em(), { email: 'private-member@agency.test' });
    await em().nativeUpdate(Team, team.id, { credits: 77, contactEmail: 'hello@agency.test' });
    const { influencer } = await createCreator(em(), { fullname: 'Hidden Stats' });
    await addToRoster(em(), team, influencer, {
      customDisplayName: 'Shown Name',
      statDisplaySettings: { engagement_rate: true, audience_gender: true },
      tags: ['internal-tag'],
    });
    const sheet = await createSheet(em(), team, [influencer], { createdBy: user, notes: { [influencer.id]: 'For the brand' } });
    await em().nativeUpdate(SheetEntry, { sheet: sheet.id }, { clientNote: 'CLIENT-SECRET', clientAccepted: true });
    const other = await createSheet(em(), team, [influencer], { title: 'OTHER-SHEET-TITLE' });

    const answer = await api.get(`/api/public/talent-sheets/${sheet.id}`);
    const card = answer.json.influencers[0];
    expect(card).toMatchObject({ name: 'Shown Name', note: 'For the brand', engagement_rate: null, audience_female_percent: null });
    expect(answer.json.team.contact_email).toBe('hello@agency.test');
    for (const secret of ['CLIENT-SECRET', 'private-member@agency.test', other.id, 'OTHER-SHEET-TITLE', 'internal-tag', '"credits"']) {
      expect(answer.text).not.toContain(secret);
    }
  });

  it('hides engagement for the whole team with displayRosterHideEngagment', async () => {
    const { sheet } = await sheetWithCreators(1, { settings: { displayRosterHideEngagment: true } });
    const answer = await api.get(`/api/public/talent-sheets/${sheet.id}`);
    expect(answer.json.influencers[0].engagement_rate).toBeNull();
    expect(answer.json.team_settings.displayRosterHideEngagment).toBe(true);
  });

  it('asks for registration when the team requires it or the sheet is restricted', async () => {
    const { sheet } = await sheetWithCreators(1, { settings: { displayRequireRegistration: true } });
    expect((await api.get(`/api/public/talent-sheets/${sheet.id}`)).json.sheet.requires_registration).toBe(true);
    const team = await createTeam(em());
    const restricted = await createSheet(em(), team, [], { accessRestricted: true });
    expect((await api.get(`/api/public/talent-sheets/${restricted.id}`)).json.sheet.requires_registration).toBe(true);
  });

  it('answers 304 to an unchanged sheet and a fresh answer once it changes', async () => {
    const { sheet, team } = await sheetWithCreators(2);
    const path = `/api/public/talent-sheets/${sheet.id}?page=1&limit=18`;
    const first = await api.get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await api.request('GET', path, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await api.request('GET', `/api/public/talent-sheets/${sheet.id}?page=2&limit=18`, undefined, { 'if-none-match': etag })).status).toBe(200);

    // As the team settings service does after saving (the answer is cached until told).
    await em().nativeUpdate(Team, team.id, { settings: { displayDarkMode: true } });
    await app.services.bus.publish(scopes.team(team.id), 'team.settings.changed', { teamId: team.id });
    const changed = await api.request('GET', path, undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.json.team_settings.displayDarkMode).toBe(true);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});

describe('GET /api/public/talent-sheet-profile', () => {
  it("answers a creator on the sheet in the sheet team's view, and 404 for one not on it", async () => {
    const { sheet, team } = await sheetWithCreators(1);
    const [creator] = await em().find(SheetEntry, { sheet: sheet.id });
    const answer = await api.get(`/api/public/talent-sheet-profile?salesheet_id=${sheet.id}&influencer_id=${creator.influencer.id}`);
    expect(answer.status).toBe(200);
    expect(answer.json.team.id).toBe(team.id);
    const stranger = await createCreator(em());
    const missing = await api.get(`/api/public/talent-sheet-profile?salesheet_id=${sheet.id}&influencer_id=${stranger.influencer.id}`);
    expect(missing.status).toBe(404);
  });
});
