import type { EntityManager } from '@mikro-orm/postgresql';
import { ANALYTICS_LIMIT } from '../../../shared/analytics.js';

/**
 * Read-only queries over the rollups (never analytics_event). `fromDay` is the first UTC day of
 * the range (null for all); `ownerId` restricts to one creator's sheets (only my sheets).
 */
export interface Scope {
  teamId: string;
  fromDay: string | null;
  ownerId: number | null;
}

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const dayText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** `and` clauses and their parameters for a table with team_id, owner_id and (unless `dayless`) day. */
function filters(scope: Scope, alias: string, dayless = false) {
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

/** Views and clicks per day: the team's own rows, or one owner's (only my sheets). */
export async function dailyTotals(em: EntityManager, scope: Scope) {
  const f = filters(scope, 'o');
  const table = scope.ownerId === null ? 'analytics_team_day' : 'analytics_owner_day';
  const rows = await em.getConnection().execute<Row[]>(`select o.day, o.views, o.clicks from ${table} o where ${f.where} order by o.day`, f.params);
  return rows.map((r) => ({ day: dayText(r.day), views: num(r.views), clicks: num(r.clicks) }));
}

/** Most-viewed sheets: all-time totals for "all", else the sum of the range's days. */
export async function topSheets(em: EntityManager, scope: Scope) {
  const all = scope.fromDay === null;
  const f = filters(scope, 'r', all);
  const source = all
    ? `select r.sheet_id, r.views, r.clicks from analytics_sheet_total r where ${f.where} order by r.views desc limit ?`
    : `select r.sheet_id, sum(r.views)::int as views, sum(r.clicks)::int as clicks from analytics_sheet_day r where ${f.where}
       group by r.sheet_id order by views desc limit ?`;
  const rows = await em.getConnection().execute<Row[]>(
    `select t.sheet_id, s.title, t.views, t.clicks from (${source}) t join talent_sheet s on s.id = t.sheet_id and s.deleted_at is null
     order by t.views desc, t.clicks desc, s.title`,
    [...f.params, ANALYTICS_LIMIT.topRows],
  );
  return rows.map((r) => ({ sheet_id: String(r.sheet_id), sheet_title: String(r.title), views: num(r.views), total_clicks: num(r.clicks) }));
}

/** Most-clicked creators per sheet (optionally of one sheet). */
export async function topClicks(em: EntityManager, scope: Scope, sheetId?: string) {
  const all = scope.fromDay === null;
  const f = filters(scope, 'r', all);
  if (sheetId) {
    f.where += ' and r.sheet_id = ?';
    f.params.push(sheetId);
  }
  const source = all
    ? `select r.sheet_id, r.influencer_id, r.clicks from analytics_click_total r where ${f.where} order by r.clicks desc limit ?`
    : `select r.sheet_id, r.influencer_id, sum(r.clicks)::int as clicks from analytics_click_day r where ${f.where}
       group by r.sheet_id, r.influencer_id order by clicks desc limit ?`;
  const rows = await em.getConnection().execute<Row[]>(
    `select t.sheet_id, s.title, t.influencer_id, i.fullname, t.clicks from (${source}) t
     join talent_sheet s on s.id = t.sheet_id and s.deleted_at is null join influencer i on i.id = t.influencer_id
     order by t.clicks desc, i.fullname, s.title`,
    [...f.params, ANALYTICS_LIMIT.topRows],
  );
  return rows.map((r) => ({
    sheet_id: String(r.sheet_id),
    sheet_title: String(r.title),
    fullname: String(r.fullname),
    influencer_id: num(r.influencer_id),
    clicks: num(r.clicks),
  }));
}

/** Rows of the team's live sheets' visitors in the scope (analytics_visitor as `v`). */
function visitorRows(scope: Scope) {
  const f = filters(scope, 'v', true);
  if (scope.fromDay) {
    f.where += ' and v.last_visit_at >= ?';
    f.params.push(`${scope.fromDay}T00:00:00Z`);
  }
  return { from: `analytics_visitor v join talent_sheet s on s.id = v.sheet_id and s.deleted_at is null where ${f.where}`, params: f.params };
}

/**
 * The most recent visitors' e-mails and latest visits. A visitor's first row in "latest visit
 * first" order is their latest, so the first `visitors` distinct e-mails of the newest rows are the
 * answer: read from the (team, last visit) index, newest first, as far as needed (a few hundred
 * rows of a team with hundreds of thousands), instead of grouping every row of the team.
 */
async function latestVisitors(em: EntityManager, scope: Scope) {
  const rows = visitorRows(scope);
  const wanted = ANALYTICS_LIMIT.visitors;
  for (let newest = wanted * 4; ; newest *= 4) {
    const found = await em.getConnection().execute<(Row & { read: number })[]>(
      `with recent as (select v.email, v.last_visit_at from ${rows.from} order by v.last_visit_at desc, v.email limit ?)
       select email, max(last_visit_at) as last_visit, (select count(*) from recent)::int as read
       from recent group by email order by last_visit desc, email limit ?`,
      [...rows.params, newest, wanted],
    );
    if (found.length === wanted || (found[0]?.read ?? 0) < newest) return found;
  }
}

/** Visitors (viewer e-mails) most recent first, with the sheets each opened (latest first) and those sheets' titles. */
export async function recentVisitors(em: EntityManager, scope: Scope) {
  const latest = await latestVisitors(em, scope);
  const rows = visitorRows(scope);
  const opened = latest.length
    ? await em.getConnection().execute<Row[]>(
        `select v.email, array_agg(v.sheet_id order by v.last_visit_at desc) as sheet_ids from ${rows.from} and v.email in (select json_array_elements_text(?::json))
         group by v.email`,
        [...rows.params, JSON.stringify(latest.map((r) => r.email))],
      )
    : [];
  const sheetsOf = new Map(opened.map((r) => [String(r.email), r.sheet_ids as string[]]));
  const recentVisits = latest.map((r) => ({
    email: String(r.email),
    salesheet_ids: sheetsOf.get(String(r.email)) ?? [],
    most_recent_visit: new Date(r.last_visit as string).toISOString(),
  }));
  const ids = [...new Set(recentVisits.flatMap((v) => v.salesheet_ids))];
  const sheets = ids.length
    ? await em.getConnection().execute<Row[]>(`select id, title from talent_sheet where id in (select json_array_elements_text(?::json)) order by title`, [JSON.stringify(ids)])
    : [];
  return { recentVisits, sheets: sheets.map((s) => ({ id: String(s.id), title: String(s.title) })) };
}

/** One sheet's views and clicks per day, and its visitors. */
export async function sheetDaily(em: EntityManager, sheetId: string, fromDay: string | null) {
  const rows = await em.getConnection().execute<Row[]>(
    `select day, views, clicks from analytics_sheet_day where sheet_id = ? ${fromDay ? 'and day >= ?' : ''} order by day`,
    fromDay ? [sheetId, fromDay] : [sheetId],
  );
  return rows.map((r) => ({ day: dayText(r.day), views: num(r.views), clicks: num(r.clicks) }));
}

export async function sheetVisitors(em: EntityManager, sheetId: string, fromDay: string | null) {
  const rows = await em.getConnection().execute<Row[]>(
    `select email, views, last_visit_at from analytics_visitor where sheet_id = ? ${fromDay ? 'and last_visit_at >= ?' : ''}
     order by last_visit_at desc, email limit ?`,
    fromDay ? [sheetId, `${fromDay}T00:00:00Z`, ANALYTICS_LIMIT.visitors] : [sheetId, ANALYTICS_LIMIT.visitors],
  );
  return rows.map((r) => ({ email: String(r.email), views: num(r.views), most_recent_visit: new Date(r.last_visit_at as string).toISOString() }));
}
