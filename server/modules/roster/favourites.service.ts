import type { z } from 'zod';
import type { FavoritesRequest, FavoritesResponse, SetFavoriteRequest } from '../../../shared/schemas/roster/tags.js';
import { ROSTER_LIMIT } from '../../../shared/talent-texts.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { Favourite } from './favourite.entity.js';
import { loadInfluencerCards } from './influencer-cards.js';
import { findRosterEntry } from './roster-access.js';

/**
 * GET /api/search/influencers/favorites: the user's favourites that are on the current team's
 * roster (a favourite from another team stays stored but is not shown here), newest first.
 */
export async function listFavorites(ctx: TeamContext, input: z.output<typeof FavoritesRequest>): Promise<z.infer<typeof FavoritesResponse>> {
  const connection = ctx.em.getConnection();
  const rows = await connection.execute<{ influencer_id: number }[]>(
    `select f.influencer_id
       from favourite f join roster_entry re on re.influencer_id = f.influencer_id and re.team_id = ?
      where f.user_id = ? order by f.created_at desc, f.id desc limit ? offset ?`,
    [ctx.team.id, ctx.user.id, ROSTER_LIMIT.favoritesPage, (input.page - 1) * ROSTER_LIMIT.favoritesPage],
  );
  const all = await connection.execute<{ influencer_id: number }[]>(
    `select f.influencer_id from favourite f join roster_entry re on re.influencer_id = f.influencer_id and re.team_id = ? where f.user_id = ?`,
    [ctx.team.id, ctx.user.id],
  );
  const cards = await loadInfluencerCards(
    ctx.em,
    ctx.team,
    rows.map((r) => r.influencer_id),
  );
  return {
    favoriteInfluencers: all.map((r) => r.influencer_id),
    influencers: cards.map((c) => ({
      id: c.id,
      fullname: c.fullname,
      picture_url: c.picture_url,
      followers: c.followers,
      tags: c.tags,
      socials: c.socials.map((s) => ({ platform: s.platform, handle: s.handle, followers: s.followers })),
    })),
    total: all.length,
  };
}

/** The profile's favourite toggle; only a creator on the team's roster. */
export async function setFavorite(ctx: TeamContext, input: z.output<typeof SetFavoriteRequest>) {
  const entry = await findRosterEntry(ctx, input.influencer_id);
  if (input.favorite) {
    await ctx.em
      .getConnection()
      .execute(`insert into favourite (user_id, influencer_id, created_at) values (?, ?, now()) on conflict (user_id, influencer_id) do nothing`, [
        ctx.user.id,
        entry.influencer.id,
      ]);
  } else {
    await ctx.em.nativeDelete(Favourite, { user: ctx.user.id, influencer: entry.influencer.id });
  }
  return { favorite: input.favorite };
}
