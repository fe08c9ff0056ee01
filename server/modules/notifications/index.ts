/** The notifications module's public face for other modules. */
export { teamNotificationsRouter } from './notifications.router.js';
export { notifyCreatorCall, recordAddTalentOutcome, notifyTeam, viewerLabel } from './team-notify.js';
