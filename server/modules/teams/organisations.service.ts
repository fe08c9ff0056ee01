import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { Context } from '../../trpc/init.js';
import { accountChanged, buildUserConfiguration } from '../account/index.js';
import { TeamMember, type User } from '../account/user.entity.js';
import { Team } from './team.entity.js';

type UserCtx = Context & { em: EntityManager; user: User };

/** POST /api/user/switch-team: a user with several teams works in another of them; their other tabs follow at once. */
export async function switchTeam(ctx: UserCtx, input: { team_id: string }) {
  const membership = await ctx.em.findOne(TeamMember, { user: ctx.user, team: input.team_id }, { populate: ['team'] });
  if (!membership) throw new AppError('NOT_FOUND', 'Team not found');
  ctx.user.selectedTeam = membership.team;
  await ctx.em.flush();
  await accountChanged(ctx, ctx.user.id);
  return buildUserConfiguration(ctx.em, ctx.user);
}

/** GET /api/admin/teams: every organisation, by name (site admins). */
export async function listTeams(ctx: UserCtx) {
  const teams = await ctx.em.find(Team, {}, { orderBy: { name: 'asc', id: 'asc' }, fields: ['id', 'name'] });
  return { teams: teams.map((t) => ({ id: t.id, team_name: t.name })) };
}

/** POST /api/admin/settings: a site admin works in any organisation, as its admin. */
export async function pickTeam(ctx: UserCtx, input: { team_id: string }) {
  const team = await ctx.em.findOne(Team, input.team_id);
  if (!team) throw new AppError('NOT_FOUND', 'Team not found');
  ctx.user.selectedTeam = team;
  await ctx.em.flush();
  await accountChanged(ctx, ctx.user.id);
  return buildUserConfiguration(ctx.em, ctx.user);
}
