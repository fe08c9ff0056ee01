/** The account module's public face for other modules. */
export { currentMembership, readUser, resolveCurrentTeam } from './caller-reads.js';
export { buildUserConfiguration } from './configuration.js';
export { accountChanged, endSessions } from './end-sessions.js';
export { hashLinkCode, newLinkCode } from './link-codes.js';
