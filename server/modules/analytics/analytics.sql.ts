import { ANALYTICS_LIMIT } from '../../../shared/analytics.js';
import type { Sql } from '../../db/sql.js';

/*
 * The analytics module's reads: the rollups (never analytics_event) as the parts of one answer
 * (read-together.ts runs them), the visitors' lists and the responses' names. What writes the
 * rollups is in rollups.sql.ts.
 */

/**
 * The scope of a read. `fromDay` is the first UTC day of
 * the range (null for all); `ownerId` restricts to one creator's sheets (only my sheets).
 */
export interface Scope {
  teamId: string;
  fromDay: string | null;
  ownerId: number | null;
  /** The range's rolling window (7 or 30 days ending today, a UTC date), null for all. */
  window: { days: number; today: string } | null;
}

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const dayText = (v: unknown) => String(v).slice(0, 10);

/** One list of an answer: its rows' query, their final order (over its columns as `x.<column>`) and how a row is answered. */
export interface Part<T> {
  sql: string;
  params: unknown[];
  order: string;
  map: (row: Row) => T;
}

/** `and` clauses and their parameters for a table with team_id, owner_id and (unless `dayless`) day. */
export function filters(scope: Scope, alias: string, dayless = false) {
  const sql = [`${alias}.team_id = ?`];
  const params: unknown[] = [scope.teamId];
  if (scope.fromDay && !dayless) {
    sql.push(`${alias}.day >= ?`);
    params.push(scope.fromDay);
  }
  if (scope.ownerId !== null) {
    sql.push(`${alias}.owner_id = ?`);
    params.push(scope.ownerId);
  }
  return { where: sql.join(' and '), params };
}

interface Source {
  sql: string;
  params: unknown[];
  order: string;
}

/** A rolling window's rows: `select` of `table` as `r`, in the scope's team and window, with `and`-ed `where`. */
interface WindowSource {
  select: string;
  table: string;
  where: string;
  params: unknown[];
  order: string;
}

/**
 * The top rows of a range: from its rolling window when the window is at today (one index read),
 * else summed from the days (the window's job has not run yet today; only-my-sheets). One of the
 * two branches runs: the other's condition is checked once, before it reads anything.
 */
function windowOrDays(scope: Scope, window: WindowSource, days: Source) {
  const limit = ANALYTICS_LIMIT.topRows;
  if (scope.ownerId !== null || !scope.window) return { sql: `${days.sql} order by ${days.order} limit ?`, params: [...days.params, limit] };
  const { days: length, today } = scope.window;
  const current = `exists (select 1 from analytics_window_state w where w.days = ? and w.as_of = ?::date)`;
  return {
    sql: `(select ${window.select} from ${window.table} r where r.team_id = ? and r.days = ?${window.where} and ${current} order by ${window.order} limit ?)
          union all (select * from (${days.sql}) d where not ${current} order by ${days.order} limit ?)`,
    params: [scope.teamId, length, ...window.params, length, today, limit, ...days.params, length, today, limit],
  };
}

/**
 * The title of a top row's sheet, leaving out deleted sheets: looked up row by row (a lateral
 * subquery; its `limit 1` keeps the planner from making it a join, which it would answer by
 * hashing the whole sheet table for 100 rows: 2-3 ms a list instead of 0.3).
 */
const LIVE_SHEET = 'join lateral (select s.title from talent_sheet s where s.id = t.sheet_id and s.deleted_at is null limit 1) s on true';

const dayRow = (r: Row) => ({ day: dayText(r.day), views: num(r.views), clicks: num(r.clicks) });

/** Views and clicks per day: the team's own rows, or one owner's (only my sheets). */
export function dailyTotals(scope: Scope): Part<ReturnType<typeof dayRow>> {
  const f = filters(scope, 'o');
  const table = scope.ownerId === null ? 'analytics_team_day' : 'analytics_owner_day';
  return { sql: `select o.day, o.views, o.clicks from ${table} o where ${f.where}`, params: f.params, order: 'x.day', map: dayRow };
}

