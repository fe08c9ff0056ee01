/** The creator-calls module's public face for other modules (and the app, which schedules its job). */
export { CLOSE_ENDED_CALLS_JOB, closeEndedCalls, scheduleCallClosing } from './close-ended-calls.js';
export { partnerTeamIds } from './partner-teams.js';
