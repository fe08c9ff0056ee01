import type { EntityManager } from '@mikro-orm/postgresql';
import { MasterTag } from '../../server/modules/tags/master-tag.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';

/** A member of a new team, signed in. */
export async function signedInMember(app: TestApp) {
  const { user, team } = await createUser(app.orm.em.fork() as EntityManager);
  const api = new ApiClient(app.baseUrl);
  const answer = await api.signIn(user.email, TEST_PASSWORD);
  if (answer.status !== 200) throw new Error(answer.text);
  return { user, team, api };
}

export async function createMasterTags(em: EntityManager, names: string[]) {
  for (const name of names) em.create(MasterTag, { name });
  await em.flush();
}
