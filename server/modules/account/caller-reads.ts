import type { EntityManager } from '@mikro-orm/postgresql';
import { Team } from '../teams/team.entity.js';
import type { Principal } from '../../trpc/callers.js';
import { User, type TeamMember } from './user.entity.js';

/*
 * A caller's user, memberships and current team, in plain SQL mapped into the call's
 * EntityManager: the same entities a find would give, for a tenth of the ORM's cost per query. A
 * session is read with its caller's rows in one statement (CALLER_ROWS_SQL, in the session adapter).
 */

export interface Membership {
  team: Team;
  role: TeamMember['role'];
}

type Row = Record<string, unknown>;

/** A caller's rows as the database gives them: the user's, and each membership's team with its role. */
export interface CallerRows {
  user: Row & { id: number };
  teams: (Row & { member_role: TeamMember['role'] })[];
}

/** The select list of a caller's rows in a query where `u` is the user's row (as `caller_user`, `caller_teams`). */
export const CALLER_ROWS_SQL = `to_jsonb(u) as caller_user,
  coalesce((select jsonb_agg(to_jsonb(t) || jsonb_build_object('member_role', m.role) order by m.id)
            from team_member m join team t on t.id = m.team_id where m.user_id = u.id), '[]'::jsonb) as caller_teams`;

const mapMemberships = (em: EntityManager, teams: CallerRows['teams']): Membership[] =>
  teams.map(({ member_role, ...team }) => ({ team: em.map(Team, team), role: member_role }));

/** A principal's memberships (read with its credential) as entities of `em`, oldest first. */
export const membershipsOf = (em: EntityManager, principal: Pick<Principal, 'memberships'>) => mapMemberships(em, principal.memberships as CallerRows['teams']);

export async function readUser(em: EntityManager, userId: number): Promise<User | null> {
  const [row] = await em.execute<Row[]>('select * from users where id = ?', [userId]);
  return row ? em.map(User, row) : null;
}

/** The user's memberships, oldest first, each with its team. */
async function readMemberships(em: EntityManager, userId: number): Promise<Membership[]> {
  const teams = await em.execute<CallerRows['teams']>(
    'select t.*, m.role as member_role from team_member m join team t on t.id = m.team_id where m.user_id = ? order by m.id',
    [userId],
  );
  return mapMemberships(em, teams);
}

/** The team the user works in now: the selected one, else the primary, else the first. */
export function currentMembership<M extends { team: { id: string } }>(user: User, memberships: M[]): M | undefined {
  const wanted = user.selectedTeam?.id ?? user.primaryTeam?.id;
  return memberships.find((m) => m.team.id === wanted) ?? memberships[0];
}

/**
 * The user's memberships (read now unless `known`) and the team they work in now. A site admin
 * who picked an organisation they do not belong to (admin/settings) works in it as its admin.
 */
export async function resolveCurrentTeam(
  em: EntityManager,
  user: User,
  known?: Membership[],
): Promise<{ memberships: Membership[]; current: Membership | undefined }> {
  const memberships = known ?? (await readMemberships(em, user.id));
  const picked = user.selectedTeam?.id;
  if (user.isAdmin && picked && !memberships.some((m) => m.team.id === picked)) {
    const [row] = await em.execute<Row[]>('select * from team where id = ?', [picked]);
    if (row) return { memberships, current: { team: em.map(Team, row), role: 'team_admin' } };
  }
  return { memberships, current: currentMembership(user, memberships) };
}
