import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ChangeRoleRequest, RemoveMemberRequest, SaveContactInfoRequest } from '../../../shared/schemas/teams.js';
import { AppError } from '../../errors.js';
import type { TeamServicesContext } from '../../trpc/team-context.js';
import { Invitation } from '../account/account-code.entity.js';
import { accountChanged, lockedTeamAdminCount } from '../account/index.js';
import { TeamMember } from '../account/user.entity.js';
import { teamChanged } from './team-changed.js';

export const LAST_ADMIN = 'The organization needs at least one admin: make someone else an admin first.';

export function teamInfo(ctx: TeamServicesContext) {
  const { team } = ctx;
  return { contact_email: team.contactEmail ?? null, phone_number: team.phone ?? null, homepage: team.homepage ?? null, bio: team.bio ?? null };
}

export async function saveContactInfo(ctx: TeamServicesContext, input: z.infer<typeof SaveContactInfoRequest>) {
  const team = ctx.team;
  const orNull = (value: string | undefined) => (value ? value : null);
  team.contactEmail = orNull(input.email);
  team.phone = orNull(input.phone);
  team.homepage = orNull(input.homepage);
  team.bio = orNull(input.bio);
  await ctx.em.flush();
  await teamChanged(ctx);
  return teamInfo(ctx);
}

/**
 * The organization's people. Platform accounts (staff and site admins) that belong to a team to do
 * their work are the platform's, not the organization's: not listed, and not for it to remove.
 */
const PEOPLE = { user: { isStaff: false, isAdmin: false } } as const;

export async function members(ctx: TeamServicesContext) {
  const rows = await ctx.em.find(TeamMember, { team: ctx.team, ...PEOPLE }, { populate: ['user'], orderBy: { id: 'asc' } });
  const invitations = await ctx.em.find(Invitation, { team: ctx.team, acceptedAt: null, expiresAt: { $gt: new Date() } }, { orderBy: { id: 'asc' } });
  return {
    members: rows.map((m) => ({ id: m.user.id, full_name: m.user.fullName, email: m.user.email, role: m.role })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, expires_at: i.expiresAt.toISOString() })),
  };
}

/** A member of this team by user id; anyone else (another team's user, an unknown id) is 404. */
async function membership(ctx: TeamServicesContext, userId: number) {
  const row = await ctx.em.findOne(TeamMember, { team: ctx.team, user: { id: userId, ...PEOPLE.user } }, { populate: ['user'] });
  if (!row) throw new AppError('NOT_FOUND', 'Member not found');
  return row;
}

/** Whether removing `row`'s admin role would leave the team without an admin (checked under a lock on the team's admins). */
async function isLastAdmin(em: EntityManager, row: TeamMember) {
  if (row.role !== 'team_admin') return false;
  return (await lockedTeamAdminCount(em, row.team.id)) <= 1;
}

/** POST /api/user/team/member/remove: the member loses the team (and their sessions in it end); never the last admin. */
export async function removeMember(ctx: TeamServicesContext, input: z.infer<typeof RemoveMemberRequest>) {
  await ctx.em.transactional(async (em) => {
    const row = await membership({ ...ctx, em }, input.user_id);
    if (await isLastAdmin(em, row)) throw new AppError('BAD_REQUEST', LAST_ADMIN, { field: 'user_id' });
    const user = row.user;
    if (user.primaryTeam?.id === ctx.team.id) user.primaryTeam = null;
    if (user.selectedTeam?.id === ctx.team.id) user.selectedTeam = null;
    em.remove(row);
  });
  await accountChanged(ctx, input.user_id);
  return { success: true };
}

export async function changeRole(ctx: TeamServicesContext, input: z.infer<typeof ChangeRoleRequest>) {
  await ctx.em.transactional(async (em) => {
    const row = await membership({ ...ctx, em }, input.user_id);
    if (input.role !== 'team_admin' && (await isLastAdmin(em, row))) throw new AppError('BAD_REQUEST', LAST_ADMIN, { field: 'role' });
    row.role = input.role;
  });
  await accountChanged(ctx, input.user_id);
  return members(ctx);
}
