import { ApiClient } from './api-client.js';
import { createUser, TEST_PASSWORD } from './factories.js';
import type { TestApp } from './test-app.js';

/** A new user (options as createUser's) signed in with a REST client of its own. */
export async function signedInUser(app: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  const { user, team } = await createUser(app.orm.em.fork(), options);
  const client = new ApiClient(app.baseUrl);
  await client.signIn(user.email, TEST_PASSWORD);
  return { client, user, team };
}
