import { sql, type Sql } from '../../db/sql.js';

/*
 * The analytics module's writes: the ingest's rollup statement, the rolling windows' moves, the
 * pruning of raw events and the rebuild of a team's rollups. Its reads are in analytics.sql.ts.
 */

/* The rolling windows. */

/**
 * Rolling 7- and 30-day rollups (analytics-window.entity.ts). A window of `days` ending on `as_of`
 * holds the events of days as_of - days + 1 .. as_of. The ingest adds the events of those days
 * (WINDOW_ROLLUP_SQL); `advanceWindows` moves a window to a later day under a lock the ingest
 * waits for, so an event is counted by one of the two, never both or neither. A range without a
 * window (a length other than the migration's 7 and 30) is summed from the days.
 */
/** Whether `day` is inside the window `w` (a row of analytics_window_state). */
const inWindow = (day: string) => `${day} > w.as_of - w.days::int and ${day} <= w.as_of`;

/** CTEs of the ingest statement (after its `ev` rows): the events' days that are inside a window. */
const WINDOW_ROLLUP_SQL = `
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
const ROLLUP_SQL = `
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
