import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../../events/bus.js';
import { scopes } from '../../events/bus.js';
import { runSql } from '../../db/sql.js';
import { deleteSessions } from './account.sql.js';

/**
 * Ends sessions of a user (all, or all but `keep`, a stored session id) and tells their open tabs
 * and sockets, which sign out at once.
 */
export async function endSessions(em: EntityManager, bus: EventBus, userId: number, keep?: string) {
  const ended = await runSql<{ id: string }>(em, deleteSessions(userId, keep));
  for (const { id } of ended) await bus.publish(scopes.user(userId), 'session.revoked', { userId, sessionId: id });
  return ended.length;
}

/** The user's open tabs read their configuration again (team, role, membership or account state changed). */
export const accountChanged = (ctx: { bus: EventBus }, userId: number, closeSockets = false) =>
  ctx.bus.publish(scopes.user(userId), 'account.changed', closeSockets ? { userId, closeSockets } : { userId });
