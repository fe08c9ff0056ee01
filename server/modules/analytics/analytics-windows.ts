import type { EntityManager } from '@mikro-orm/postgresql';

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

/**
 * Moves every window to `today` (a UTC date, YYYY-MM-DD) in one transaction; a window already
 * there is left alone. Meant for a recurring job: until it runs after midnight, reads sum the days.
 */
export async function advanceWindows(em: EntityManager, today: string) {
  const behind = `select days, to_char(as_of, 'YYYY-MM-DD') as as_of from analytics_window_state where as_of < ?::date order by days`;
  // Looked at without the lock first: the runs after the day's move take nothing the ingest waits for.
  if ((await em.getConnection().execute(behind, [today])).length === 0) return;
  await em.transactional(async (tx) => {
    const sql = tx.getConnection();
    const context = tx.getTransactionContext();
    const states = await sql.execute<{ days: number; as_of: string }[]>(`${behind} for update`, [today], 'all', context);
    for (const state of states) {
      for (const statement of MOVE_SQL) await sql.execute(statement, [state.days, state.as_of, today], 'run', context);
    }
  });
}
