import type { EntityManager } from '@mikro-orm/postgresql';
import type { Team } from '../../server/modules/teams/team.entity.js';
import { ApiClient } from '../helpers/api-client.js';
import { createUser, TEST_PASSWORD } from '../helpers/factories.js';
import type { TestApp } from '../helpers/test-app.js';
import { wsTrpcClient } from '../helpers/ws-client.js';

/** A signed-in user of `team` (a new team when none is given), with a REST client and a WebSocket tRPC client. */
export async function member(app: TestApp, team?: Team) {
  const { user, team: own } = await createUser(app.orm.em.fork() as EntityManager, { team });
  const api = new ApiClient(app.baseUrl);
  await api.signIn(user.email, TEST_PASSWORD);
  return { user, team: own, api, socket: () => wsTrpcClient(app.baseUrl, api.cookieHeader) };
}

export const startConversation = (api: ApiClient, receiverId: number, body = 'Hello there', extra: Record<string, unknown> = {}) =>
  api.post('/api/conversations', { title: 'Shortlist for GlowCo', body, receiver_id: receiverId, ...extra });