/** Most-viewed sheets: all-time totals for "all", else the sum of the range's days. */
export function topSheets(scope: Scope) {
  const all = scope.fromDay === null;
  const f = filters(scope, 'r', all);
  const source = all
    ? {
        sql: `select r.sheet_id, r.views, r.clicks from analytics_sheet_total r where ${f.where} order by r.views desc limit ?`,
        params: [...f.params, ANALYTICS_LIMIT.topRows],
      }
    : windowOrDays(
        scope,
        { select: 'r.sheet_id, r.views, r.clicks', table: 'analytics_sheet_window', where: '', params: [], order: 'r.views desc' },
        {
          sql: `select r.sheet_id, sum(r.views)::int as views, sum(r.clicks)::int as clicks from analytics_sheet_day r where ${f.where} group by r.sheet_id`,
          params: f.params,
          order: 'views desc',
        },
      );
  return {
    sql: `select t.sheet_id, s.title, t.views, t.clicks from (${source.sql}) t ${LIVE_SHEET}`,
    params: source.params,
    order: 'x.views desc, x.clicks desc, x.title',
    map: (r: Row) => ({ sheet_id: String(r.sheet_id), sheet_title: String(r.title), views: num(r.views), total_clicks: num(r.clicks) }),
  };
}

/** Most-clicked creators per sheet (optionally of one sheet). */
export function topClicks(scope: Scope, sheetId?: string) {
  const all = scope.fromDay === null;
  const f = filters(scope, 'r', all);
  const oneSheet = sheetId ? { sql: ' and r.sheet_id = ?', params: [sheetId] } : { sql: '', params: [] };
  f.where += oneSheet.sql;
  f.params.push(...oneSheet.params);
  const source = all
    ? {
        sql: `select r.sheet_id, r.influencer_id, r.clicks from analytics_click_total r where ${f.where} order by r.clicks desc limit ?`,
        params: [...f.params, ANALYTICS_LIMIT.topRows],
      }
    : windowOrDays(
        scope,
        {
          select: 'r.sheet_id, r.influencer_id, r.clicks',
          table: 'analytics_click_window',
          where: oneSheet.sql,
          params: oneSheet.params,
          order: 'r.clicks desc',
        },
        {
          sql: `select r.sheet_id, r.influencer_id, sum(r.clicks)::int as clicks from analytics_click_day r where ${f.where} group by r.sheet_id, r.influencer_id`,
          params: f.params,
          order: 'clicks desc',
        },
      );
  return {
    sql: `select t.sheet_id, s.title, t.influencer_id, i.fullname, t.clicks from (${source.sql}) t ${LIVE_SHEET}
          join lateral (select i.fullname from influencer i where i.id = t.influencer_id limit 1) i on true`,
    params: source.params,
    order: 'x.clicks desc, x.fullname, x.title',
    map: (r: Row) => ({
      sheet_id: String(r.sheet_id),
      sheet_title: String(r.title),
      fullname: String(r.fullname),
      influencer_id: num(r.influencer_id),
      clicks: num(r.clicks),
    }),
  };
}

/** One sheet's views and clicks per day. */
export function sheetDaily(sheetId: string, fromDay: string | null): Part<ReturnType<typeof dayRow>> {
  return {
    sql: `select day, views, clicks from analytics_sheet_day where sheet_id = ? ${fromDay ? 'and day >= ?' : ''}`,
    params: fromDay ? [sheetId, fromDay] : [sheetId],
    order: 'x.day',
    map: dayRow,
  };
}

/** One sheet's visitors, latest first. */
export function sheetVisitors(sheetId: string, fromDay: string | null) {
  return {
    sql: `select email, views, last_visit_at from analytics_visitor where sheet_id = ? ${fromDay ? 'and last_visit_at >= ?' : ''}
          order by last_visit_at desc, email limit ?`,
    params: fromDay ? [sheetId, `${fromDay}T00:00:00Z`, ANALYTICS_LIMIT.visitors] : [sheetId, ANALYTICS_LIMIT.visitors],
    order: 'x.last_visit_at desc, x.email',
    map: (r: Row) => ({ email: String(r.email), views: num(r.views), most_recent_visit: new Date(r.last_visit_at as string).toISOString() }),
  };
}

