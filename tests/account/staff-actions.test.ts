import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TEXT } from '../../shared/role-texts.js';
import type { StaffActionRow } from '../../shared/schemas/staff-actions.js';
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
const recent = (client: ApiClient) => client.get('/api/admin/staff-actions');

describe('staff actions record (GET /api/admin/staff-actions)', () => {
  it('lists, newest first, who acted as whom, what they did (refused attempts too) and when', async () => {
    const staff = await signedIn({ isStaff: true });
    const { user: target } = await createUser(app.orm.em.fork());
    const before = Date.now();
    expect((await staff.client.post('/api/admin/user/settings/fake-id', { user_id: target.id })).status).toBe(200);
    expect((await staff.client.post('/api/user/configuration', { full_name: 'Fixed by staff', nickname: 'x' })).status).toBe(200);
    // A member cannot manage the organisation: refused, and recorded as refused.
    expect((await staff.client.post('/api/user/team/contact-info', { email: 'x@example.test' })).status).toBe(403);
    expect((await staff.client.post('/api/admin/user/settings/fake-id/end')).status).toBe(200);

    const reader = await signedIn({ isStaff: true });
    const answer = await recent(reader.client);
    expect(answer.status).toBe(200);
    const mine = (answer.json.actions as StaffActionRow[]).filter((a) => a.staff_user_id === staff.user.id);
    expect(mine.map((a) => [a.action, a.succeeded])).toEqual([
      ['staff.endActing', true],
      ['teams.saveContactInfo', false],
      ['account.savePersonalDetails', true],
      ['staff.startActing', true],
    ]);
    for (const row of mine) {
      expect(row).toMatchObject({ staff_email: staff.user.email, staff_name: 'Test User', acting_as_id: target.id, acting_as_email: target.email });
      expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('is for staff only: 403 to others, to staff while acting as someone, and to API keys; 401 signed out', async () => {
    const member = await signedIn({ isAdmin: true, role: 'team_admin' });
    const refused = await recent(member.client);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(ROLE_TEXT.staffOnly);
    expect(JSON.stringify(refused.json)).not.toContain('actions');

    const staff = await signedIn({ isStaff: true, role: 'team_admin' });
    const { user: target } = await createUser(app.orm.em.fork());
    const { key } = (await staff.client.post('/api/user/team/api-keys', { name: 'k' })).json;
    expect((await new ApiClient(app.baseUrl).request('GET', '/api/admin/staff-actions', undefined, { authorization: `Bearer ${key}` })).status).toBe(403);
    await staff.client.post('/api/admin/user/settings/fake-id', { user_id: target.id });
    expect((await recent(staff.client)).status).toBe(403);
    await staff.client.post('/api/admin/user/settings/fake-id/end');
    expect((await recent(staff.client)).status).toBe(200);
    expect((await recent(new ApiClient(app.baseUrl))).status).toBe(401);
  });
});
