import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(undefined, { TRUST_PROXY: 'true' });
});
afterAll(() => app.close());

it('marks the session cookie Secure when the request came over https (behind a trusted proxy)', async () => {
  const { user } = await createUser(app.orm.em.fork());
  const overHttps = await new ApiClient(app.baseUrl).request(
    'POST',
    '/api/user/account/signin',
    { email: user.email, password: TEST_PASSWORD },
    { 'x-forwarded-proto': 'https' },
  );
  const secure = overHttps.headers.getSetCookie()[0];
  expect(secure).toMatch(/^__Host-pitchroom_session=/);
  expect(secure).toMatch(/;\s*Secure/i);
  expect(secure).toMatch(/;\s*Path=\//i);
  expect(secure).not.toMatch(/Domain=/i);
  // The prefixed cookie authenticates later calls.
  const token = secure.split(';')[0];
  const configuration = await new ApiClient(app.baseUrl).request('GET', '/api/user/configuration', undefined, { cookie: token, 'x-forwarded-proto': 'https' });
  expect(configuration.status).toBe(200);
  const overHttp = await new ApiClient(app.baseUrl).signIn(user.email, TEST_PASSWORD);
  expect(overHttp.headers.getSetCookie()[0]).toMatch(/^pitchroom_session=/);
  expect(overHttp.headers.getSetCookie()[0]).not.toMatch(/;\s*Secure/i);
});
