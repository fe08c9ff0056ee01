/** The notifications module's public face for other modules. */
export { notifyCreatorCall, notifyTalentAdded, notifyTeam, viewerLabel } from './team-notify.js';
