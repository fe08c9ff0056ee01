import { ANALYTICS_LIMIT } from '../../../shared/analytics.js';
import { pgArray } from '../../db/pg-array.js';
import { sql, type Sql } from '../../db/sql.js';

/*
 * Every statement the analytics module runs: the reads of the rollups (never analytics_event) as
 * the parts of one answer (read-together.ts runs them), then the ingest's rollup statement, the
 * rolling windows' moves, the pruning, the rebuild, the visitors' lists and the responses' names.
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

/* The rolling windows. */

/**
 * Rolling 7- and 30-day rollups (analytics-window.entity.ts). A window of `days` ending on `as_of`
 * holds the events of days as_of - days + 1 .. as_of. The ingest adds the events of those days
 * (WINDOW_ROLLUP_SQL); `advanceWindows` moves a window to a later day under a lock the ingest
 * waits for, so an event is counted by one of the two, never both or neither. A range without a
 * window (a length other than the migration's 7 and 30) is summed from the days.
 */
/** Whether `day` is inside the window `w` (a row of analytics_window_state). */
export const inWindow = (day: string) => `${day} > w.as_of - w.days::int and ${day} <= w.as_of`;

/** CTEs of the ingest statement (after its `ev` rows): the events' days that are inside a window. */
export const WINDOW_ROLLUP_SQL = `
  window_state as (select days, as_of from analytics_window_state for share),
  sheet_window as (
    insert into analytics_sheet_window (sheet_id, days, team_id, owner_id, views, clicks)
    select ev.sheet_id, w.days, min(ev.team_id), min(ev.owner_id), sum(ev.views)::int, sum(ev.clicks)::int
    from ev join window_state w on ${inWindow('ev.day')} group by 1, 2 order by 1, 2
    on conflict (sheet_id, days) do update
      set views = analytics_sheet_window.views + excluded.views, clicks = analytics_sheet_window.clicks + excluded.clicks
  ),
  click_window as (
    insert into analytics_click_window (sheet_id, influencer_id, days, team_id, owner_id, clicks)
    select ev.sheet_id, ev.influencer_id, w.days, min(ev.team_id), min(ev.owner_id), count(*)::int
    from ev join window_state w on ${inWindow('ev.day')} where ev.clicks = 1 and ev.influencer_id is not null
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (sheet_id, influencer_id, days) do update set clicks = analytics_click_window.clicks + excluded.clicks
  ),`;

/**
 * The day rows that change a window moving from `m.old` to `m.new`: days entering count in, days
 * leaving count out. A window further behind than its length loses all its days and gains all new.
 */
const MOVE = `with m as (select ?::int as days, ?::date as old, ?::date as new)`;
const DELTA = `(case when d.day > m.old then 1 else -1 end)`;
const CHANGED_DAYS = `(d.day > greatest(m.old, m.new - m.days) and d.day <= m.new) or (d.day > m.old - m.days and d.day <= least(m.old, m.new - m.days))`;

const MOVE_SQL = [
  `${MOVE} insert into analytics_sheet_window (sheet_id, days, team_id, owner_id, views, clicks)
   select d.sheet_id, min(m.days), min(d.team_id), min(d.owner_id), sum(${DELTA} * d.views)::int, sum(${DELTA} * d.clicks)::int
   from analytics_sheet_day d, m where ${CHANGED_DAYS} group by d.sheet_id order by 1
   on conflict (sheet_id, days) do update
     set views = analytics_sheet_window.views + excluded.views, clicks = analytics_sheet_window.clicks + excluded.clicks`,
  `${MOVE} insert into analytics_click_window (sheet_id, influencer_id, days, team_id, owner_id, clicks)
   select d.sheet_id, d.influencer_id, min(m.days), min(d.team_id), min(d.owner_id), sum(${DELTA} * d.clicks)::int
   from analytics_click_day d, m where ${CHANGED_DAYS} group by d.sheet_id, d.influencer_id order by 1, 2
   on conflict (sheet_id, influencer_id, days) do update set clicks = analytics_click_window.clicks + excluded.clicks`,
  `${MOVE} delete from analytics_sheet_window x using m where x.days = m.days and x.views = 0 and x.clicks = 0`,
  `${MOVE} delete from analytics_click_window x using m where x.days = m.days and x.clicks = 0`,
  `${MOVE} update analytics_window_state x set as_of = m.new from m where x.days = m.days`,
];

/** The statements that move the window of `days` from `old` to `today`, in order. */
export const moveWindow = (days: number, old: string, today: string): Sql[] => MOVE_SQL.map((text) => ({ text, params: [days, old, today] }));

