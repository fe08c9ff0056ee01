import type { EntityManager } from '@mikro-orm/postgresql';
import type { Auth } from '../../auth/lucia.js';
import type { Principal, Resolution } from '../../trpc/callers.js';
import type { CallerRows } from '../../auth/caller-rows.js';
import { runSql } from '../../db/sql.js';
import { teamRow } from './account.sql.js';

type Row = Record<string, unknown>;

/**
 * The team a user's calls act in, from their rows: the selected team, else the primary, else the
 * first membership. A site admin who picked an organisation they do not belong to (admin/settings)
 * works in it as its admin.
 */
export async function currentOfRows(em: EntityManager, rows: CallerRows): Promise<Principal['current']> {
  const picked = rows.user.selected_team_id as string | null;
  const wanted = picked ?? (rows.user.primary_team_id as string | null);
  const membership = rows.teams.find((t) => t.id === wanted) ?? rows.teams[0];
  if (rows.user.is_admin && picked && membership?.id !== picked) {
    const [team] = await runSql<Row & { id: string }>(em, teamRow(picked));
    if (team) return { team, role: 'team_admin' };
  }
  if (!membership) return null;
  const { member_role, ...team } = membership;
  return { team: team as Row & { id: string }, role: member_role };
}

/** A session cookie's principal: the session and the rows of the user it acts as, in one statement (session-adapter.ts). */
export function sessionPrincipalReader(auth: Auth, em: EntityManager) {
  return async (token: string): Promise<Resolution> => {
    const { session, user } = await auth.validateSession(token);
    if (!session || !user?.caller) return { status: 'unknown', cookie: 'blank' };
    const rows = user.caller;
    const principal: Principal = {
      userId: rows.user.id,
      sessionUserId: session.userId,
      session: { userId: session.userId, actingAsId: session.actingAsId, expiresAt: session.expiresAt },
      apiKey: null,
      user: rows.user,
      memberships: rows.teams as Principal['memberships'],
      current: await currentOfRows(em.fork(), rows),
    };
    return { status: 'live', principal, ...(session.fresh ? { cookie: 'fresh' as const } : {}) };
  };
}
