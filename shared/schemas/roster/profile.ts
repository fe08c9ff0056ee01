import { z } from 'zod';
import { POST_CATEGORIES } from '../platforms.js';
import { influencerIdSchema } from '../common.js';
import { PublicProfileResponse } from '../public/public-profile.js';
import { rateCardRowSchema, statDisplaySettingsSchema } from '../roster-extras.js';

export const InfluencerIdRequest = z.object({ influencerId: influencerIdSchema });

/** What the team set on the creator, as the editors need it (the public answer shows the result). */
export const RosterCustomisation = z.object({
  tags: z.array(z.string()),
  display_tags: z.array(z.string()),
  custom_description: z.string().nullable(),
  default_description: z.string().nullable(),
  tagline: z.string().nullable(),
  rate_card: z.array(rateCardRowSchema).nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  default_city: z.string().nullable(),
  default_state: z.string().nullable(),
  stat_display_settings: statDisplaySettingsSchema,
  excluded_post_ids: z.array(z.string()),
  disabledInfoBoxes: z.array(z.string()),
  custom_display_name: z.string().nullable(),
  is_favorite: z.boolean(),
});
export type RosterCustomisation = z.infer<typeof RosterCustomisation>;

export const ProfileSheet = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  client_accepted: z.boolean(),
  client_note: z.string().nullable(),
});
export type ProfileSheet = z.infer<typeof ProfileSheet>;

/** GET /api/influencers/profiles/{influencerId}: the profile as the team's public pages show it, its customisation, and its sheets. */
export const RosterProfileResponse = z.object({
  influencers: z.array(PublicProfileResponse.extend({ customisation: RosterCustomisation })),
  sheets: z.array(ProfileSheet),
});
export type RosterProfileResponse = z.infer<typeof RosterProfileResponse>;

export const EditablePost = z.object({
  post_id: z.string(),
  platform: z.string(),
  category: z.enum(POST_CATEGORIES),
  link: z.string().nullable(),
  image: z.string().nullable(),
  caption: z.string().nullable(),
  hidden: z.boolean(),
});
export type EditablePost = z.infer<typeof EditablePost>;

/** GET /api/user/influencers/extra-data/{influencerId} (shape not in the spec): every post, hidden ones included, for Show/Hide Posts. */
export const ExtraDataResponse = z.object({
  influencer_id: z.number(),
  fullname: z.string(),
  posts: z.array(EditablePost),
  excluded_post_ids: z.array(z.string()),
});
