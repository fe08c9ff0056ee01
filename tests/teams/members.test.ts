import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamMember } from '../../server/modules/account/user.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(app, options);

describe('team members and contact info', () => {
  it('lists the members, and an admin removes one (who loses access to the team)', async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const member = await signedIn({ team: admin.team });
    const list = await admin.client.get('/api/user/team/members');
    expect(list.json.members.map((m: { id: number }) => m.id)).toEqual([admin.user.id, member.user.id]);
    expect((await admin.client.post('/api/user/team/member/remove', { user_id: member.user.id })).json).toEqual({ success: true });
    expect(await app.orm.em.fork().count(TeamMember, { team: admin.team.id, user: member.user.id })).toBe(0);
    expect((await member.client.get('/api/user/team/members')).status).toBe(403);
  });

  it("leaves the platform's staff and site admins out: not listed, not removable (404)", async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const staff = await signedIn({ team: admin.team, isStaff: true });
    const siteAdmin = await signedIn({ team: admin.team, role: 'team_admin', isAdmin: true });
    const list = await admin.client.get('/api/user/team/members');
    expect(list.json.members.map((m: { id: number }) => m.id)).toEqual([admin.user.id]);
    for (const platform of [staff, siteAdmin]) {
      expect((await admin.client.post('/api/user/team/member/remove', { user_id: platform.user.id })).status).toBe(404);
      expect((await admin.client.post('/api/user/team/member/role', { user_id: platform.user.id, role: 'member' })).status).toBe(404);
    }
    expect(await app.orm.em.fork().count(TeamMember, { team: admin.team.id })).toBe(3);
  });

  it('never removes or demotes the last admin', async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const removed = await admin.client.post('/api/user/team/member/remove', { user_id: admin.user.id });
    expect(removed.status).toBe(400);
    const demoted = await admin.client.post('/api/user/team/member/role', { user_id: admin.user.id, role: 'member' });
    expect(demoted.status).toBe(400);
    expect(await app.orm.em.fork().count(TeamMember, { team: admin.team.id, role: 'team_admin' })).toBe(1);
  });

  it('changes a role, after which a second admin may be removed', async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const member = await signedIn({ team: admin.team });
    const changed = await admin.client.post('/api/user/team/member/role', { user_id: member.user.id, role: 'team_admin' });
    expect(changed.json.members.find((m: { id: number }) => m.id === member.user.id).role).toBe('team_admin');
    expect((await member.client.post('/api/user/team/member/remove', { user_id: admin.user.id })).status).toBe(200);
  });

  it("answers 404 for another team's member and 403 for a non-admin", async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const stranger = await signedIn();
    expect((await admin.client.post('/api/user/team/member/remove', { user_id: stranger.user.id })).status).toBe(404);
    expect(await app.orm.em.fork().count(TeamMember, { user: stranger.user.id })).toBe(1);
    const member = await signedIn({ team: admin.team });
    expect((await member.client.post('/api/user/team/member/remove', { user_id: admin.user.id })).status).toBe(403);
    expect((await member.client.post('/api/user/team/contact-info', { email: 'x@example.test' })).status).toBe(403);
  });

  it('saves contact info (all optional) and reads it back', async () => {
    const admin = await signedIn({ role: 'team_admin' });
    const saved = await admin.client.post('/api/user/team/contact-info', {
      email: 'hello@agency.test',
      phone: '+1 555 0100',
      homepage: '',
      bio: 'We rep creators.',
    });
    expect(saved.status).toBe(200);
    expect((await admin.client.get('/api/user/team-info')).json).toEqual({
      contact_email: 'hello@agency.test',
      phone_number: '+1 555 0100',
      homepage: null,
      bio: 'We rep creators.',
    });
  });

  it('answers 401 when signed out', async () => {
    const client = new ApiClient(app.baseUrl);
    expect((await client.get('/api/user/team/members')).status).toBe(401);
    expect((await client.get('/api/user/team-info')).status).toBe(401);
  });
});
