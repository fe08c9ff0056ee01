import type { z } from 'zod';
import type { ExtraDataResponse, InfluencerIdRequest, RosterProfileResponse } from '../../../shared/schemas/roster/profile.js';
import { ROSTER_LIMIT } from '../../../shared/talent-texts.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { creatorPosts } from '../directory/index.js';
import { buildProfile } from '../public/index.js';
import { SheetEntry } from '../sheets/sheet-entry.entity.js';
import { Favourite } from './favourite.entity.js';
import { findRosterEntry } from './roster-access.js';

/** GET /api/influencers/profiles/{influencerId}: exactly what the team's public profile shows, plus what the editors need. */
export async function rosterProfile(ctx: TeamContext, input: z.output<typeof InfluencerIdRequest>): Promise<z.infer<typeof RosterProfileResponse>> {
  const entry = await findRosterEntry(ctx, input.influencerId);
  const influencer = entry.influencer;
  const [{ answer }, sheetEntries, favourite] = await Promise.all([
    buildProfile(ctx.em.fork(), influencer.id, ctx.team, null),
    ctx.em
      .fork()
      .find(
        SheetEntry,
        { team: ctx.team, influencer: influencer.id, sheet: { deletedAt: null } },
        { populate: ['sheet'], orderBy: { sheet: { createdAt: 'desc' } }, limit: ROSTER_LIMIT.profileSheets },
      ),
    ctx.em.fork().count(Favourite, { user: ctx.user.id, influencer: influencer.id }),
  ]);
  return {
    influencers: [
      {
        ...answer,
        customisation: {
          tags: entry.tags,
          display_tags: entry.displayTags,
          custom_description: entry.customDescription ?? null,
          default_description: influencer.description ?? null,
          tagline: entry.tagline ?? null,
          rate_card: entry.rateCard ?? null,
          city: entry.city ?? null,
          state: entry.state ?? null,
          default_city: influencer.city ?? null,
          default_state: influencer.state ?? null,
          stat_display_settings: entry.statDisplaySettings ?? {},
          excluded_post_ids: entry.excludedPostIds,
          disabledInfoBoxes: entry.disabledInfoBoxes,
          custom_display_name: entry.customDisplayName ?? null,
          is_favorite: favourite > 0,
        },
      },
    ],
    sheets: sheetEntries.map((e) => ({
      id: e.sheet.id,
      title: e.sheet.title,
      created_at: e.sheet.createdAt.toISOString(),
      client_accepted: e.clientAccepted,
      client_note: e.clientNote ?? null,
    })),
  };
}

/** GET /api/user/influencers/extra-data/{influencerId}: every post of the creator, hidden ones marked. */
export async function extraData(ctx: TeamContext, input: z.output<typeof InfluencerIdRequest>): Promise<z.infer<typeof ExtraDataResponse>> {
  const entry = await findRosterEntry(ctx, input.influencerId);
  const posts = await creatorPosts(ctx.em, entry.influencer.id);
  const hidden = new Set(entry.excludedPostIds);
  return {
    influencer_id: entry.influencer.id,
    fullname: entry.customDisplayName || entry.influencer.fullname,
    posts: posts.map((post) => ({ ...post, hidden: hidden.has(post.post_id) })),
    excluded_post_ids: entry.excludedPostIds,
  };
}
