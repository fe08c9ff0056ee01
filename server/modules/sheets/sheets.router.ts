import { sheetsRouter } from './routers/sheets.router.js';
import { likesRouter } from './routers/likes.router.js';
import { campaignRouter } from './routers/campaign.router.js';

/** The sheets module's routers, by the app router's key for each (their calls' paths). */
export const sheetsRouters = {
  sheets: sheetsRouter,
  likes: likesRouter,
  campaign: campaignRouter,
};
