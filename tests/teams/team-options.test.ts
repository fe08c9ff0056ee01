import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Team } from '../../server/modules/teams/team.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createSheet } from '../helpers/public-factories.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(app, options);

const storedSettings = async (teamId: string) => (await app.orm.em.fork().findOneOrFail(Team, teamId)).settings as Record<string, unknown>;

describe('set-team-options', () => {
  it('a team admin saves design options; the public sheet shows them at once, other settings stay', async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const em = app.orm.em.fork();
    const team = await em.findOneOrFail(Team, admin.team.id);
    team.settings = { noTalentSheets: false, displayOldRoster: true };
    await em.flush();
    const sheet = await createSheet(em, team, []);

    const saved = await admin.client.post('/api/set-team-options', {
      options: { displayAccentColor: '#12ab34', displayDarkMode: true, displayRosterTitleFont: 'Georgia', displayUseFullCover: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.options).toMatchObject({
      displayAccentColor: '#12ab34',
      displayDarkMode: true,
      displayRosterTitleFont: 'Georgia',
      displayOldRoster: true,
    });
    expect((await admin.client.get('/api/user/team/options')).json.options.displayUseFullCover).toBe(true);

    const publicSheet = await new ApiClient(app.baseUrl).get(`/api/public/talent-sheets/${sheet.id}`);
    expect(publicSheet.json.team_settings).toMatchObject({ displayAccentColor: '#12ab34', displayDarkMode: true, displayRosterTitleFont: 'Georgia' });
  });

  it('refuses bad colours, unknown fonts and non-design settings with 400, changing nothing', async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const before = await storedSettings(admin.team.id);
    const badColour = await admin.client.post('/api/set-team-options', { options: { displayAccentColor: 'red; background: url(x)' } });
    expect(badColour.status).toBe(400);
    expect(badColour.json.error).toContain('Use a colour like #1a2b3c');
    expect((await admin.client.post('/api/set-team-options', { options: { displayTalentNameFont: 'Comic Sans' } })).status).toBe(400);
    const notDesign = await admin.client.post('/api/set-team-options', { options: { noTalentSheets: true } });
    expect(notDesign.text).toContain('not a design option');
    expect(notDesign.status).toBe(400);
    expect((await admin.client.post('/api/set-team-options', { options: { displayDarkMode: 'yes' } })).status).toBe(400);
    expect(await storedSettings(admin.team.id)).toEqual(before);
  });

  it('is for team admins only: 403 to a member, 401 signed out', async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const member = await signedIn({ team: admin.team });
    expect((await member.client.post('/api/set-team-options', { options: { displayDarkMode: true } })).status).toBe(403);
    expect((await member.client.get('/api/user/team/options')).status).toBe(403);
    expect((await new ApiClient(app.baseUrl).post('/api/set-team-options', { options: { displayDarkMode: true } })).status).toBe(401);
    expect((await storedSettings(admin.team.id)).displayDarkMode ?? false).toBe(false);
  });
});
