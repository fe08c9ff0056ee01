import type { EntityManager } from '@mikro-orm/postgresql';
import { Team } from '../teams/team.entity.js';
import { User, type TeamMember } from './user.entity.js';

/*
 * The reads every signed-in call makes (its user, memberships and current team), in plain SQL
 * mapped into the call's EntityManager: the same entities a find would give, for a tenth of the
 * ORM's cost per query (`npm run bench:floor`).
 */

export interface Membership {
  team: Team;
  role: TeamMember['role'];
}

type Row = Record<string, unknown>;

export async function readUser(em: EntityManager, userId: number): Promise<User | null> {
  const [row] = await em.execute<Row[]>('select * from users where id = ?', [userId]);
  return row ? em.map(User, row) : null;
}

/** The user's memberships, oldest first, each with its team. */
async function readMemberships(em: EntityManager, userId: number): Promise<Membership[]> {
  const rows = await em.execute<(Row & { member_role: TeamMember['role'] })[]>(
    'select t.*, m.role as member_role from team_member m join team t on t.id = m.team_id where m.user_id = ? order by m.id',
    [userId],
  );
  return rows.map(({ member_role, ...team }) => ({ team: em.map(Team, team), role: member_role }));
}

/** The team the user works in now: the selected one, else the primary, else the first. */
export function currentMembership<M extends { team: { id: string } }>(user: User, memberships: M[]): M | undefined {
  const wanted = user.selectedTeam?.id ?? user.primaryTeam?.id;
  return memberships.find((m) => m.team.id === wanted) ?? memberships[0];
}

/**
 * The user's memberships and the team they work in now. A site admin who picked an organisation
 * they do not belong to (admin/settings) works in it as its admin.
 */
export async function resolveCurrentTeam(em: EntityManager, user: User): Promise<{ memberships: Membership[]; current: Membership | undefined }> {
  const memberships = await readMemberships(em, user.id);
  const picked = user.selectedTeam?.id;
  if (user.isAdmin && picked && !memberships.some((m) => m.team.id === picked)) {
    const [row] = await em.execute<Row[]>('select * from team where id = ?', [picked]);
    if (row) return { memberships, current: { team: em.map(Team, row), role: 'team_admin' } };
  }
  return { memberships, current: currentMembership(user, memberships) };
}
