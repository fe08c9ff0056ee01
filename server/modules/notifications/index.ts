/** The notifications module's public face for other modules. */
export { notifyCallReviewed, notifyTalentAdded, notifyTeam, viewerLabel } from './team-notify.js';
