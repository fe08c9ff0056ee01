import { createHash } from 'node:crypto';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Session } from './session.entity.js';

/** Only the SHA-256 of a session token is stored, so a leaked table gives no sessions. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** lucia's storage, on the sessions table through MikroORM. Each call uses its own fork. */
export function sessionAdapter(rootEm: EntityManager): Adapter {
  const em = () => rootEm.fork();
  const toDatabaseSession = (s: Session): DatabaseSession => ({
    id: s.id,
    userId: s.user.id,
    expiresAt: s.expiresAt,
    attributes: { acting_as_id: s.actingAs?.id ?? null },
  });
  return {
    async getSessionAndUser(token): Promise<[DatabaseSession | null, DatabaseUser | null]> {
      const session = await em().findOne(Session, { id: hashSessionToken(token) });
      if (!session) return [null, null];
      return [{ ...toDatabaseSession(session), id: token }, { id: session.user.id, attributes: {} }];
    },
    async getUserSessions(userId) {
      const sessions = await em().find(Session, { user: userId });
      return sessions.map(toDatabaseSession);
    },
    async setSession(session) {
      await em().insert(Session, { id: hashSessionToken(session.id), user: session.userId, expiresAt: session.expiresAt, createdAt: new Date() });
    },
    async updateSessionExpiration(token, expiresAt) {
      await em().nativeUpdate(Session, { id: hashSessionToken(token) }, { expiresAt });
    },
    async deleteSession(token) {
      await em().nativeDelete(Session, { id: hashSessionToken(token) });
    },
    async deleteUserSessions(userId) {
      await em().nativeDelete(Session, { user: userId });
    },
    async deleteExpiredSessions() {
      await em().nativeDelete(Session, { expiresAt: { $lte: new Date() } });
    },
  };
}