/** The lists of one answer as one statement, each list a JSON array column named after its part. */
export function together(parts: Record<string, Part<unknown>>): Sql {
  const names = Object.keys(parts);
  const columns = names.map((name) => `coalesce((select json_agg(x order by ${parts[name]!.order}) from (${parts[name]!.sql}) x), '[]'::json) as "${name}"`);
  return { text: `select ${columns.join(', ')}`, params: names.flatMap((name) => parts[name]!.params) };
}

/* The visitors' lists. */

/** Rows of the team's live sheets' visitors in the scope (analytics_visitor as `v`). */
function visitorRows(scope: Scope) {
  const f = filters(scope, 'v', true);
  if (scope.fromDay) {
    f.where += ' and v.last_visit_at >= ?';
    f.params.push(`${scope.fromDay}T00:00:00Z`);
  }
  // Deleted sheets have no visitor rows (migration ..._analytics_visitors_live_sheets): no sheet is checked.
  return { from: `analytics_visitor v where ${f.where}`, params: f.params };
}

/** The answer from the CTEs `opened` (email, last_visit, sheet_ids latest first; the list) and any it reads. */
const ANSWER = (ctes: string, read: string) => `with ${ctes}
  select ${read}::int as read,
    coalesce((select json_agg(json_build_object('email', o.email, 'last_visit', o.last_visit, 'sheet_ids', o.sheet_ids) order by o.last_visit desc, o.email)
              from opened o), '[]'::json) as visits,
    coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title) order by t.title, t.id)
              from talent_sheet t where t.id = any(array(select distinct unnest(sheet_ids) from opened))), '[]'::json) as sheets`;

/**
 * The team-wide list: the latest visitors from the team's per-visitor rows (kept by triggers from
 * the visitor rows), each with the sheets they opened in the range, already latest first.
 */
export function teamVisitors(scope: Scope): Sql {
  const from = scope.fromDay ? `${scope.fromDay}T00:00:00Z` : '-infinity';
  return {
    text: ANSWER(
      `opened as (select v.email, v.last_visit_at as last_visit,
         v.sheet_ids[1:(select count(*) from unnest(v.visits) t where t >= ?::timestamptz)::int] as sheet_ids
       from analytics_team_visitor v where v.team_id = ? and v.last_visit_at >= ?::timestamptz order by v.last_visit_at desc, v.email limit ?)`,
      '0',
    ),
    params: [from, scope.teamId, from, ANALYTICS_LIMIT.visitors],
  };
}

/**
 * One owner's list, in one statement. A visitor's first row in "latest visit first" order is their
 * latest, so the first `visitors` distinct e-mails among the `newest` rows are the answer when that
 * many are there: read from the (team, last visit) index instead of grouping every visitor row of
 * the team. Rows tied with the last one read are read too (`with ties`), so which e-mails make the
 * list never depends on the order the index gives equal visit times in.
 */
export function ownerVisitors(scope: Scope, newest: number): Sql {
  const rows = visitorRows(scope);
  return {
    text: ANSWER(
      `recent as (select v.email, v.last_visit_at from ${rows.from} order by v.last_visit_at desc fetch first ? rows with ties),
       latest as (select email, max(last_visit_at) as last_visit from recent group by email order by last_visit desc, email limit ?),
       opened as (select l.email, l.last_visit, (select array_agg(v.sheet_id order by v.last_visit_at desc) from ${rows.from} and v.email = l.email) as sheet_ids from latest l)`,
      '(select count(*) from recent)',
    ),
    params: [...rows.params, newest, ANALYTICS_LIMIT.visitors, ...rows.params],
  };
}
