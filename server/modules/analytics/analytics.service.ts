import type { z } from 'zod';
import type {
  AnalyticsRequest,
  AnalyticsResponse,
  SheetClicksRequest,
  SheetClicksResponse,
  SheetStatisticsRequest,
  SheetStatisticsResponse,
  VisitorsRequest,
  VisitorsResponse,
} from '../../../shared/schemas/analytics.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { ownSheetTitle } from '../sheets/index.js';
import type { AnalyticsCache } from './analytics-cache.js';
import * as q from './analytics-queries.js';
import { recentVisitors } from './analytics-visitors.js';

type Ctx = TeamContext & { analytics: AnalyticsCache };
type Range = { sinceDays?: number };

/** The first UTC day of "the last n days" (today included), or null for all. */
export function fromDayOf(sinceDays: number | undefined, now = new Date()) {
  if (!sinceDays) return null;
  return new Date(now.getTime() - (sinceDays - 1) * 86_400_000).toISOString().slice(0, 10);
}

function scopeOf(ctx: Ctx, input: Range & { onlyUserSheets?: boolean }): q.Scope {
  const now = new Date();
  return {
    teamId: ctx.team.id,
    fromDay: fromDayOf(input.sinceDays, now),
    ownerId: input.onlyUserSheets ? ctx.user.id : null,
    window: input.sinceDays ? { days: input.sinceDays, today: now.toISOString().slice(0, 10) } : null,
  };
}

/** The cache key: the call, the combination, the day it was asked (ranges move at midnight UTC) and, for only-mine, who. */
const keyOf = (call: string, scope: q.Scope, extra = '') =>
  `${call}|${new Date().toISOString().slice(0, 10)}|${scope.fromDay ?? 'all'}|${scope.ownerId ?? 'team'}|${extra}`;

/** GET /api/user/analytics: Roster Visits and Profile Clicks of the range, per sheet, per creator and per day. */
export async function dashboard(ctx: Ctx, input: z.output<typeof AnalyticsRequest>): Promise<AnalyticsResponse> {
  const scope = scopeOf(ctx, input);
  return ctx.analytics.get(ctx.team.id, keyOf('dashboard', scope), async () => {
    const { daily, views, clicks } = await q.readTogether(ctx.em, { daily: q.dailyTotals(scope), views: q.topSheets(scope), clicks: q.topClicks(scope) });
    return {
      views,
      clicks,
      total_views: daily.reduce((sum, d) => sum + d.views, 0),
      total_clicks: daily.reduce((sum, d) => sum + d.clicks, 0),
      daily,
    };
  });
}

/** GET /api/user/analytics-visitors: viewer e-mails, the sheets each opened, and those sheets' titles. */
export async function visitors(ctx: Ctx, input: z.output<typeof VisitorsRequest>): Promise<VisitorsResponse> {
  const scope = scopeOf(ctx, input);
  return ctx.analytics.get(ctx.team.id, keyOf('visitors', scope), () => recentVisitors(ctx.em, scope));
}

/** GET /api/user/analytics/sheet-clicks: clicks per creator of one of the team's sheets. */
export async function sheetClicks(ctx: Ctx, input: z.output<typeof SheetClicksRequest>): Promise<SheetClicksResponse> {
  await ownSheetTitle(ctx, input.sheet_id);
  const scope = scopeOf(ctx, input);
  return ctx.analytics.get(ctx.team.id, keyOf('sheet-clicks', scope, input.sheet_id), () => q.readTogether(ctx.em, { clicks: q.topClicks(scope, input.sheet_id) }));
}

/** The per-sheet page: totals, views and clicks per day, clicks per creator and visitors of one sheet. */
export async function sheetStatistics(ctx: Ctx, input: z.output<typeof SheetStatisticsRequest>): Promise<SheetStatisticsResponse> {
  const sheet = await ownSheetTitle(ctx, input.sheet_id);
  const scope = scopeOf(ctx, input);
  return ctx.analytics.get(ctx.team.id, keyOf('sheet', scope, sheet.id), async () => {
    const { daily, clicks, visitors } = await q.readTogether(ctx.em, {
      daily: q.sheetDaily(sheet.id, scope.fromDay),
      clicks: q.topClicks(scope, sheet.id),
      visitors: q.sheetVisitors(sheet.id, scope.fromDay),
    });
    return {
      sheet_id: sheet.id,
      sheet_title: sheet.title,
      total_views: daily.reduce((sum, d) => sum + d.views, 0),
      total_clicks: daily.reduce((sum, d) => sum + d.clicks, 0),
      daily,
      clicks,
      visitors,
    };
  });
}
