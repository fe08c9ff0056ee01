import { z } from 'zod';
import { socialPlatformSchema } from '../platforms.js';
import { demoDataMark, PublicCard, PublicTeam, PublicTeamSettings, publicIdSchema } from './public-cards.js';

export const PublicCollectionRequest = z.object({
  id: publicIdSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const PublicCollectionResponse = z.object({
  collection: z.object({ id: z.string(), title: z.string() }),
  team: PublicTeam,
  team_settings: PublicTeamSettings,
  /** Every sheet of the collection, in order, for the Table of Contents. */
  sheets: z.array(z.object({ id: z.string(), title: z.string(), total_influencers: z.number() })),
  /** This load's creators (140 per load), each with the sheet it belongs to. */
  entries: z.array(PublicCard.extend({ sheet_id: z.string() })),
  page: z.number(),
  hasMoreResults: z.boolean(),
  ...demoDataMark,
});
export type PublicCollectionResponse = z.infer<typeof PublicCollectionResponse>;

export const TeamRosterRequest = z.object({ teamId: publicIdSchema });
export const TeamRosterResponse = z.object({
  influencers: z.array(PublicCard),
  team: PublicTeam,
  team_settings: PublicTeamSettings,
  teamDetails: z.object({
    total_influencers: z.number(),
    reach: z.number(),
    platforms: z.array(socialPlatformSchema),
  }),
  ...demoDataMark,
});
export type TeamRosterResponse = z.infer<typeof TeamRosterResponse>;
