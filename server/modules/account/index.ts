/** The account module's public face for other modules. */
export { CALLER_ROWS_SQL, type CallerRows, currentMembership, readUser, resolveCurrentTeam, sessionCallerOf } from './caller-reads.js';
export { buildUserConfiguration } from './configuration.js';
export { accountChanged, endSessions } from './end-sessions.js';
export { hashLinkCode, newLinkCode } from './link-codes.js';
