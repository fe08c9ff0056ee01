import { z } from 'zod';
import { RATE_CURRENCIES } from '../figure-format.js';
import { teamSettingsSchema } from './team-settings.js';

/** Fonts a team may pick for its public pages (system fonts or ones the pages carry; nothing is downloaded). */
export const TEAM_FONTS = ['Inter', 'Poppins', 'Georgia', 'Helvetica', 'Palatino', 'Trebuchet MS', 'Courier New'] as const;

const NOT_DESIGN = 'is not a design option';
export const COLOUR_TEXT = 'Use a colour like #1a2b3c';
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, COLOUR_TEXT)
  .nullable();
const font = z.enum(TEAM_FONTS).nullable();
/** true or false only: a literal, because the REST adapter turns every z.boolean() of a body into a coercing one ("yes" would be true). */
const flag = z.literal([true, false], 'must be true or false');

/**
 * The public pages' design options a team admin sets (spec §7.12 set-team-options): colours,
 * fonts, dark mode, portrait styles, card designs, the old roster. Any subset; unknown keys
 * (and settings that are not design, such as noTalentSheets) are refused.
 */
export const TeamOptions = z
  .object({
    displayUseOldOneSheet: flag,
    displayUseFullCover: flag,
    displayRosterHideEngagment: flag,
    displayRequireRegistration: flag,
    displayOldRoster: flag,
    displayRosterBackgroundColor: colour,
    displayAccentColor: colour,
    displaySecondaryAccentColor: colour,
    displayProfileBackground: colour,
    displayRosterNameColor: colour,
    displayRosterTitleFont: font,
    displayTalentNameFont: font,
    displayPortraitsBW: flag,
    displayUseOldRoundedPortraits: flag,
    displayUseRosterFullPhoto: flag,
    displayDarkMode: flag,
    displayGrayScale: flag,
    displayDarkLogo: flag,
    displayNoWidgets: flag,
    useOldOneSheet: flag,
    currency: z.enum(RATE_CURRENCIES),
    // Settings that are not design: named so they are refused even where unknown keys are dropped.
    noTalentSheets: z.never(NOT_DESIGN),
    pageTheme: z.never(NOT_DESIGN),
  })
  .partial()
  .strict();
export type TeamOptions = z.infer<typeof TeamOptions>;

/** POST /api/set-team-options */
export const SetTeamOptionsRequest = z.object({ options: TeamOptions });

/** The team's design options as stored (every one, defaults filled). */
export const TeamOptionsResponse = z.object({ success: flag, options: teamSettingsSchema.omit({ noTalentSheets: true, pageTheme: true }) });
