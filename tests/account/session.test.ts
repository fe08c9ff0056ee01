import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn() {
  const { user } = await createUser(app.orm.em.fork());
  const api = new ApiClient(app.baseUrl);
  await api.signIn(user.email, TEST_PASSWORD);
  return { api, user };
}

describe('session and account calls', () => {
  it('reports the session state at /api/status', async () => {
    const anonymous = await new ApiClient(app.baseUrl).get('/api/status');
    // The demo data source serves the directory: the app says "Demo data".
    expect(anonymous.json).toEqual({ authed: false, user: null, demo_data: true });
    const { api, user } = await signedIn();
    const status = await api.get('/api/status');
    expect(status.json.authed).toBe(true);
    expect(status.json.user.email).toBe(user.email);
  });

  it('stops accepting the session cookie after sign-out', async () => {
    const { api } = await signedIn();
    const stolen = new ApiClient(app.baseUrl);
    const cookie = api.cookieHeader;
    expect((await api.get('/api/user/signout')).json).toEqual({ success: true });
    const replay = await stolen.request('GET', '/api/user/configuration', undefined, { cookie });
    expect(replay.status).toBe(401);
  });

  it('answers 401 to user calls when signed out', async () => {
    const api = new ApiClient(app.baseUrl);
    expect((await api.get('/api/user/configuration')).status).toBe(401);
    expect((await api.post('/api/user/configuration', { full_name: 'X', nickname: 'Y' })).status).toBe(401);
  });

  it('saves personal details', async () => {
    const { api } = await signedIn();
    const saved = await api.post('/api/user/configuration', { full_name: 'Robin Rivera', nickname: 'Rob' });
    expect(saved.status).toBe(200);
    const configuration = await api.get('/api/user/configuration');
    expect(configuration.json).toMatchObject({ full_name: 'Robin Rivera', nickname: 'Rob' });
  });

  it('refuses a disabled account', async () => {
    const { user } = await createUser(app.orm.em.fork(), { accountState: 'disabled' });
    const api = new ApiClient(app.baseUrl);
    await api.signIn(user.email, TEST_PASSWORD);
    expect((await api.get('/api/status')).json.user.account_disabled).toBe(true);
    expect((await api.get('/api/user/configuration')).status).toBe(403);
  });

  describe('change password', () => {
    it('answers success and the new password signs in', async () => {
      const { api, user } = await signedIn();
      const changed = await api.post('/api/user/account/change-password', { old_password: TEST_PASSWORD, new_password: 'a-new-secret' });
      expect(changed.json).toEqual({ success: true });
      expect((await new ApiClient(app.baseUrl).signIn(user.email, 'a-new-secret')).status).toBe(200);
      expect((await new ApiClient(app.baseUrl).signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    });

    it('refuses a short password with the spec message, changing nothing', async () => {
      const { api, user } = await signedIn();
      const refused = await api.post('/api/user/account/change-password', { old_password: TEST_PASSWORD, new_password: '12345' });
      expect(refused.status).toBe(400);
      expect(refused.json.fields.new_password).toBe('Choose a longer password');
      expect((await new ApiClient(app.baseUrl).signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    });

    it('refuses a wrong current password', async () => {
      const { api } = await signedIn();
      const refused = await api.post('/api/user/account/change-password', { old_password: 'wrong', new_password: 'long-enough' });
      expect(refused.status).toBe(400);
    });
  });
});
