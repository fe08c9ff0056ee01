import type { EntityManager } from '@mikro-orm/postgresql';
import { Team } from '../teams/team.entity.js';
import type { CallerRows } from '../../auth/caller-rows.js';
import type { Principal } from '../../trpc/callers.js';
import { runSql } from '../../db/sql.js';
import { membershipRows, teamRow, userRow } from './account.sql.js';
import { User, type TeamMember } from './user.entity.js';

/*
 * A caller's user, memberships and current team, in plain SQL mapped into the call's
 * EntityManager: the same entities a find would give, for a tenth of the ORM's cost per query. A
 * session is read with its caller's rows in one statement (CALLER_ROWS_SQL, account.sql.ts, in the session adapter).
 */

export interface Membership {
  team: Team;
  role: TeamMember['role'];
}

type Row = Record<string, unknown>;

const mapMemberships = (em: EntityManager, teams: CallerRows['teams']): Membership[] =>
  teams.map(({ member_role, ...team }) => ({ team: em.map(Team, team), role: member_role as TeamMember['role'] }));

const teamFacts = (row: Row) => ({
  id: row.id as string,
  name: row.name as string,
  imageUrl: (row.image_url as string | null) ?? undefined,
  isBrand: row.is_brand as boolean,
  credits: row.credits as number,
  settings: row.settings as Team['settings'],
});

/** The teams a principal's calls act in, straight from its rows: the current team and the user's primary team. */
export const callerTeamIds = (principal: Principal) => ({
  teamId: principal.current?.team.id ?? null,
  primaryTeamId: (principal.user.primary_team_id as string | null) ?? null,
});

/** What a configuration shows of a principal, straight from the rows read with its credential. */
export function configurationFacts(principal: Principal) {
  const row = principal.user;
  const user = {
    id: row.id,
    email: row.email as string,
    fullName: row.full_name as string,
    nickname: row.nickname as string,
    isAdmin: row.is_admin as boolean,
    isStaff: row.is_staff as boolean,
    accountState: row.account_state as User['accountState'],
    notification: (row.notification as string | null) ?? undefined,
    primaryTeam: row.primary_team_id ? { id: row.primary_team_id as string } : null,
  };
  const memberships = principal.memberships.map((m) => ({ team: teamFacts(m), role: m.member_role as TeamMember['role'] }));
  const current = principal.current ? { team: teamFacts(principal.current.team), role: principal.current.role as TeamMember['role'] } : undefined;
  return { user, memberships, current };
}

/** Whether a user signs in with `email`. */
export const userWithEmailExists = async (em: EntityManager, email: string) => (await em.count(User, { email })) > 0;

export async function readUser(em: EntityManager, userId: number): Promise<User | null> {
  const [row] = await runSql<Row>(em, userRow(userId));
  return row ? em.map(User, row) : null;
}

/** The user's memberships, oldest first, each with its team. */
async function readMemberships(em: EntityManager, userId: number): Promise<Membership[]> {
  const teams = await runSql<CallerRows['teams'][number]>(em, membershipRows(userId));
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
    const [row] = await runSql<Row>(em, teamRow(picked));
    if (row) return { memberships, current: { team: em.map(Team, row), role: 'team_admin' } };
  }
  return { memberships, current: currentMembership(user, memberships) };
}
