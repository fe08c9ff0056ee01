/** The requests module's public face (adding talent, change requests, portraits). */
export { requestsRouter } from './requests.router.js';
export { defineTalentEnrichment, enrichAddedTalent } from './enrich-talent.js';
export { ENRICH_JOB } from './add-talent.service.js';
