/** The AI helpers' public face for other modules (the bench reads the brief parser). */
export { aiRouter } from './ai.router.js';
export { readBrief, type CampaignBrief } from './campaign-brief.js';
