import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACT_AS_TEXT } from '../../shared/role-texts.js';
import { Session } from '../../server/auth/session.entity.js';
import { StaffAction } from '../../server/modules/account/staff-action.entity.js';
import { User } from '../../server/modules/account/user.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser } from '../helpers/factories.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(app, options);

describe('staff act as another user (fake-id)', () => {
  it('staff act as a user, see what they see, their changes are recorded with the staff id, and they stop', async () => {
    const staff = await signedIn({ isStaff: true });
    const { user: target, team } = await createUser(app.orm.em.fork());
    const started = await staff.client.post('/api/admin/user/settings/fake-id', { user_id: target.id });
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ user_id: target.id, acting_as: { staff_user_id: staff.user.id } });
    const configuration = await staff.client.get('/api/user/configuration');
    expect(configuration.json).toMatchObject({ email: target.email, selectedTeamId: team.id, acting_as: { staff_user_id: staff.user.id } });
    expect((await staff.client.get('/api/status')).json.user.acting_as.staff_user_id).toBe(staff.user.id);

    const saved = await staff.client.post('/api/user/configuration', { full_name: 'Changed by staff', nickname: 'x' });
    expect(saved.status).toBe(200);
    expect((await app.orm.em.fork().findOneOrFail(User, target.id)).fullName).toBe('Changed by staff');
    const actions = await app.orm.em.fork().find(StaffAction, { staffUser: staff.user.id }, { orderBy: { id: 'asc' } });
    expect(actions.map((a) => [a.action, a.actingAs?.id, a.succeeded])).toEqual([
      ['staff.startActing', target.id, true],
      ['account.savePersonalDetails', target.id, true],
    ]);

    const ended = await staff.client.post('/api/admin/user/settings/fake-id/end');
    expect(ended.status).toBe(200);
    expect(ended.json).toMatchObject({ user_id: staff.user.id, acting_as: null });
    expect((await staff.client.get('/api/user/configuration')).json.email).toBe(staff.user.email);
    expect(await app.orm.em.fork().count(StaffAction, { staffUser: staff.user.id, action: 'staff.endActing' })).toBe(1);
    expect((await app.orm.em.fork().findOneOrFail(User, staff.user.id)).fullName).toBe('Test User');
  });

  it('refuses staff acting as another staff user, non-staff, unknown users and API keys; nothing changes', async () => {
    const staff = await signedIn({ isStaff: true, role: 'team_admin' });
    const { user: otherStaff } = await createUser(app.orm.em.fork(), { isStaff: true });
    const refused = await staff.client.post('/api/admin/user/settings/fake-id', { user_id: otherStaff.id });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(ACT_AS_TEXT.notStaffTarget);
    expect((await staff.client.post('/api/admin/user/settings/fake-id', { user_id: 2147483000 })).status).toBe(404);
    expect((await staff.client.post('/api/admin/user/settings/fake-id', { user_id: staff.user.id })).status).toBe(400);
    expect((await staff.client.post('/api/admin/user/settings/fake-id', { user_id: 'abc' })).status).toBe(400);

    const member = await signedIn({ isAdmin: true });
    const notStaff = await member.client.post('/api/admin/user/settings/fake-id', { user_id: otherStaff.id });
    expect(notStaff.status).toBe(403);
    expect((await member.client.post('/api/admin/user/settings/fake-id/end')).status).toBe(400);
    expect(await app.orm.em.fork().count(Session, { actingAs: { $ne: null }, user: [staff.user.id, member.user.id] })).toBe(0);

    const { key } = (await staff.client.post('/api/user/team/api-keys', { name: 'k' })).json;
    const withKey = await new ApiClient(app.baseUrl).request(
      'POST',
      '/api/admin/user/settings/fake-id',
      { user_id: member.user.id },
      { authorization: `Bearer ${key}` },
    );
    expect(withKey.status).toBe(403);
    expect((await staff.client.get('/api/user/configuration')).json.acting_as).toBeNull();
  });

  it('answers 401 when signed out', async () => {
    const client = new ApiClient(app.baseUrl);
    expect((await client.post('/api/admin/user/settings/fake-id', { user_id: 1 })).status).toBe(401);
    expect((await client.post('/api/admin/user/settings/fake-id/end')).status).toBe(401);
  });
});
