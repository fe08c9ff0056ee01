import type pg from 'pg';
import { inWindow } from './analytics-windows.js';

/** The team's countable raw events (sheet views, clicks on a sheet's creator), as the ingest counts them. */
const SOURCE = `create temp table rollup_source as
  select e.team_id, e.sheet_id, s.deleted_at is null as live, coalesce(s.created_by_id, 0) as owner_id, e.influencer_id, lower(e.viewer_email) as email, e.created_at as at,
         (e.created_at at time zone 'UTC')::date as day, (e.event_type = 'sheet_view')::int as views, (e.event_type = 'influencer_click')::int as clicks
  from analytics_event e join talent_sheet s on s.id = e.sheet_id
  where e.team_id = any($1) and (e.event_type = 'sheet_view' or (e.event_type = 'influencer_click' and e.influencer_id is not null))`;

const TABLES = [
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

const FILL = [
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

/**
 * Recounts the rollups of these teams from their raw events, for rows written in bulk around the
 * ingest (the demo seeder, the bench), inside the caller's transaction. Only right while the teams'
 * raw events are all still there (before any pruning).
 */
export async function rebuildTeamRollups(client: pg.ClientBase, teamIds: string[]) {
  for (const table of TABLES) await client.query(`delete from ${table} where team_id = any($1)`, [teamIds]);
  await client.query(SOURCE, [teamIds]);
  for (const sql of FILL) await client.query(sql);
  await client.query('drop table rollup_source');
}
