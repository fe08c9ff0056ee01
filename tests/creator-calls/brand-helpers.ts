import type { EntityManager } from '@mikro-orm/postgresql';
import { Team } from '../../server/modules/teams/team.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

/** A signed-in member of a new brand team, calling tRPC as the brand screens do. */
export async function signedInBrand(app: TestApp, name: string) {
  const em = app.orm.em.fork() as EntityManager;
  const team = em.create(Team, { name, isBrand: true, settings: {}, createdAt: new Date() });
  await em.flush();
  const { user } = await createUser(em, { team });
  const api = new ApiClient(app.baseUrl);
  await api.signIn(user.email, TEST_PASSWORD);
  const query = (path: string, input?: unknown) => api.get(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`);
  const mutate = (path: string, input: unknown) => api.post(`/trpc/${path}`, input);
  return { api, team, query, mutate };
}
