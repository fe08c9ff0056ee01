/** The notifications module's public face for other modules. */
export { notifyCreatorCall, notifyAddTalentOutcome, notifyTeam, viewerLabel } from './team-notify.js';
