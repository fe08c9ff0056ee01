/** The notifications module's public face for other modules. */
export { notifyTeam, viewerLabel } from './team-notify.js';
