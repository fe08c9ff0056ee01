/** The creator-calls module's public face for other modules (and the job scheduler). */
export { closeEndedCalls } from './close-ended-calls.js';
export { partnerTeamIds } from './partner-teams.js';
