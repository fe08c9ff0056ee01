import { sql } from '../../db/sql.js';

/** Every statement the teams module runs beside its ORM calls. */

/** The team's admins, locked until the transaction ends (so two removals cannot both leave it without one). */
export const lockTeamAdmins = (teamId: string) => sql`select id from team_member where team_id = ${teamId} and role = 'team_admin' for update`;

export const teamCredits = (teamId: string) => sql`select credits from team where id = ${teamId}`;

/** Locks the team's row until the transaction ends: the team's credit spending goes one at a time. */
export const lockTeam = (teamId: string) => sql`select 1 from team where id = ${teamId} for update`;

/** Spends one of the team's credits, if it has one, answering those left. */
export const spendTeamCredit = (teamId: string) => sql`update team set credits = credits - 1 where id = ${teamId} and credits > 0 returning credits`;

export const refundTeamCredit = (teamId: string) => sql`update team set credits = credits + 1 where id = ${teamId}`;
