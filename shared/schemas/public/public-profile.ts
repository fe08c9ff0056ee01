import { z } from 'zod';
import { POST_CATEGORIES } from '../platforms.js';
import { keyedObject } from '../common.js';
import { caseStudySchema, rateCardRowSchema } from '../roster-extras.js';
import { influencerIdSchema } from '../common.js';
import { demoDataMark, PublicSocial, PublicTeam, PublicTeamSettings, publicIdSchema } from './public-cards.js';

export const PublicPost = z.object({
  post_id: z.string(),
  link: z.string().nullable(),
  image: z.string().nullable(),
  caption: z.string().nullable(),
  stat: z.object({ likes: z.number().nullable(), comments: z.number().nullable(), views: z.number().nullable() }),
});
export type PublicPost = z.infer<typeof PublicPost>;

const weighted = z.object({ code: z.string(), name: z.string(), weight: z.number() });

export const PublicAccount = PublicSocial.extend({
  name: z.string().nullable(),
  picture_url: z.string().nullable(),
  followers_percent_change: z.number().nullable(),
  engagement_rate: z.number().nullable(),
  avg_views: z.number().nullable(),
  avg_likes: z.number().nullable(),
  avg_comments: z.number().nullable(),
  avg_reels_plays: z.number().nullable(),
  avg_story_reach: z.number().nullable(),
  avg_story_clicks: z.number().nullable(),
  audience_gender: z.object({ female: z.number(), male: z.number() }).nullable(),
  audience_ages: z.array(z.object({ code: z.string(), weight: z.number() })).nullable(),
  audience_countries: z.array(weighted).nullable(),
  audience_cities: z.array(weighted).nullable(),
  audience_interests: z.array(z.string()).nullable(),
  notable_followers: z.array(z.object({ username: z.string(), picture: z.string().nullable(), url: z.string().nullable(), followers: z.number() })).nullable(),
  posts: keyedObject(POST_CATEGORIES, z.array(PublicPost)),
});
export type PublicAccount = z.infer<typeof PublicAccount>;

export const PublicProfileResponse = z.object({
  influencer: z.object({
    id: z.number(),
    display_name: z.string(),
    picture_url: z.string().nullable(),
    tags: z.array(z.string()),
    city: z.string().nullable(),
    state: z.string().nullable(),
    description: z.string().nullable(),
    tagline: z.string().nullable(),
    note: z.string().nullable(),
    rate_card: z.array(rateCardRowSchema),
    case_studies: z.array(caseStudySchema),
    last_data_update: z.string().nullable(),
  }),
  team: PublicTeam.nullable(),
  team_settings: PublicTeamSettings,
  accounts: z.array(PublicAccount),
});
export type PublicProfileResponse = z.infer<typeof PublicProfileResponse>;

/** A profile as a public page (not a deck or the roster) gets it. */
export const PublicProfilePage = PublicProfileResponse.extend(demoDataMark);
export type PublicProfilePage = z.infer<typeof PublicProfilePage>;

export const PublicProfileRequest = z.object({ influencerId: influencerIdSchema });
export const PublicTeamProfileRequest = z.object({ influencerId: influencerIdSchema, teamId: publicIdSchema });
export const SheetProfileRequest = z.object({ salesheet_id: publicIdSchema, influencer_id: influencerIdSchema });