/** The windows not at `today` yet (locked until the transaction ends, with `lock`). */
export const windowsBehind = (today: string, lock: boolean): Sql => ({
  text: `select days, to_char(as_of, 'YYYY-MM-DD') as as_of from analytics_window_state where as_of < ?::date order by days${lock ? ' for update' : ''}`,
  params: [today],
});

/* The ingest. */

const add = (table: string, columns: string[]) => columns.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');

/**
 * Adds a batch of events to every rollup in one statement: the 7- and 30-day windows, team/day,
 * owner/day, sheet/day, sheet total, sheet+creator/day, sheet+creator total and visitors. Rows are
 * grouped first, so a batch with many events on one row touches that row once (that is what makes
 * bulk ingest cheap).
 */
export const ROLLUP_SQL = `
  with ev as (
    select e.team_id, e.sheet_id, e.owner_id, e.influencer_id, e.email, e.raw_email, e.at,
           (e.at at time zone 'UTC')::date as day,
           (e.kind = 'view')::int as views, (e.kind = 'click')::int as clicks
    from json_to_recordset(?::json) as e(team_id varchar, sheet_id varchar, owner_id int, kind text, influencer_id int, email varchar, raw_email varchar, at timestamptz)
  ),
${WINDOW_ROLLUP_SQL}
  team_day as (
    insert into analytics_team_day (team_id, day, views, clicks)
    select team_id, day, sum(views)::int, sum(clicks)::int from ev group by 1, 2 order by 1, 2
    on conflict (team_id, day) do update set ${add('analytics_team_day', ['views', 'clicks'])}
  ),
  owner_day as (
    insert into analytics_owner_day (team_id, owner_id, day, views, clicks)
    select team_id, owner_id, day, sum(views)::int, sum(clicks)::int from ev group by 1, 2, 3 order by 1, 2, 3
    on conflict (team_id, owner_id, day) do update set ${add('analytics_owner_day', ['views', 'clicks'])}
  ),
  sheet_day as (
    insert into analytics_sheet_day (sheet_id, day, team_id, owner_id, views, clicks)
    select sheet_id, day, min(team_id), min(owner_id), sum(views)::int, sum(clicks)::int from ev group by 1, 2 order by 1, 2
    on conflict (sheet_id, day) do update set ${add('analytics_sheet_day', ['views', 'clicks'])}
  ),
  sheet_total as (
    insert into analytics_sheet_total (sheet_id, team_id, owner_id, views, clicks)
    select sheet_id, min(team_id), min(owner_id), sum(views)::int, sum(clicks)::int from ev group by 1 order by 1
    on conflict (sheet_id) do update set ${add('analytics_sheet_total', ['views', 'clicks'])}
  ),
  click_day as (
    insert into analytics_click_day (sheet_id, influencer_id, day, team_id, owner_id, clicks)
    select sheet_id, influencer_id, day, min(team_id), min(owner_id), count(*)::int from ev
    where clicks = 1 and influencer_id is not null group by 1, 2, 3 order by 1, 2, 3
    on conflict (sheet_id, influencer_id, day) do update set ${add('analytics_click_day', ['clicks'])}
  ),
  click_total as (
    insert into analytics_click_total (sheet_id, influencer_id, team_id, owner_id, clicks)
    select sheet_id, influencer_id, min(team_id), min(owner_id), count(*)::int from ev
    where clicks = 1 and influencer_id is not null group by 1, 2 order by 1, 2
    on conflict (sheet_id, influencer_id) do update set ${add('analytics_click_total', ['clicks'])}
  ),
  -- Deleting a sheet deletes its visitor rows (a trigger); its row lock orders a view after or before that.
  visited_sheet as (
    select s.id from talent_sheet s where s.id in (select sheet_id from ev where views = 1 and email is not null) and s.deleted_at is null
    order by s.id for share
  ),
  visitor as (
    insert into analytics_visitor (sheet_id, email, team_id, owner_id, views, last_visit_at)
    select sheet_id, email, min(team_id), min(owner_id), count(*)::int, max(at) from ev
    where views = 1 and email is not null and sheet_id in (select id from visited_sheet) group by 1, 2 order by 1, 2
    on conflict (sheet_id, email) do update
      set views = analytics_visitor.views + excluded.views,
          last_visit_at = greatest(analytics_visitor.last_visit_at, excluded.last_visit_at)
  )
  select 1`;

const RAW_AND_ROLLUP_SQL = ROLLUP_SQL.replace(
  `  team_day as (`,
  `  raw as (
    insert into analytics_event (team_id, sheet_id, influencer_id, event_type, viewer_email, created_at)
    select team_id, sheet_id, influencer_id, case when views = 1 then 'sheet_view' else 'influencer_click' end, raw_email, at from ev
  ),
  team_day as (`,
);

