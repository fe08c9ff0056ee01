import { createHash } from 'node:crypto';
import type { Adapter, DatabaseSession, DatabaseUser } from 'lucia';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CallerRows } from './caller-rows.js';
import { Session } from './session.entity.js';

/** Only the SHA-256 of a session token is stored, so a leaked table gives no sessions. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** lucia's storage, on the sessions table through MikroORM. Each call uses its own fork. */
export function sessionAdapter(rootEm: EntityManager, callerRowsSql: string): Adapter {
  const em = () => rootEm.fork();
  const toDatabaseSession = (s: Session): DatabaseSession => ({
    id: s.id,
    userId: s.user.id,
    expiresAt: s.expiresAt,
    attributes: { acting_as_id: s.actingAs?.id ?? null },
  });
  return {
    async getSessionAndUser(token): Promise<[DatabaseSession | null, DatabaseUser | null]> {
      // Read on every signed-in call: the session and its caller (the user it acts as, their teams) in one plain statement.
      const [row] = await rootEm.execute<
        { user_id: number; acting_as_id: number | null; expires_at: string | Date; caller_user: CallerRows['user']; caller_teams: CallerRows['teams'] }[]
      >(
        `select s.user_id, s.acting_as_id, s.expires_at, ${callerRowsSql} from session s join users u on u.id = coalesce(s.acting_as_id, s.user_id) where s.id = ?`,
        [hashSessionToken(token)],
      );
      if (!row) return [null, null];
      const session = { id: token, userId: row.user_id, expiresAt: new Date(row.expires_at), attributes: { acting_as_id: row.acting_as_id } };
      return [session, { id: row.user_id, attributes: { caller: { user: row.caller_user, teams: row.caller_teams } } }];
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
