import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamMember } from '../../server/modules/account/user.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createTeam } from '../helpers/factories.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(app, options);

describe('switch team', () => {
  it('a member of two teams switches, and team calls then answer for the new team', async () => {
    const { client, user, team } = await signedIn({ role: 'team_admin' });
    const second = await createTeam(app.orm.em.fork(), 'Second Team');
    const em = app.orm.em.fork();
    em.create(TeamMember, { team: second, user: user.id, role: 'member', createdAt: new Date() });
    await em.flush();
    const switched = await client.post('/api/user/switch-team', { team_id: second.id });
    expect(switched.json).toMatchObject({ selectedTeamId: second.id, teamRole: 'member', is_team_admin: false });
    expect((await client.get('/api/user/team/members')).json.members.map((m: { id: number }) => m.id)).toEqual([user.id]);
    expect((await client.post('/api/user/team/contact-info', { email: 'x@example.test' })).status).toBe(403);
    expect((await client.post('/api/user/switch-team', { team_id: team.id })).json.selectedTeamId).toBe(team.id);
  });

  it('answers 404 for a team the user is not in, changing nothing', async () => {
    const { client, team } = await signedIn();
    const other = await createTeam(app.orm.em.fork());
    expect((await client.post('/api/user/switch-team', { team_id: other.id })).status).toBe(404);
    expect((await client.get('/api/user/configuration')).json.selectedTeamId).toBe(team.id);
  });
});

describe('site admin organisation select', () => {
  it('lists every organisation and works in the one picked, as its admin', async () => {
    const { client } = await signedIn({ role: 'team_admin', isAdmin: true });
    const picked = await createTeam(app.orm.em.fork(), `Picked ${Date.now()}`);
    const listed = await client.get('/api/admin/teams');
    expect(listed.json.teams).toContainEqual({ id: picked.id, team_name: picked.name });
    const chosen = await client.post('/api/admin/settings', { team_id: picked.id });
    expect(chosen.json).toMatchObject({ selectedTeamId: picked.id, is_team_admin: true });
    expect((await client.post('/api/user/team/contact-info', { email: 'admin-set@example.test' })).status).toBe(200);
    expect((await client.get('/api/user/team-info')).json.contact_email).toBe('admin-set@example.test');
  });

  it('refuses a user who is not a site admin (403), and a signed-out caller (401)', async () => {
    const { client } = await signedIn({ role: 'team_admin' });
    const other = await createTeam(app.orm.em.fork());
    expect((await client.get('/api/admin/teams')).status).toBe(403);
    expect((await client.post('/api/admin/settings', { team_id: other.id })).status).toBe(403);
    expect((await new ApiClient(app.baseUrl).get('/api/admin/teams')).status).toBe(401);
  });
});