/** Rollup rows (`ev`, as rowsOf in analytics-rollups.ts writes them) added to every rollup; with `raw`, stored as raw events too. */
export const rollupEvents = (rows: Record<string, unknown>[], raw: boolean): Sql => ({
  text: raw ? RAW_AND_ROLLUP_SQL : ROLLUP_SQL,
  params: [JSON.stringify(rows)],
});

/** Deletes a batch of raw events older than `cutoff`, answering how many. */
export const pruneRawEventsBatch = (cutoff: Date, batch: number) =>
  sql`with gone as (delete from analytics_event where id in (select id from analytics_event where created_at < ${cutoff} limit ${batch}) returning 1)
      select count(*)::int as n from gone`;

/* The rebuild of a team's rollups from its raw events (node-postgres' $1 placeholders: it runs on a pg client). */

/** The team's countable raw events (sheet views, clicks on a sheet's creator), as the ingest counts them. */
export const REBUILD_SOURCE = `create temp table rollup_source as
  select e.team_id, e.sheet_id, s.deleted_at is null as live, coalesce(s.created_by_id, 0) as owner_id, e.influencer_id, lower(e.viewer_email) as email, e.created_at as at,
         (e.created_at at time zone 'UTC')::date as day, (e.event_type = 'sheet_view')::int as views, (e.event_type = 'influencer_click')::int as clicks
  from analytics_event e join talent_sheet s on s.id = e.sheet_id
  where e.team_id = any($1) and (e.event_type = 'sheet_view' or (e.event_type = 'influencer_click' and e.influencer_id is not null))`;

export const ROLLUP_TABLES = [
  'analytics_sheet_window',
  'analytics_click_window',
  'analytics_team_day',
  'analytics_owner_day',
  'analytics_sheet_day',
  'analytics_sheet_total',
  'analytics_click_day',
  'analytics_click_total',
  'analytics_visitor',
];

export const REBUILD_FILL = [
  `insert into analytics_team_day (team_id, day, views, clicks) select team_id, day, sum(views), sum(clicks) from rollup_source group by 1, 2`,
  `insert into analytics_owner_day (team_id, owner_id, day, views, clicks) select team_id, owner_id, day, sum(views), sum(clicks) from rollup_source group by 1, 2, 3`,
  `insert into analytics_sheet_day (sheet_id, day, team_id, owner_id, views, clicks) select sheet_id, day, min(team_id), min(owner_id), sum(views), sum(clicks) from rollup_source group by 1, 2`,
  `insert into analytics_sheet_total (sheet_id, team_id, owner_id, views, clicks) select sheet_id, min(team_id), min(owner_id), sum(views), sum(clicks) from rollup_source group by 1`,
  `insert into analytics_click_day (sheet_id, influencer_id, day, team_id, owner_id, clicks) select sheet_id, influencer_id, day, min(team_id), min(owner_id), count(*) from rollup_source where clicks = 1 group by 1, 2, 3`,
  `insert into analytics_click_total (sheet_id, influencer_id, team_id, owner_id, clicks) select sheet_id, influencer_id, min(team_id), min(owner_id), count(*) from rollup_source where clicks = 1 group by 1, 2`,
  `insert into analytics_sheet_window (sheet_id, days, team_id, owner_id, views, clicks) select sheet_id, w.days, min(team_id), min(owner_id), sum(views), sum(clicks)
   from rollup_source ev join analytics_window_state w on ${inWindow('ev.day')} group by 1, 2`,
  `insert into analytics_click_window (sheet_id, influencer_id, days, team_id, owner_id, clicks) select sheet_id, influencer_id, w.days, min(team_id), min(owner_id), count(*)
   from rollup_source ev join analytics_window_state w on ${inWindow('ev.day')} where clicks = 1 group by 1, 2, 3`,
  `insert into analytics_visitor (sheet_id, email, team_id, owner_id, views, last_visit_at) select sheet_id, email, min(team_id), min(owner_id), count(*), max(at) from rollup_source where views = 1 and email is not null and live group by 1, 2`,
];

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

/** The brands' liked and compared creators by the names the team shows: its custom name, else the directory's. */
export const creatorNames = (teamId: string, influencerIds: number[]) =>
  sql`select i.id, coalesce(nullif(re.custom_display_name, ''), i.fullname) as name
        from influencer i left join roster_entry re on re.influencer_id = i.id and re.team_id = ${teamId}
       where i.id = any(${pgArray(influencerIds)}::int[])`;

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
