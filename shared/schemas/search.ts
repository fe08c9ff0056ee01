import { z } from 'zod';
import { SEARCH_OPTIONS as O, SEARCH_PLATFORM_OPTIONS, SEARCH_SORTS } from '../search-options.js';
import { queryBoolean } from './common.js';

/** A number from a query string that must be one of the spec's options. */
const oneOf = (options: readonly number[]) =>
  z.coerce
    .number()
    .refine((n) => options.includes(n), `Must be one of ${options.join(', ')}`)
    .optional();

/** Comma-separated words or tags ("fitness,travel"); blanks dropped, at most 10 of 100 characters. */
const commaList = z
  .string()
  .max(1000)
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ])
  .refine((list) => list.length <= 10 && list.every((w) => w.length <= 100), 'At most 10 entries of up to 100 characters')
  .optional();

/** Every filter of spec §2.7 and §9 as a query parameter (all optional; platform defaults to instagram). */
export const searchFilterShape = {
  platform: z.enum(SEARCH_PLATFORM_OPTIONS).default(O.defaultPlatform),
  keywords: commaList,
  tags: commaList,
  name: z.string().trim().max(100).optional(),
  followers_min: oneOf(O.followers),
  followers_max: oneOf(O.followers),
  us_share_min: oneOf(O.shares),
  audience_age_min: oneOf(O.audienceAgeMin),
  audience_age_max: oneOf(O.audienceAgeMax),
  audience_age_share_min: oneOf(O.shares),
  audience_gender: z.enum(O.audienceGenders).optional(),
  engagement_min: oneOf(O.engagementMin),
  avg_views_min: oneOf(O.averageViews),
  avg_views_max: oneOf(O.averageViews),
  talent_gender: z.enum(O.talentGenders).optional(),
  talent_age_min: oneOf(O.talentAgeMin),
  talent_age_max: oneOf(O.talentAgeMax),
};

type Bounded = { [k: string]: unknown };
/** Lower bounds may not exceed upper bounds (spec §5: From cannot exceed To); the error names the upper field. */
export function checkBounds(value: Bounded, ctx: z.RefinementCtx) {
  const pairs = [
    ['followers_min', 'followers_max'],
    ['avg_views_min', 'avg_views_max'],
    ['talent_age_min', 'talent_age_max'],
    ['audience_age_min', 'audience_age_max'],
  ] as const;
  for (const [low, high] of pairs) {
    const a = value[low];
    const b = value[high];
    if (typeof a === 'number' && typeof b === 'number' && a > b) ctx.addIssue({ code: 'custom', path: [high], message: `Must not be below ${low}` });
  }
}

export const DirectorySearchRequest = z
  .object({
    ...searchFilterShape,
    sort_by: z.enum(SEARCH_SORTS).default('followers'),
    sort_order: z.enum(['asc', 'desc']).default('desc'),
    team_id: z.string().max(64).optional(),
    /** "1" (or any page number) or the `nextPage` token of the previous answer (keyset cursor). */
    page: z
      .string()
      .max(400)
      .regex(/^(\d{1,6}|c[A-Za-z0-9_-]+)$/, 'Not a valid page')
      .default('1'),
    limit: z.coerce.number().int().min(1).max(O.pageLimit).default(O.pageLimit),
    /** Sent by the sheet editor; the answer is the same. */
    talent_sheet: queryBoolean.optional(),
  })
  .superRefine((value, ctx) => {
    checkBounds(value, ctx);
    if (value.sort_by === 'relevance' && !value.keywords?.length && !value.name) {
      ctx.addIssue({ code: 'custom', path: ['sort_by'], message: 'relevance needs keywords or a name' });
    }
    if (value.sort_by === 'audience_age_share' && value.audience_age_min === undefined && value.audience_age_max === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sort_by'], message: 'audience_age_share needs an audience age bound' });
    }
  });
export type DirectorySearchRequest = z.input<typeof DirectorySearchRequest>;
export type DirectorySearchQuery = z.output<typeof DirectorySearchRequest>;

export const SearchResult = z.object({
  /** The social account's id. */
  id: z.number(),
  influencer_id: z.number(),
  fullname: z.string(),
  handle: z.string(),
  platform: z.string(),
  picture_url: z.string().nullable(),
  profile_url: z.string().nullable(),
  gender: z.string().nullable(),
  age_range: z.string().nullable(),
  followers: z.number(),
  engagement_rate: z.number().nullable(),
  avg_views: z.number().nullable(),
  us_audience_share: z.number().nullable(),
  audience_female_percent: z.number().nullable(),
  audience_male_percent: z.number().nullable(),
  /** The share of the audience in the asked age group (only when one is asked). */
  audience_age_share: z.number().nullable(),
  /** On the team's roster already. */
  on_roster: z.boolean(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const DirectorySearchResponse = z.object({
  results: z.array(SearchResult),
  /** Pass as `page` for the next results; null at the end. */
  nextPage: z.string().nullable(),
  hasMoreResults: z.boolean(),
  query_info: z.object({ total: z.number(), total_is_estimate: z.boolean() }),
});
export type DirectorySearchResponse = z.infer<typeof DirectorySearchResponse>;

export const SearchTagsResponse = z.object({ tags: z.array(z.string()) });

/** Keywords that matched nothing: the tags (master list and the team's roster tags) closest to them. */
export const ClosestTagsRequest = z.object({ keywords: z.array(z.string().max(100)).min(1).max(20) });
export const ClosestTagsResponse = SearchTagsResponse;
