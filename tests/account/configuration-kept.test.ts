import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/*
 * The configuration is kept with the caller (written once, for every call it makes); what changes
 * it shows on the next read, the same ETag answers 304 until then.
 */
describe('the signed-in user configuration', () => {
  it('shows a change of name and of role on the next read, and is the same answer until then', async () => {
    const admin = await signedInUser(app, { role: 'team_admin' });
    const member = await signedInUser(app, { team: admin.team });

    const first = await member.client.get('/api/user/configuration');
    expect(first.json).toMatchObject({ user_id: member.user.id, search_only: false, team: { role: 'member' } });
    const etag = first.headers.get('etag')!;
    expect((await member.client.request('GET', '/api/user/configuration', undefined, { 'if-none-match': etag })).status).toBe(304);

    expect((await member.client.post('/api/user/configuration', { full_name: 'Renamed Member', nickname: 'renamed' })).status).toBe(200);
    const renamed = await member.client.get('/api/user/configuration');
    expect(renamed.json).toMatchObject({ full_name: 'Renamed Member', user_name: 'renamed' });
    expect(renamed.headers.get('etag')).not.toBe(etag);

    expect((await admin.client.post('/api/user/team/member/role', { user_id: member.user.id, role: 'search_only' })).status).toBe(200);
    expect((await member.client.get('/api/user/configuration')).json).toMatchObject({
      search_only: true,
      teamRole: 'search_only',
      team: { role: 'search_only' },
    });
  });
});
