import { pgArray } from '../../db/pg-array.js';
import { sql, type Sql } from '../../db/sql.js';

/** Every statement the teams module runs beside its ORM calls. */

export const teamCredits = (teamId: string) => sql`select credits from team where id = ${teamId}`;

/** Locks the team's row until the transaction ends: the team's credit spending goes one at a time. */
export const lockTeam = (teamId: string) => sql`select 1 from team where id = ${teamId} for update`;

/** Spends one of the team's credits, if it has one, answering those left. */
export const spendTeamCredit = (teamId: string) => sql`update team set credits = credits - 1 where id = ${teamId} and credits > 0 returning credits`;

export const refundTeamCredit = (teamId: string) => sql`update team set credits = credits + 1 where id = ${teamId}`;

/** The row of the team `teamId` (a column of the statement it goes in) as JSON, or null: a value another module's statement takes from the teams' index. */
export const teamRowJson = (teamId: Sql) => sql`(select to_jsonb(t) from team t where t.id = ${teamId})`;

export const teamNameRows = (teamIds: string[]) => sql`select id, name from team where id = any(${pgArray(teamIds)}::text[])`;
