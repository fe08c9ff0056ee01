import { z } from 'zod';
import { textField } from './text.js';
import { PUBLIC_LIMIT } from '../public-constants.js';
import { MSG } from '../messages.js';
import { PUBLIC_MSG } from '../public-texts.js';
import { POST_CATEGORIES, socialPlatformSchema } from './platforms.js';
import { caseStudySchema, rateCardRowSchema } from './roster-extras.js';
import { teamSettingsSchema } from './team-settings.js';

/** Ids in public links: 22-char URL-safe strings (teams, sheets, collections). */
export const publicIdSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');
const influencerIdSchema = z.coerce.number().int().positive();

/** Display options a public page needs (no credits or other private settings). */
export const publicTeamSettings = teamSettingsSchema.omit({ noTalentSheets: true, pageTheme: true });
export type PublicTeamSettings = z.infer<typeof publicTeamSettings>;

/** The team header: logo, name, bio and the contact fields the team chose to publish. */
export const publicTeam = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  bio: z.string().nullable(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  homepage: z.string().nullable(),
});
export type PublicTeam = z.infer<typeof publicTeam>;

export const publicSocial = z.object({
  id: z.number(),
  platform: socialPlatformSchema,
  handle: z.string(),
  profile_url: z.string().nullable(),
  followers: z.number().nullable(),
  primary: z.boolean(),
});
export type PublicSocial = z.infer<typeof publicSocial>;

/** A creator card on sheets, collections and rosters. Null figures are hidden or unknown. */
export const publicCard = z.object({
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
  socials: z.array(publicSocial),
});
export type PublicCard = z.infer<typeof publicCard>;

export const publicSheetInput = z.object({
  hashId: publicIdSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PUBLIC_LIMIT.publicSheetAll).default(PUBLIC_LIMIT.publicSheetPage),
  /** "false" leaves out engagement and audience figures. */
  with_stats: z.enum(['true', 'false']).default('true'),
});

export const publicSheetSummary = z.object({
  id: z.string(),
  title: z.string(),
  /** The public heading; null shows "Selected Talent". */
  description: z.string().nullable(),
  access_restricted: z.boolean(),
  /** Viewers must give an e-mail first (access restricted, or the team requires registration). */
  requires_registration: z.boolean(),
  updated_at: z.string(),
});

export const publicSheetAnswer = z.object({
  sheet: publicSheetSummary,
  team: publicTeam,
  team_settings: publicTeamSettings,
  influencers: z.array(publicCard),
  total_influencers: z.number(),
  page: z.number(),
  limit: z.number(),
  hasMoreResults: z.boolean(),
});
export type PublicSheetAnswer = z.infer<typeof publicSheetAnswer>;

export const publicPost = z.object({
  post_id: z.string(),
  link: z.string().nullable(),
  image: z.string().nullable(),
  caption: z.string().nullable(),
  stat: z.object({ likes: z.number().nullable(), comments: z.number().nullable(), views: z.number().nullable() }),
});
export type PublicPost = z.infer<typeof publicPost>;

const weighted = z.object({ code: z.string(), name: z.string(), weight: z.number() });

export const publicAccount = publicSocial.extend({
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
  notable_followers: z
    .array(z.object({ username: z.string(), picture: z.string().nullable(), url: z.string().nullable(), followers: z.number() }))
    .nullable(),
  posts: z.record(z.enum(POST_CATEGORIES), z.array(publicPost)),
});
export type PublicAccount = z.infer<typeof publicAccount>;

export const publicProfileAnswer = z.object({
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
  team: publicTeam.nullable(),
  team_settings: publicTeamSettings,
  accounts: z.array(publicAccount),
});
export type PublicProfileAnswer = z.infer<typeof publicProfileAnswer>;

export const publicProfileInput = z.object({ influencerId: influencerIdSchema });
export const publicTeamProfileInput = z.object({ influencerId: influencerIdSchema, teamId: publicIdSchema });
export const sheetProfileInput = z.object({ salesheet_id: publicIdSchema, influencer_id: influencerIdSchema });

/** A required e-mail: blank says "Email is required" (and only that). */
const requiredEmail = () =>
  z.string().trim().toLowerCase().min(1, { message: MSG.emailRequired, abort: true }).email(PUBLIC_MSG.emailInvalid).max(254);

const optionalEmail = z.string().trim().toLowerCase().email().max(254);

export const registerSheetViewerInput = z.object({
  email: requiredEmail(),
  talentSheetId: publicIdSchema,
});

export const responseFormInput = z
  .object({
    talent_sheet_id: publicIdSchema,
    liked_influencers: z.array(z.coerce.number().int().positive()).max(PUBLIC_LIMIT.publicSheetAll).default([]),
    responderName: textField(200).optional(),
    responderEmail: optionalEmail.optional().or(z.literal('')),
    responder_name: textField(200).optional(),
    responder_email: optionalEmail.optional().or(z.literal('')),
    comments: textField(5000, { multiline: true }).optional(),
  })
  .transform((input) => ({
    talent_sheet_id: input.talent_sheet_id,
    liked_influencers: [...new Set(input.liked_influencers)],
    name: input.responderName || input.responder_name || null,
    email: input.responderEmail || input.responder_email || null,
    comments: input.comments || null,
  }));

export const analyticsInput = z.object({
  event_type: z.enum(['sheet_view', 'influencer_click', 'social_view', 'collection_view']),
  data: z.object({
    sheet_id: publicIdSchema.optional(),
    collection_id: publicIdSchema.optional(),
    team_id: publicIdSchema.optional(),
    influencer_id: z.coerce.number().int().positive().optional(),
    platform: socialPlatformSchema.optional(),
    url: z.string().trim().url().max(2000).optional(),
    email: optionalEmail.optional().or(z.literal('')),
  }),
});

export const accountRegistrationInput = z.object({
  name: textField(200).min(1, MSG.nameRequired),
  email: requiredEmail(),
  affiliation: textField(200).optional().nullable(),
  team_id: publicIdSchema.optional(),
  influencer_id: z.coerce.number().int().positive().optional(),
});

export const successAnswer = z.object({ success: z.boolean() });

export const publicCollectionInput = z.object({
  id: publicIdSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const publicCollectionAnswer = z.object({
  collection: z.object({ id: z.string(), title: z.string() }),
  team: publicTeam,
  team_settings: publicTeamSettings,
  /** Every sheet of the collection, in order, for the Table of Contents. */
  sheets: z.array(z.object({ id: z.string(), title: z.string(), total_influencers: z.number() })),
  /** This load's creators (140 per load), each with the sheet it belongs to. */
  entries: z.array(publicCard.extend({ sheet_id: z.string() })),
  page: z.number(),
  hasMoreResults: z.boolean(),
});
export type PublicCollectionAnswer = z.infer<typeof publicCollectionAnswer>;

export const teamRosterInput = z.object({ teamId: publicIdSchema });
export const teamRosterAnswer = z.object({
  influencers: z.array(publicCard),
  team: publicTeam,
  team_settings: publicTeamSettings,
  teamDetails: z.object({
    total_influencers: z.number(),
    reach: z.number(),
    platforms: z.array(socialPlatformSchema),
  }),
});
export type TeamRosterAnswer = z.infer<typeof teamRosterAnswer>;

/** A live team notification pushed to signed-in members. */
export const teamNotificationEvent = z.object({
  id: z.number(),
  type: z.enum(['sheet_opened', 'sheet_response']),
  title: z.string(),
  sheet_id: z.string(),
});
export type TeamNotificationEvent = z.infer<typeof teamNotificationEvent>;
