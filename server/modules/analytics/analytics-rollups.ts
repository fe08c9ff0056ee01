import type { EntityManager } from '@mikro-orm/postgresql';
import { WINDOW_ROLLUP_SQL } from './analytics-windows.js';

/** What the rollups need of one event on a sheet (events without a sheet are kept raw only). */
export interface RollupEvent {
  teamId: string;
  sheetId: string;
  /** The sheet's creator (user id), 0 when none. */
  ownerId: number;
  kind: 'view' | 'click';
  /** The clicked creator (clicks only). */
  influencerId: number | null;
  /** The viewer's e-mail, lower-case (views only). */
  email: string | null;
  at: Date;
  /** The e-mail as the raw event keeps it (the rollups keep it lower-case). */
  rawEmail?: string | null;
}

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

const rowsOf = (events: RollupEvent[]) =>
  events.map((e) => ({
    team_id: e.teamId,
    sheet_id: e.sheetId,
    owner_id: e.ownerId,
    kind: e.kind,
    influencer_id: e.influencerId,
    email: e.email,
    raw_email: e.rawEmail ?? null,
    at: e.at.toISOString(),
  }));

export async function addToRollups(em: EntityManager, events: RollupEvent[]) {
  if (events.length === 0) return;
  await em.getConnection().execute(ROLLUP_SQL, [JSON.stringify(rowsOf(events))]);
}

const RAW_AND_ROLLUP_SQL = ROLLUP_SQL.replace(
  `  team_day as (`,
  `  raw as (
    insert into analytics_event (team_id, sheet_id, influencer_id, event_type, viewer_email, created_at)
    select team_id, sheet_id, influencer_id, case when views = 1 then 'sheet_view' else 'influencer_click' end, raw_email, at from ev
  ),
  team_day as (`,
);

/** Stores views and clicks as raw events and adds them to the rollups, in one statement (so all or none). */
export async function recordWithRollups(em: EntityManager, events: RollupEvent[]) {
  if (events.length === 0) return;
  await em.getConnection().execute(RAW_AND_ROLLUP_SQL, [JSON.stringify(rowsOf(events))]);
}
