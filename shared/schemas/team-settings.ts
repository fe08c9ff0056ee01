import { z } from 'zod';
import { RATE_CURRENCIES } from '../figure-format.js';

/**
 * A team's display options (spec §3 "Team settings"). Stored as jsonb on team.settings;
 * parse what the database holds with this schema so missing keys get their defaults.
 */
export const teamSettingsSchema = z.object({
  displayUseOldOneSheet: z.boolean().default(false),
  displayUseFullCover: z.boolean().default(false),
  displayRosterHideEngagment: z.boolean().default(false),
  displayRequireRegistration: z.boolean().default(false),
  displayOldRoster: z.boolean().default(false),
  displayRosterBackgroundColor: z.string().max(32).nullable().default(null),
  displayAccentColor: z.string().max(32).nullable().default(null),
  displaySecondaryAccentColor: z.string().max(32).nullable().default(null),
  displayProfileBackground: z.string().max(32).nullable().default(null),
  displayRosterNameColor: z.string().max(32).nullable().default(null),
  displayRosterTitleFont: z.string().max(100).nullable().default(null),
  displayTalentNameFont: z.string().max(100).nullable().default(null),
  displayPortraitsBW: z.boolean().default(false),
  displayUseOldRoundedPortraits: z.boolean().default(false),
  displayUseRosterFullPhoto: z.boolean().default(false),
  displayDarkMode: z.boolean().default(false),
  displayGrayScale: z.boolean().default(false),
  displayDarkLogo: z.boolean().default(false),
  displayNoWidgets: z.boolean().default(false),
  useOldOneSheet: z.boolean().default(false),
  noTalentSheets: z.boolean().default(false),
  pageTheme: z.string().max(50).nullable().default(null),
  /** Not in the spec: the currency rates typed as plain numbers are shown in. */
  currency: z.enum(RATE_CURRENCIES).default('USD'),
});

export type TeamSettings = z.output<typeof teamSettingsSchema>;
/** What may be stored: any subset; the schema fills the rest. */
export type StoredTeamSettings = z.input<typeof teamSettingsSchema>;

export const TEAM_SETTINGS_DEFAULTS: TeamSettings = teamSettingsSchema.parse({});
