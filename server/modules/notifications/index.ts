/** The notifications module's public face for other modules. */
export { teamNotificationsRouter } from './notifications.router.js';
export { notifyCreatorCall, notifyAddTalentOutcome, notifyTeam, viewerLabel } from './team-notify.js';
