import type { z } from 'zod';
import { PUBLIC_LIMIT, PUBLIC_PLATFORMS } from '../../../shared/public-constants.js';
import { PUBLIC_MSG } from '../../../shared/public-texts.js';
import type { TeamRosterRequest, TeamRosterResponse } from '../../../shared/schemas/public/public-collection.js';
import type { SocialPlatform } from '../../../shared/schemas/platforms.js';
import { AppError } from '../../errors.js';
import { RosterEntry } from '../roster/roster-entry.entity.js';
import { findTeam } from '../teams/index.js';
import { loadCreators, toPublicCard } from './public-cards.js';
import { type PublicPageContext, readTeamSettings, toPublicSettings, toPublicTeam } from './public-team.js';

type Ctx = PublicPageContext;

/** GET /api/team/roster/{teamId}: the team's public roster (up to 500 creators) with its totals. */
export async function teamRoster(ctx: Ctx, input: z.infer<typeof TeamRosterRequest>): Promise<TeamRosterResponse> {
  const team = await findTeam(ctx.em, input.teamId);
  if (!team) throw new AppError('NOT_FOUND', PUBLIC_MSG.rosterNotFound);
  const [entries, total] = await ctx.em.findAndCount(
    RosterEntry,
    { team },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: PUBLIC_LIMIT.publicRoster, fields: ['influencer'] },
  );
  const ids = entries.map((e) => e.influencer.id);
  const views = await loadCreators(ctx.em, team.id, ids);
  const settings = readTeamSettings(team);
  const influencers = ids.flatMap((id) => {
    const view = views.get(id);
    return view ? [toPublicCard(view, settings)] : [];
  });
  const platforms = new Set<SocialPlatform>();
  for (const card of influencers) for (const social of card.socials) platforms.add(social.platform);
  return {
    influencers,
    team: toPublicTeam(team),
    team_settings: toPublicSettings(team),
    teamDetails: {
      total_influencers: total,
      reach: influencers.reduce((sum, card) => sum + (card.total_reach ?? 0), 0),
      platforms: PUBLIC_PLATFORMS.filter((p) => platforms.has(p)),
    },
    demo_data: ctx.socialData.demo,
  };
}
