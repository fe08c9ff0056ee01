/** The account module's public face for other modules. */
export { buildUserConfiguration, currentMembership } from './configuration.js';
export { accountChanged, endSessions } from './end-sessions.js';
export { hashLinkCode, newLinkCode } from './link-codes.js';
