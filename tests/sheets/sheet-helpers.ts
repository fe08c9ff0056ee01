import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import type { Team } from '../../server/modules/teams/team.entity.js';

/** A signed-in member of `team` (a new team when none is given). */
export async function signedInMember(app: TestApp, team?: Team) {
  const em = app.orm.em.fork() as EntityManager;
  const { user, team: memberTeam } = await createUser(em, { team });
  const api = new ApiClient(app.baseUrl);
  const answer = await api.signIn(user.email, TEST_PASSWORD);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.text}`);
  return { api, user, team: memberTeam, em };
}

export const save = (api: ApiClient, body: Record<string, unknown>) => api.post('/api/user/talent-sheets/save', body);
