import type { z } from 'zod';
import type { LikeRequest, ListLikesResponse, ListLikesRequest } from '../../../shared/schemas/sheets/likes.js';
import { AppError } from '../../errors.js';
import { assertOwnTeam } from '../../trpc/init.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { findOwnSheet } from './sheet-access.js';
import { InfluencerLike } from './influencer-like.entity.js';
import { SheetEntry } from './sheet-entry.entity.js';

/** GET /api/user/influencer-likes: the team's likes on one sheet. */
export async function listLikes(ctx: TeamContext, input: z.output<typeof ListLikesRequest>): Promise<z.infer<typeof ListLikesResponse>> {
  assertOwnTeam(ctx, input.team_id);
  const sheet = await findOwnSheet(ctx, input.salesheet_id);
  const likes = await ctx.em.find(InfluencerLike, { team: ctx.team, sheet }, { orderBy: { id: 'asc' } });
  return {
    likes: likes.map((l) => ({ influencer_id: l.influencer.id, salesheet_id: sheet.id, team_id: ctx.team.id, user_id: l.user.id })),
  };
}

/** POST: likes a creator on a sheet for the team (liking twice keeps one like). */
export async function addLike(ctx: TeamContext, input: z.output<typeof LikeRequest>) {
  assertOwnTeam(ctx, input.team_id);
  const sheet = await findOwnSheet(ctx, input.salesheet_id);
  const entry = await ctx.em.findOne(SheetEntry, { sheet, influencer: input.influencer_id });
  if (!entry) throw new AppError('NOT_FOUND', 'That creator is not on this sheet');
  const existing = await ctx.em.count(InfluencerLike, { team: ctx.team, sheet, influencer: input.influencer_id });
  if (existing === 0) ctx.em.create(InfluencerLike, { team: ctx.team, sheet, influencer: entry.influencer, user: ctx.user });
  await ctx.em.flush();
  return { success: true };
}

/** DELETE: removes the team's like of a creator on a sheet. */
export async function removeLike(ctx: TeamContext, input: z.output<typeof LikeRequest>) {
  assertOwnTeam(ctx, input.team_id);
  const sheet = await findOwnSheet(ctx, input.salesheet_id);
  await ctx.em.nativeDelete(InfluencerLike, { team: ctx.team, sheet, influencer: input.influencer_id });
  return { success: true };
}
