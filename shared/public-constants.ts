/** Page sizes and limits of the public pages (spec §9 "Sizes and paging", §2.1). */
export const PUBLIC_LIMIT = {
  /** GET /api/public/talent-sheets: single-page view. */
  publicSheetPage: 15,
  /** "1000 when all are fetched". */
  publicSheetAll: 1000,
  /** Roster view of a sheet, `page` query parameter. */
  sheetRosterPage: 18,
  /** Response page. */
  responsePage: 50,
  /** Collection view: creators per load. */
  collectionCreatorsPerLoad: 140,
  /** Creators previewed on a collection's sheet tile. */
  collectionSheetPreview: 4,
  /** Public roster (/public/talent-roster, /public/talent-details). */
  publicRoster: 500,
  /** Public roster cards rendered per Load More / scroll step. */
  publicRosterStep: 24,
  /** One-sheet: posts per tab; the older profile shows 6. */
  postsPerTab: 3,
  postsPerTabOld: 6,
  topCountries: 5,
  topCities: 5,
  interests: 7,
  /** Tags shown on a profile by default / at most when chosen. */
  defaultTags: 3,
  displayedTagsMax: 4,
  /** Audience Type: Female when the rounded female percent is at least this. */
  femaleAudienceThreshold: 50,
  /** Team members see a brand's visit within this time (issue requirement). */
  liveNotificationMs: 2000,
  /** Background lightened to 92 % of the accent colour. */
  accentBackgroundLightness: 0.92,
  /**
   * A built public sheet answer is trusted this long without asking the database; sheet and team
   * changes drop it at once by event, this bounds everything else (creators' figures, roster).
   */
  sheetAnswerRecheckMs: 1000,
  /** Built public sheet answers kept in memory, by sheet. */
  cachedSheets: 200,
} as const;

/** The platforms the public pages show tiles, totals and widgets for. */
export const PUBLIC_PLATFORMS = ['instagram', 'tiktok', 'youtube'] as const;

/**
 * Keys of RosterEntry.statDisplaySettings ("Alter Displayed Statistics"): a key set to true
 * hides that statistic on every public page; `<platform>.<key>` hides it for one platform.
 */
export const STAT_KEYS = [
  'followers',
  'engagement_rate',
  'avg_views',
  'avg_likes',
  'avg_comments',
  'avg_reels_plays',
  'avg_story_reach',
  'avg_story_clicks',
  'audience_gender',
  'audience_age',
  'audience_countries',
  'audience_cities',
  'audience_interests',
  'notable_followers',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/** The browser's key for the e-mail a viewer gave at a sheet's gate. */
export const VIEWER_EMAIL_STORAGE_KEY = 'pitchroom.viewerEmail';

/** Public event ingestion (views, clicks, the gate and response forms): per address and per sheet, per window. */
export const PUBLIC_EVENT_LIMIT = {
  perAddress: 120,
  perSheet: 600,
  windowSeconds: 60,
  /** Views of one sheet by one viewer within this time fold into one notification ("… 3 times"). */
  foldViewsMs: 60 * 60 * 1000,
} as const;

/** The widths /media renders a generated portrait at (server/modules/directory/media.ts): a card's on a wide screen, and the full one. */
export const PORTRAIT_WIDTHS = { thumbnail: 280, full: 400 } as const;

/** Where the public pages' build lists its chunks and their style sheets, under dist/client (a dot folder: not served). The server links the parts' sheets from it. */
export const PUBLIC_BUILD_MANIFEST = '.vite/public-manifest.json';
