import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATE_TEXT } from '../../shared/role-texts.js';
import { User } from '../../server/modules/account/user.entity.js';
import { WS_PATH } from '../../server/trpc/ws.js';
import { ApiClient } from '../helpers/api-client.js';
import { signedInUser } from '../helpers/signed-in.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const signedIn = (options: Parameters<typeof signedInUser>[1] = {}) => signedInUser(app, options);

/** An open WebSocket of the client's session; resolves its close code when the server closes it. */
async function openSocket(client: ApiClient) {
  const socket = new WebSocket(app.baseUrl.replace('http', 'ws') + WS_PATH, { headers: { origin: app.baseUrl, cookie: client.cookieHeader } });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  // A stream's start is answered once the server has the connection's context, which follows its user's events.
  socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'messaging.live', input: {} } }));
  await new Promise<void>((resolve) => socket.on('message', (data) => JSON.parse(String(data)).result?.type === 'started' && resolve()));
  return { socket, closed: new Promise<number>((resolve) => socket.once('close', (code) => resolve(code))) };
}

describe('account states (spec §2.2, §6)', () => {
  it('disabling applies at once: calls refused, status says so, the socket closes, signing out still works', async () => {
    const admin = await signedIn({ isAdmin: true });
    const member = await signedIn();
    expect((await member.client.get('/api/user/team/members')).status).toBe(200);
    const { closed } = await openSocket(member.client);

    expect((await admin.client.post('/api/admin/user/account-state', { user_id: member.user.id, state: 'disabled' })).json).toEqual({ success: true });
    expect(await closed).toBe(4409);
    const refused = await member.client.get('/api/user/team/members');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(ACCOUNT_STATE_TEXT.disabled);
    expect((await member.client.get('/api/status')).json.user).toMatchObject({ account_disabled: true, account_inactive: false, account_suspended: false });
    expect((await member.client.get('/api/user/signout')).status).toBe(200);
  });

  it('an inactive account is refused with the Account Inactive text and sees its state; reactivating restores it', async () => {
    const admin = await signedIn({ isAdmin: true });
    const member = await signedIn();
    await admin.client.post('/api/admin/user/account-state', { user_id: member.user.id, state: 'inactive' });
    const refused = await member.client.post('/api/user/configuration', { full_name: 'Not allowed', nickname: 'n' });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(ACCOUNT_STATE_TEXT.inactive);
    expect((await app.orm.em.fork().findOneOrFail(User, member.user.id)).fullName).toBe('Test User');
    expect((await member.client.get('/api/status')).json.user.account_inactive).toBe(true);
    await admin.client.post('/api/admin/user/account-state', { user_id: member.user.id, state: 'active' });
    expect((await member.client.get('/api/user/team/members')).status).toBe(200);
  });

  it('a suspended account keeps working (it only loses the navigation) and says so', async () => {
    const admin = await signedIn({ isAdmin: true });
    const member = await signedIn();
    await admin.client.post('/api/admin/user/account-state', { user_id: member.user.id, state: 'suspended' });
    expect((await member.client.get('/api/user/team/members')).status).toBe(200);
    expect((await member.client.get('/api/status')).json.user.account_suspended).toBe(true);
  });

  it('only site admins set states: 403 otherwise, 404 for an unknown user, 400 for a bad state or their own account', async () => {
    const admin = await signedIn({ isAdmin: true });
    const teamAdmin = await signedIn({ role: 'team_admin' });
    const member = await signedIn({ team: teamAdmin.team });
    expect((await teamAdmin.client.post('/api/admin/user/account-state', { user_id: member.user.id, state: 'disabled' })).status).toBe(403);
    expect((await admin.client.post('/api/admin/user/account-state', { user_id: 2147483000, state: 'disabled' })).status).toBe(404);
    expect((await admin.client.post('/api/admin/user/account-state', { user_id: member.user.id, state: 'gone' })).status).toBe(400);
    expect((await admin.client.post('/api/admin/user/account-state', { user_id: admin.user.id, state: 'disabled' })).status).toBe(400);
    expect((await app.orm.em.fork().findOneOrFail(User, member.user.id)).accountState).toBe('active');
  });
});
