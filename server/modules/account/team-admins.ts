import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { lockTeamAdminRows, teamAdminEmailRows } from './account.sql.js';

/** How many admins the team has, their memberships locked until the transaction ends (so two removals cannot both leave it without one). */
export async function lockedTeamAdminCount(em: EntityManager, teamId: string) {
  return (await runSql<{ id: number }>(em, lockTeamAdminRows(teamId))).length;
}

/** Where to write to the team's admins. */
export async function teamAdminEmails(em: EntityManager, teamId: string) {
  return (await runSql<{ email: string }>(em, teamAdminEmailRows(teamId))).map((row) => row.email);
}
