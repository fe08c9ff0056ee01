/** The creator-calls module's public face for other modules (and the app, which schedules its job). */
export { creatorCallsRouters } from './creator-calls.router.js';
export { CLOSE_ENDED_CALLS_JOB, closeEndedCalls, scheduleCallClosing } from './close-ended-calls.js';
export { partnerTeamIds } from './partner-teams.js';
export { callResponses } from './call-responses.js';
