/** The account module's public face for other modules. */
export { accountRouters } from './account.router.js';
export { CALLER_ROWS_SQL } from './account.sql.js';
export { callerTeamIds, currentMembership, readUser, resolveCurrentTeam, userWithEmailExists } from './caller-reads.js';
export { sessionPrincipalReader } from './session-principal.js';
export { buildUserConfiguration, sessionAnswer } from './configuration.js';
export { accountChanged, endSessions } from './end-sessions.js';
export { hashLinkCode, newLinkCode } from './link-codes.js';
export { memberSince } from './member-since.js';
export { lockedTeamAdminCount, teamAdminEmails } from './team-admins.js';
export { teamMembers, type TeamMemberRow } from './team-members.js';
export { userNameOf, userRowJson } from './account.sql.js';
export { definePasswordResetMail, PASSWORD_RESET_MAIL_JOB } from './password-reset.service.js';
export { recordStaffAction } from './act-as.service.js';
import type { TeamMember, User } from './user.entity.js';

declare module '../../trpc/domain.js' {
  /** A signed-in call's user (an entity of the call's EntityManager) and their role in the current team. */
  interface Caller {
    user: User;
    role: TeamMember['role'];
  }
}
