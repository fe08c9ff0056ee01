/** Spec §9 "Search options" and the search screen's texts (§2.7, §8), named once for both sides. */
export const SEARCH_PLATFORM_OPTIONS = ['instagram', 'tiktok', 'youtube'] as const;
export type SearchPlatform = (typeof SEARCH_PLATFORM_OPTIONS)[number];

export const SEARCH_OPTIONS = {
  defaultPlatform: 'instagram' as SearchPlatform,
  followers: [10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 3_000_000],
  averageViews: [5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000],
  audienceAgeMin: [13, 18, 25, 35, 45, 55, 65],
  audienceAgeMax: [17, 24, 34, 44, 54, 64],
  talentAgeMin: [18, 25, 35, 45, 55, 65],
  talentAgeMax: [17, 24, 34, 44, 54, 64],
  /** Minimum audience share and US share: 10 to 90 in steps of 10. */
  shares: [10, 20, 30, 40, 50, 60, 70, 80, 90],
  engagementMin: [1, 2, 3, 5, 10],
  /** Audience Gender: a skew means at least this share of one gender. */
  genderSkewMin: 70,
  talentGenders: ['female', 'male'],
  audienceGenders: ['female', 'male'],
  /** The directory's audience age buckets as [min, max] (max null: and above). */
  audienceBuckets: [
    [13, 17],
    [18, 24],
    [25, 34],
    [35, 44],
    [45, 64],
    [65, null],
  ] as ReadonlyArray<readonly [number, number | null]>,
  pageLimit: 300,
  nameDebounceMs: 600,
  /** Keywords that match nothing: this many closest tags are suggested... */
  closestTags: 5,
  /** ...each with at least this much of one keyword's trigrams in it (pg_trgm word similarity). */
  closestTagSimilarity: 0.5,
  /** Totals are counted exactly up to this many matches; beyond, the planner's estimate is given (marked as one). */
  exactCountUpTo: 10_000,
  /**
   * ...and only when the planner prices the count at no more than this (its cost units: 1,000,000
   * accounts, one client, counts priced up to 6,000 took 3-12 ms, those priced 8,800 and more 18-110 ms,
   * a common keyword's matches each read to be checked)...
   */
  exactCountMaxCost: 6_000,
  /** ...and the count finishes within this, else the estimate is given after all. */
  exactCountBudgetMs: 25,
  /** A search's statements stop after this long (under the 5 s database query limit) and the user is asked to refine the filters. */
  statementTimeoutMs: 3000,
} as const;

export const SEARCH_SORTS = [
  'followers',
  'engagement_rate',
  'avg_views',
  'us_audience_share',
  'audience_female_percent',
  'audience_male_percent',
  'audience_age_share',
  'relevance',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_TEXT = {
  title: 'Search',
  noResults: 'No Matching Results. Try removing some filters',
  searchedFor: (keywords: string[], platform: string) => `No creators on ${platform} match ${keywords.map((k) => `“${k}”`).join(' and ')}.`,
  closestTags: 'Closest tags:',
  noCloseTags: 'No tag is close to these words: check the spelling, or search fewer words.',
  refineFilters: 'This search is too broad to finish in time. Add or narrow a filter and try again.',
  loading: 'Loading...',
  clearFilters: 'Clear Filters',
  /** The phone-width button that shows or hides the filter panel. */
  filters: 'Filters',
  addAllToSheet: 'Add All to Sheet',
  add: 'Add',
  added: 'Added',
  onRoster: 'On roster',
  viewProfile: 'View Profile',
  chooseSheet: 'Choose a sheet',
  /** A result already on one of the team's talent sheets. */
  onSheet: 'On sheet',
  alreadyOn: 'Already on this sheet',
  alreadyOnSheet: (title: string) => `Already on ${title}`,
  newSheet: 'New sheet…',
  newSheetTitle: 'Add to a new talent sheet',
  addedToSheet: (n: number, title: string) => `${n === 1 ? 'Added' : `Added ${n}`} to ${title}`,
  keywordsOrTags: 'Keywords or tags',
  nameSearch: 'Name search',
  platform: 'Platform',
  followers: 'Followers',
  usAudienceShare: 'US Audience Share',
  audienceAgeGroup: 'Audience Age Group',
  audienceGender: 'Audience Gender',
  engagementRate: 'Engagement Rate',
  averageViews: 'Average Views',
  talentGender: 'Talent Gender',
  talentAge: 'Talent Age',
  from: 'From',
  to: 'To',
  minimum: 'Min',
  maximum: 'Max',
  minimumShare: 'Minimum share',
  showAdvanced: 'Show Advanced Filters',
  hideAdvanced: 'Hide Advanced Filters',
  moreFilters: 'More Filters',
  applyFilters: 'Search',
  results: (total: number, estimated: boolean) => `${estimated ? 'about ' : ''}${total.toLocaleString('en-US')} results`,
  ageFromAfterTo: 'From cannot exceed To',
} as const;
