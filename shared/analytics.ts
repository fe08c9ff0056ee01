/** Analytics constants (spec §9 "Analytics range", §2.7) and the dashboard's texts. */
export const ANALYTICS_RANGES = [30, 7, 'all'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_DEFAULT_RANGE: AnalyticsRange = 30;

/** The range as the wire's `sinceDays` (omitted for all). */
export const sinceDaysOf = (range: AnalyticsRange): number | undefined => (range === 'all' ? undefined : range);

export const ANALYTICS_LIMIT = {
  /** Not in the spec: the Most-Viewed Sheets and Most-Clicked Profiles lists show this many rows. */
  topRows: 100,
  /** Not in the spec: the Visitors list shows this many most recent visitors. */
  visitors: 200,
  /** Not in the spec: raw events older than this may be pruned; totals come from rollups and do not change. */
  rawEventRetentionDays: 400,
  /** Not in the spec: a dashboard that is open refetches at most this often (ms) while events arrive. */
  liveRefetchMs: 2000,
  /** Not in the spec: each list shows its first rows, the rest behind "Show all". */
  rowsShown: 10,
} as const;

export const ANALYTICS_TEXT = {
  pageTitle: 'Analytics',
  rosterVisits: 'Roster Visits',
  /** The per-sheet page's first figure: views of that one sheet. */
  sheetViews: 'Sheet Views',
  profileClicks: 'Profile Clicks',
  mostViewedSheets: 'Most-Viewed Sheets',
  mostClickedProfiles: 'Most-Clicked Profiles',
  visitors: 'Visitors',
  onlyMySheets: 'Only my sheets',
  rangeLabels: { all: 'All time', 7: 'Last 7 days', 30: 'Last 30 days' } satisfies Record<AnalyticsRange, string>,
  noClicks: 'No profile clicks have been recorded yet',
  noViews: 'No sheet views have been recorded yet',
  noVisitors: 'No visitors with an e-mail have been recorded yet',
  brandResponses: 'Brand responses',
  noResponses: 'No brand has responded to this sheet yet',
  comparedCreators: (names: string[]) => `Compared: ${names.join(', ')}`,
  likedCreators: (names: string[]) => `Liked: ${names.join(', ')}`,
  viewsOverTime: 'Views and clicks over time',
  exportCsv: 'Export CSV',
  statistics: 'Statistics',
  openSheet: 'Open the sheet',
  showAll: (count: number) => `Show all ${count.toLocaleString('en-US')}`,
  showFewer: 'Show fewer',
} as const;
