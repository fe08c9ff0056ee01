import { z } from 'zod';
import { SEARCH_OPTIONS as O, SEARCH_PLATFORM_OPTIONS, SEARCH_SORTS } from '../../../shared/search-options';
import type { DirectorySearchRequest } from '../../../shared/schemas/search';

/** A number from the URL that must be one of `options`; anything else is dropped rather than failing the page. */
const option = (options: readonly number[]) =>
  z.coerce
    .number()
    .refine((n) => options.includes(n))
    .optional()
    .catch(undefined);
/** Words or tags: a list (as the app writes it), or comma-separated (as the REST call takes them, typed or pasted into the URL). */
const words = z
  .preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((w) => w.trim())
            .filter(Boolean)
        : v,
    z.array(z.string().max(100)).max(10),
  )
  .optional()
  .catch(undefined);

/** The search's filters and sort as URL search params (TanStack Router validateSearch), shareable and Back-able. */
export const searchUrlSchema = z.object({
  platform: z.enum(SEARCH_PLATFORM_OPTIONS).optional().catch(undefined),
  keywords: words,
  tags: words,
  name: z.string().max(100).optional().catch(undefined),
  followers_min: option(O.followers),
  followers_max: option(O.followers),
  us_share_min: option(O.shares),
  audience_age_min: option(O.audienceAgeMin),
  audience_age_max: option(O.audienceAgeMax),
  audience_age_share_min: option(O.shares),
  audience_gender: z.enum(O.audienceGenders).optional().catch(undefined),
  engagement_min: option(O.engagementMin),
  avg_views_min: option(O.averageViews),
  avg_views_max: option(O.averageViews),
  talent_gender: z.enum(O.talentGenders).optional().catch(undefined),
  talent_age_min: option(O.talentAgeMin),
  talent_age_max: option(O.talentAgeMax),
  sort_by: z.enum(SEARCH_SORTS).optional().catch(undefined),
  sort_order: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type SearchState = z.infer<typeof searchUrlSchema>;

export const hasAgeGroup = (s: SearchState) => (s.audience_age_min !== undefined || s.audience_age_max !== undefined) && s.audience_age_share_min !== undefined;

const ordered = (low: number | undefined, high: number | undefined) => low === undefined || high === undefined || low <= high;

/**
 * The call's query for a state: an incomplete audience age group is cleared (spec §5), bounds
 * that cross are dropped, a sort that needs what is missing falls back to followers.
 */
export function toSearchRequest(s: SearchState): DirectorySearchRequest {
  const ageGroup = hasAgeGroup(s) && ordered(s.audience_age_min, s.audience_age_max);
  const sortBy = (s.sort_by === 'audience_age_share' && !ageGroup) || (s.sort_by === 'relevance' && !s.keywords?.length && !s.name) ? undefined : s.sort_by;
  return {
    platform: s.platform,
    keywords: s.keywords?.length ? s.keywords.join(',') : undefined,
    tags: s.tags?.length ? s.tags.join(',') : undefined,
    name: s.name && s.name.trim().length >= 3 ? s.name.trim() : undefined,
    followers_min: s.followers_min,
    followers_max: ordered(s.followers_min, s.followers_max) ? s.followers_max : undefined,
    us_share_min: s.us_share_min,
    audience_age_min: ageGroup ? s.audience_age_min : undefined,
    audience_age_max: ageGroup ? s.audience_age_max : undefined,
    audience_age_share_min: ageGroup ? s.audience_age_share_min : undefined,
    audience_gender: s.audience_gender,
    engagement_min: s.engagement_min,
    avg_views_min: s.avg_views_min,
    avg_views_max: ordered(s.avg_views_min, s.avg_views_max) ? s.avg_views_max : undefined,
    talent_gender: s.talent_gender,
    talent_age_min: s.talent_age_min,
    talent_age_max: ordered(s.talent_age_min, s.talent_age_max) ? s.talent_age_max : undefined,
    sort_by: sortBy,
    sort_order: sortBy ? s.sort_order : undefined,
  };
}

/** Spec §4: a new column starts descending; the active one toggles. */
export function nextSort(s: SearchState, column: NonNullable<SearchState['sort_by']>): Pick<SearchState, 'sort_by' | 'sort_order'> {
  const active = s.sort_by ?? 'followers';
  const order = s.sort_order ?? 'desc';
  if (active === column) return { sort_by: column, sort_order: order === 'desc' ? 'asc' : 'desc' };
  return { sort_by: column, sort_order: 'desc' };
}

/** Every filter cleared; the sort stays. */
export const clearedFilters = (s: SearchState): SearchState => ({ sort_by: s.sort_by, sort_order: s.sort_order });

/** How many filters are set (the sort is not a filter): shown on the phone's Filters button. */
export const activeFilterCount = (s: SearchState): number =>
  Object.entries(s).filter(([key, value]) => key !== 'sort_by' && key !== 'sort_order' && value !== undefined && !(Array.isArray(value) && value.length === 0))
    .length;

/** The keyword-or-tag selector's words as filters: the team's roster tags filter by tag, anything else is a keyword. */
export function keywordsAndTags(words: string[], teamTags: string[]): Pick<SearchState, 'tags' | 'keywords'> {
  const tags = words.filter((w) => teamTags.includes(w));
  const keywords = words.filter((w) => !teamTags.includes(w));
  return { tags: tags.length ? tags : undefined, keywords: keywords.length ? keywords : undefined };
}

/** A suggested tag in place of the keywords that found nothing (the chosen tags stay). */
export const withSuggestedWords = (state: SearchState, words: string[], teamTags: string[]): SearchState => ({
  ...state,
  ...keywordsAndTags([...(state.tags ?? []), ...words], teamTags),
});
