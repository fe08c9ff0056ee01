import { z } from 'zod';
import { sheetId } from './collections.js';

/** `sinceDays` 7 or 30 (omitted for all); `onlyUserSheets` as a boolean or the query string's "true"/"false". */
const sinceDays = z.coerce
  .number()
  .int()
  .refine((n) => n === 7 || n === 30, 'sinceDays must be 7 or 30 (omit it for all)')
  .optional();
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .default(false);

export const AnalyticsRequest = z.object({ sinceDays, onlyUserSheets: flag });
export type AnalyticsRequest = z.input<typeof AnalyticsRequest>;

const Day = z.object({ day: z.string(), views: z.number(), clicks: z.number() });

export const SheetViewsRow = z.object({ sheet_id: z.string(), sheet_title: z.string(), views: z.number(), total_clicks: z.number() });
export const ClicksRow = z.object({ sheet_id: z.string(), sheet_title: z.string(), fullname: z.string(), influencer_id: z.number(), clicks: z.number() });

export const AnalyticsResponse = z.object({
  views: z.array(SheetViewsRow),
  clicks: z.array(ClicksRow),
  /** Beyond the spec: Roster Visits and Profile Clicks in the range, and both per UTC day for the chart. */
  total_views: z.number(),
  total_clicks: z.number(),
  daily: z.array(Day),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;

export const VisitorsRequest = z.object({ sinceDays, onlyUserSheets: flag });
export const RecentVisit = z.object({ email: z.string(), salesheet_ids: z.array(z.string()), most_recent_visit: z.string() });
export const VisitorsResponse = z.object({
  recentVisits: z.array(RecentVisit),
  sheets: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type VisitorsResponse = z.infer<typeof VisitorsResponse>;

export const SheetClicksRequest = z.object({ sheet_id: sheetId, sinceDays });
export const SheetClicksResponse = z.object({ clicks: z.array(ClicksRow) });
export type SheetClicksResponse = z.infer<typeof SheetClicksResponse>;

/** The per-sheet page (tRPC only): its totals, views and clicks per day, clicks per creator and visitors. */
export const SheetStatisticsRequest = z.object({ sheet_id: sheetId, sinceDays });
export const SheetStatisticsResponse = z.object({
  sheet_id: z.string(),
  sheet_title: z.string(),
  total_views: z.number(),
  total_clicks: z.number(),
  daily: z.array(Day),
  clicks: z.array(ClicksRow),
  visitors: z.array(z.object({ email: z.string(), views: z.number(), most_recent_visit: z.string() })),
});
export type SheetStatisticsResponse = z.infer<typeof SheetStatisticsResponse>;

/** A view or click arrived for the team (the live dashboard refetches). */
export const AnalyticsLiveEvent = z.object({ type: z.string(), sheetId: z.string() });
export const AnalyticsLiveRequest = z.object({ lastEventId: z.string().nullish() });
