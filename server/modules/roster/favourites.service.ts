import type { z } from 'zod';
import type { FavoritesRequest, FavoritesResponse, SetFavoriteRequest } from '../../../shared/schemas/roster/tags.js';
import { ROSTER_LIMIT } from '../../../shared/talent-texts.js';
import { runSql } from '../../db/sql.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { Favourite } from './favourite.entity.js';
import { loadInfluencerCards } from './influencer-cards.js';
import { findRosterEntry } from './roster-access.js';
import { addFavourite, favouritesOnRoster } from './roster.sql.js';

/**
 * GET /api/search/influencers/favorites: the user's favourites that are on the current team's
 * roster (a favourite from another team stays stored but is not shown here), newest first.
 */
export async function listFavorites(ctx: TeamContext, input: z.output<typeof FavoritesRequest>): Promise<z.infer<typeof FavoritesResponse>> {
  const page = { limit: ROSTER_LIMIT.favoritesPage, offset: (input.page - 1) * ROSTER_LIMIT.favoritesPage };
  const rows = await runSql<{ influencer_id: number }>(ctx.em, favouritesOnRoster(ctx.team.id, ctx.user.id, page));
  const all = await runSql<{ influencer_id: number }>(ctx.em, favouritesOnRoster(ctx.team.id, ctx.user.id));
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
    await runSql(ctx.em, addFavourite(ctx.user.id, entry.influencer.id));
  } else {
    await ctx.em.nativeDelete(Favourite, { user: ctx.user.id, influencer: entry.influencer.id });
  }
  return { favorite: input.favorite };
}
