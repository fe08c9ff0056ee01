/** Ids, the team header and the creator cards every public page shows. */
import { z } from 'zod';
import { socialPlatformSchema } from '../platforms.js';
import { teamSettingsSchema } from '../team-settings.js';

/** Ids in public links: 22-char URL-safe strings (teams, sheets, collections). */
export const publicIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

/** Display options a public page needs (no credits or other private settings). */
export const PublicTeamSettings = teamSettingsSchema.omit({ noTalentSheets: true, pageTheme: true });
export type PublicTeamSettings = z.infer<typeof PublicTeamSettings>;

/** Every public page's answer says whether its creators and figures are made up (the demo data source): the page then says "Demo data". */
export const demoDataMark = { demo_data: z.boolean() };

/** The team header: logo, name, bio and the contact fields the team chose to publish. */
export const PublicTeam = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  bio: z.string().nullable(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  homepage: z.string().nullable(),
});
export type PublicTeam = z.infer<typeof PublicTeam>;

export const PublicSocial = z.object({
  id: z.number(),
  platform: socialPlatformSchema,
  handle: z.string(),
  profile_url: z.string().nullable(),
  followers: z.number().nullable(),
  primary: z.boolean(),
});
export type PublicSocial = z.infer<typeof PublicSocial>;

/** A creator card on sheets, collections and rosters. Null figures are hidden or unknown. */
export const PublicCard = z.object({
  id: z.number(),
  name: z.string(),
  picture_url: z.string().nullable(),
  tagline: z.string().nullable(),
  /** The team's special note for this sheet ("Include special note"). */
  note: z.string().nullable(),
  total_reach: z.number().nullable(),
  engagement_rate: z.number().nullable(),
  audience_female_percent: z.number().nullable(),
  audience_age: z.string().nullable(),
  socials: z.array(PublicSocial),
});
export type PublicCard = z.infer<typeof PublicCard>;
