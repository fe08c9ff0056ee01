import type { EntityManager } from '@mikro-orm/postgresql';
import { ANALYTICS_LIMIT } from '../../../shared/analytics.js';
import { filters, type Scope } from './analytics-queries.js';

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

interface VisitorsRow {
  read: number;
  visits: { email: string; last_visit: string; sheet_ids: string[] | null }[];
  sheets: { id: string; title: string }[];
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
function readTeamVisitors(em: EntityManager, scope: Scope) {
  const from = scope.fromDay ? `${scope.fromDay}T00:00:00Z` : '-infinity';
  return em.getConnection().execute<VisitorsRow[]>(
    ANSWER(
      `opened as (select v.email, v.last_visit_at as last_visit,
         v.sheet_ids[1:(select count(*) from unnest(v.visits) t where t >= ?::timestamptz)::int] as sheet_ids
       from analytics_team_visitor v where v.team_id = ? and v.last_visit_at >= ?::timestamptz order by v.last_visit_at desc, v.email limit ?)`,
      '0',
    ),
    [from, scope.teamId, from, ANALYTICS_LIMIT.visitors],
  );
}

/**
 * One owner's list, in one statement. A visitor's first row in "latest visit first" order is their
 * latest, so the first `visitors` distinct e-mails among the `newest` rows are the answer when that
 * many are there: read from the (team, last visit) index instead of grouping every visitor row of
 * the team. Rows tied with the last one read are read too (`with ties`), so which e-mails make the
 * list never depends on the order the index gives equal visit times in.
 */
function readOwnerVisitors(em: EntityManager, scope: Scope, newest: number) {
  const rows = visitorRows(scope);
  return em.getConnection().execute<VisitorsRow[]>(
    ANSWER(
      `recent as (select v.email, v.last_visit_at from ${rows.from} order by v.last_visit_at desc fetch first ? rows with ties),
       latest as (select email, max(last_visit_at) as last_visit from recent group by email order by last_visit desc, email limit ?),
       opened as (select l.email, l.last_visit, (select array_agg(v.sheet_id order by v.last_visit_at desc) from ${rows.from} and v.email = l.email) as sheet_ids from latest l)`,
      '(select count(*) from recent)',
    ),
    [...rows.params, newest, ANALYTICS_LIMIT.visitors, ...rows.params],
  );
}

/** One owner's list: busy visitors may fill the newest rows, so read further back until the list is full or every row was read. */
async function ownerVisitors(em: EntityManager, scope: Scope) {
  for (let newest = ANALYTICS_LIMIT.visitors * 4; ; newest *= 4) {
    const [found] = await readOwnerVisitors(em, scope, newest);
    if (found.visits.length === ANALYTICS_LIMIT.visitors || found.read < newest) return found;
  }
}

/** Visitors (viewer e-mails) most recent first, with the sheets each opened and those sheets' titles. */
export async function recentVisitors(em: EntityManager, scope: Scope) {
  const found = scope.ownerId === null ? (await readTeamVisitors(em, scope))[0] : await ownerVisitors(em, scope);
  return {
    recentVisits: found.visits.map((v) => ({ email: v.email, salesheet_ids: v.sheet_ids ?? [], most_recent_visit: new Date(v.last_visit).toISOString() })),
    sheets: found.sheets,
  };
}
