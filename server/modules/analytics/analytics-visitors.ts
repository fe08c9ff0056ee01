import type { EntityManager } from '@mikro-orm/postgresql';
import { ANALYTICS_LIMIT } from '../../../shared/analytics.js';
import { runSql } from '../../db/sql.js';
import { ownerVisitors, teamVisitors, type Scope } from './analytics.sql.js';

interface VisitorsRow {
  read: number;
  visits: { email: string; last_visit: string; sheet_ids: string[] | null }[];
  sheets: { id: string; title: string }[];
}

/** One owner's list: busy visitors may fill the newest rows, so read further back until the list is full or every row was read. */
async function ownerList(em: EntityManager, scope: Scope) {
  for (let newest = ANALYTICS_LIMIT.visitors * 4; ; newest *= 4) {
    const [found] = await runSql<VisitorsRow>(em, ownerVisitors(scope, newest));
    if (found.visits.length === ANALYTICS_LIMIT.visitors || found.read < newest) return found;
  }
}

/** Visitors (viewer e-mails) most recent first, with the sheets each opened and those sheets' titles. */
export async function recentVisitors(em: EntityManager, scope: Scope) {
  const found = scope.ownerId === null ? (await runSql<VisitorsRow>(em, teamVisitors(scope)))[0]! : await ownerList(em, scope);
  return {
    recentVisits: found.visits.map((v) => ({ email: v.email, salesheet_ids: v.sheet_ids ?? [], most_recent_visit: new Date(v.last_visit).toISOString() })),
    sheets: found.sheets,
  };
}
