import { z } from 'zod';
import { PUBLIC_LIMIT } from '../../public-constants.js';
import { demoDataMark, PublicCard, PublicTeam, PublicTeamSettings, publicIdSchema } from './public-cards.js';

export const PublicSheetRequest = z.object({
  hashId: publicIdSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PUBLIC_LIMIT.publicSheetAll).default(PUBLIC_LIMIT.publicSheetPage),
  /** "false" leaves out engagement and audience figures. */
  with_stats: z.enum(['true', 'false']).default('true'),
});

export const PublicSheetSummary = z.object({
  id: z.string(),
  title: z.string(),
  /** The public heading; null shows "Selected Talent". */
  description: z.string().nullable(),
  access_restricted: z.boolean(),
  /** Viewers must give an e-mail first (access restricted, or the team requires registration). */
  requires_registration: z.boolean(),
  /** "Download PDF" is offered (the sheet's share settings). */
  allow_pdf_download: z.boolean(),
  /** Rates stay off the public pages (the sheet's share settings). */
  hide_rates: z.boolean(),
  updated_at: z.string(),
});

export const PublicSheetResponse = z.object({
  sheet: PublicSheetSummary,
  team: PublicTeam,
  team_settings: PublicTeamSettings,
  influencers: z.array(PublicCard),
  total_influencers: z.number(),
  page: z.number(),
  limit: z.number(),
  hasMoreResults: z.boolean(),
  ...demoDataMark,
});
export type PublicSheetResponse = z.infer<typeof PublicSheetResponse>;
