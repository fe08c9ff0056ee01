import { checkKeptAnswer } from '../../trpc/checked-once.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  AnalyticsRequest,
  AnalyticsResponse,
  SheetClicksRequest,
  SheetClicksResponse,
  SheetStatisticsRequest,
  SheetStatisticsResponse,
  VisitorsRequest,
  VisitorsResponse,
} from '../../../shared/schemas/analytics.js';
import { ownSheetTitle } from '../sheets/index.js';
import type { AnalyticsCache } from './analytics-cache.js';
import * as q from './analytics.sql.js';
import { readTogether } from './read-together.js';
import { recentVisitors } from './analytics-visitors.js';

/** Who reads, in which team, and with what: a procedure's team context is one, as is the fast path's remembered session. */
export interface AnalyticsReader {
  /** Read only when an answer is loaded. */
  readonly em: EntityManager;
  team: { id: string };
  user: { id: number };
  analytics: AnalyticsCache;
}

type Range = { sinceDays?: number };

/** The first UTC day of "the last n days" (today included), or null for all. */
export function fromDayOf(sinceDays: number | undefined, now = new Date()) {
  if (!sinceDays) return null;
  return new Date(now.getTime() - (sinceDays - 1) * 86_400_000).toISOString().slice(0, 10);
}

function scopeOf(reader: AnalyticsReader, input: Range & { onlyUserSheets?: boolean }): q.Scope {
  const now = new Date();
  return {
    teamId: reader.team.id,
    fromDay: fromDayOf(input.sinceDays, now),
    ownerId: input.onlyUserSheets ? reader.user.id : null,
    window: input.sinceDays ? { days: input.sinceDays, today: now.toISOString().slice(0, 10) } : null,
  };
}

/** The cache key: the call, the combination, the day it was asked (ranges move at midnight UTC) and, for only-mine, who. */
const keyOf = (call: string, scope: q.Scope, extra = '') =>
  `${call}|${new Date().toISOString().slice(0, 10)}|${scope.fromDay ?? 'all'}|${scope.ownerId ?? 'team'}|${extra}`;

/** One analytics read: its schemas, its cache key per combination, and how its answer is loaded. */
interface AnalyticsCall<I extends z.ZodType, O extends z.ZodType> {
  input: I;
  output: O;
  key: (reader: AnalyticsReader, input: z.output<I>) => string;
  /** The sheet a per-sheet answer is about (its deletion drops the answer). */
  sheetOf?: (input: z.output<I>) => string;
  load: (reader: AnalyticsReader, input: z.output<I>) => Promise<z.output<O>>;
}

const call = <I extends z.ZodType, O extends z.ZodType>(spec: AnalyticsCall<I, O>) => spec;

/** Every analytics read, served by the procedures and by the fast path ahead of Express alike. */
export const analyticsCalls = {
  /** GET /api/user/analytics: Roster Visits and Profile Clicks of the range, per sheet, per creator and per day. */
  dashboard: call({
    input: AnalyticsRequest,
    output: AnalyticsResponse,
    key: (reader, input) => keyOf('dashboard', scopeOf(reader, input)),
    load: async (reader, input) => {
      const scope = scopeOf(reader, input);
      const { daily, views, clicks } = await readTogether(reader.em, { daily: q.dailyTotals(scope), views: q.topSheets(scope), clicks: q.topClicks(scope) });
      return {
        views,
        clicks,
        total_views: daily.reduce((sum, d) => sum + d.views, 0),
        total_clicks: daily.reduce((sum, d) => sum + d.clicks, 0),
        daily,
      };
    },
  }),

  /** GET /api/user/analytics-visitors: viewer e-mails, the sheets each opened, and those sheets' titles. */
  visitors: call({
    input: VisitorsRequest,
    output: VisitorsResponse,
    key: (reader, input) => keyOf('visitors', scopeOf(reader, input)),
    load: (reader, input) => recentVisitors(reader.em, scopeOf(reader, input)),
  }),

  /** GET /api/user/analytics/sheet-clicks: clicks per creator of one of the team's sheets. */
  sheetClicks: call({
    input: SheetClicksRequest,
    output: SheetClicksResponse,
    key: (reader, input) => keyOf('sheet-clicks', scopeOf(reader, input), input.sheet_id),
    sheetOf: (input) => input.sheet_id,
    load: async (reader, input) => {
      await ownSheetTitle(reader, input.sheet_id);
      return readTogether(reader.em, { clicks: q.topClicks(scopeOf(reader, input), input.sheet_id) });
    },
  }),

  /** The per-sheet page: totals, views and clicks per day, clicks per creator and visitors of one sheet. */
  sheet: call({
    input: SheetStatisticsRequest,
    output: SheetStatisticsResponse,
    key: (reader, input) => keyOf('sheet', scopeOf(reader, input), input.sheet_id),
    sheetOf: (input) => input.sheet_id,
    load: async (reader, input) => {
      const sheet = await ownSheetTitle(reader, input.sheet_id);
      const scope = scopeOf(reader, input);
      const { daily, clicks, visitors } = await readTogether(reader.em, {
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
    },
  }),
};

export type AnalyticsCallName = keyof typeof analyticsCalls;
type CallOf<N extends AnalyticsCallName> = (typeof analyticsCalls)[N];

/** A read's cache key, load and sheet for `reader` and `input`. */
function cacheEntryOf(reader: AnalyticsReader, name: AnalyticsCallName, input: unknown) {
  const spec = analyticsCalls[name] as unknown as AnalyticsCall<z.ZodType, z.ZodType>;
  const load = async () => checkKeptAnswer(spec.output, await spec.load(reader, input));
  return { key: spec.key(reader, input), load, sheetId: spec.sheetOf?.(input) ?? null };
}

/** The cached answer of a read (a sheet another team owns, or a deleted one, is NOT_FOUND from its load). */
export function answer<N extends AnalyticsCallName>(
  reader: AnalyticsReader,
  name: N,
  input: z.output<CallOf<N>['input']>,
): Promise<z.output<CallOf<N>['output']>> {
  const { key, load, sheetId } = cacheEntryOf(reader, name, input);
  return reader.analytics.get(reader.team.id, key, load, sheetId) as Promise<z.output<CallOf<N>['output']>>;
}
