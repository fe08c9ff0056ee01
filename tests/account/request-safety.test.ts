import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { User } from '../../server/modules/account/user.entity.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('request safety', () => {
  it('changes nothing for a cross-site form POST carrying the session cookie', async () => {
    const { user } = await createUser(app.orm.em.fork());
    const api = new ApiClient(app.baseUrl);
    await api.signIn(user.email, TEST_PASSWORD);
    const form = await api.request('POST', '/api/user/configuration', 'full_name=Hacked&nickname=Hacked', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
    });
    expect(form.status).toBe(403);
    const sameOriginForm = await api.request('POST', '/api/user/configuration', 'full_name=Hacked&nickname=Hacked', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(sameOriginForm.status).toBe(415);
    const stored = await app.orm.em.fork().findOneOrFail(User, user.id);
    expect(stored.fullName).toBe('Test User');
  });

  it('refuses a JSON call from a foreign Origin', async () => {
    const api = new ApiClient(app.baseUrl);
    const response = await api.request('POST', '/api/user/account/signin', { email: 'a@b.c', password: 'x' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });

  it('answers bad JSON with 400, never 500', async () => {
    const response = await new ApiClient(app.baseUrl).post('/api/user/account/signin', '{"email": ');
    expect(response.status).toBe(400);
    expect(response.json.error).toBeTruthy();
  });

  it('answers wrong types with 400 naming the field', async () => {
    const response = await new ApiClient(app.baseUrl).post('/api/user/account/signin', { email: 42, password: 'x' });
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('BAD_REQUEST');
    expect(response.json.fields).toHaveProperty('email');
    expect(response.json.error).toContain('email');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await new ApiClient(app.baseUrl).get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists every built call in the OpenAPI document at its documented path', async () => {
    const document = (await new ApiClient(app.baseUrl).get('/api/openapi.json')).json;
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/status', '/api/user/account/signin', '/api/user/signout', '/api/user/configuration', '/api/user/account/change-password']),
    );
    expect(document.paths['/api/user/configuration']).toHaveProperty('get');
    expect(document.paths['/api/user/configuration']).toHaveProperty('post');
  });
});
