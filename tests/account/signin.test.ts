import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages.js';
import { SIGNIN_THROTTLE } from '../../shared/limits.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('sign-in', () => {
  it('signs in through the REST path and the cookie authenticates later calls', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const api = new ApiClient(app.baseUrl);
    const signIn = await api.signIn(user.email, TEST_PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.json.user.email).toBe(user.email);
    const cookie = signIn.headers.getSetCookie()[0];
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const configuration = await api.get('/api/user/configuration');
    expect(configuration.status).toBe(200);
    expect(configuration.json).toMatchObject({ user_id: user.id, email: user.email });
  });

  it('answers a wrong password and an unknown e-mail exactly alike', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const wrongPassword = await new ApiClient(app.baseUrl).signIn(user.email, 'not-the-password');
    const unknownEmail = await new ApiClient(app.baseUrl).signIn('nobody@example.test', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json.error).toBe(MSG.badSignInInformation);
    expect(unknownEmail.json.error).toBe(wrongPassword.json.error);
    expect(unknownEmail.json.code).toBe(wrongPassword.json.code);
  });

  it('refuses the 6th rapid failure on one account with 429 and a retry time, even with the right password', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const api = new ApiClient(app.baseUrl);
    for (let i = 0; i < SIGNIN_THROTTLE.perAccount; i++) {
      expect((await api.signIn(user.email, 'wrong')).status).toBe(401);
    }
    const refused = await api.signIn(user.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.error).toMatch(/Try again in \d+ minute/);
  });

  it('keeps the throttle in the database, so another server instance refuses too', async () => {
    const { user } = await createUser(app.orm.em.fork());
    for (let i = 0; i < SIGNIN_THROTTLE.perAccount; i++) await new ApiClient(app.baseUrl).signIn(user.email, 'wrong');
    const second = await startTestApp({ url: app.databaseUrl, orm: app.orm });
    try {
      expect((await new ApiClient(second.baseUrl).signIn(user.email, TEST_PASSWORD)).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('gives a new session on every sign-in', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const first = await new ApiClient(app.baseUrl).signIn(user.email, TEST_PASSWORD);
    const second = await new ApiClient(app.baseUrl).signIn(user.email, TEST_PASSWORD);
    expect(first.headers.getSetCookie()[0]).not.toBe(second.headers.getSetCookie()[0]);
  });

  it('stores only a hash of the session token', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const api = new ApiClient(app.baseUrl);
    await api.signIn(user.email, TEST_PASSWORD);
    const token = api.cookieHeader.split('=')[1];
    const rows: { id: string }[] = await app.orm.em.fork().getConnection().execute('select id from session where user_id = ?', [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toContain(token);
    expect(rows[0].id).toMatch(/^[0-9a-f]{64}$/);
  });
});
