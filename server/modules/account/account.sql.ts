import { pgArray } from '../../db/pg-array.js';
import { sql, trustedSql, type Sql } from '../../db/sql.js';

/** Every statement the account module runs beside its ORM calls. */

/** The select list of a caller's rows in a query where `u` is the user's row (as `caller_user`, `caller_teams`), for the session adapter. */
export const CALLER_ROWS_SQL = `to_jsonb(u) as caller_user,
  coalesce((select jsonb_agg(to_jsonb(t) || jsonb_build_object('member_role', m.role) order by m.id)
            from team_member m join team t on t.id = m.team_id where m.user_id = u.id), '[]'::jsonb) as caller_teams`;

export const userRow = (userId: number) => sql`select * from users where id = ${userId}`;

export const teamRow = (teamId: string) => sql`select * from team where id = ${teamId}`;

/** The user's memberships, oldest first, each as its team's row with the role. */
export const membershipRows = (userId: number) =>
  sql`select t.*, m.role as member_role from team_member m join team t on t.id = m.team_id where m.user_id = ${userId} order by m.id`;

/**
 * The name a user goes by where others see it (nickname, else full name, else e-mail) for the user
 * `userId` (a column of the statement it goes in; null without one): a value another module's
 * statement takes from the account's index instead of joining its table.
 */
const USER_NAME = "coalesce(nullif(u.nickname, ''), nullif(u.full_name, ''), u.email)";

export const userNameOf = (userId: Sql) => sql`(select ${trustedSql(USER_NAME)} from users u where u.id = ${userId})`;

/** The memberships of the teams `teamIds` (only `userId`'s, or everyone's but `exceptUserId`'s), oldest first, each with its user's name and email. */
export const membersOfTeams = (teamIds: string[], who: { userId: number } | { exceptUserId: number }) =>
  sql`select m.user_id, m.team_id, u.email, ${trustedSql(USER_NAME)} as name
        from team_member m join users u on u.id = m.user_id
       where m.team_id = any(${pgArray(teamIds)}::text[]) and ${'userId' in who ? sql`m.user_id = ${who.userId}` : sql`m.user_id <> ${who.exceptUserId}`}
       order by m.id`;

/** The row of the user `userId` (a column of the statement it goes in) as JSON, or null: a value another module's statement takes from the account's index. */
export const userRowJson = (userId: Sql) => sql`(select to_jsonb(u) from users u where u.id = ${userId})`;

/** The team's admins' email addresses, first admin first. */
export const teamAdminEmailRows = (teamId: string) =>
  sql`select u.email from team_member m join users u on u.id = m.user_id where m.team_id = ${teamId} and m.role = 'team_admin' order by m.id`;

/** The team's admins' memberships, locked until the transaction ends (the last admin cannot leave meanwhile). */
export const lockTeamAdminRows = (teamId: string) => sql`select id from team_member where team_id = ${teamId} and role = 'team_admin' for update`;

/** A statement that only reaches the database. */
export const databaseReached = () => sql`select 1`;

export const deleteSession = (sessionId: string) => sql`delete from session where id = ${sessionId}`;

/** Ends the user's sessions but `keep` (a stored session id, or none), answering those ended. */
export const deleteSessions = (userId: number, keep: string | undefined) =>
  sql`delete from session where user_id = ${userId} and id <> ${keep ?? ''} returning id`;

/** Spends a password-reset code that is unused and unexpired, answering whose it was. */
export const spendResetCode = (codeHash: string) =>
  sql`update password_reset set used_at = now() where code_hash = ${codeHash} and used_at is null and expires_at > now() returning user_id`;
