import { rosterRouter } from './routers/roster.router.js';
import { talentLoginsRouter } from './routers/talent-logins.router.js';

/** The roster module's routers, by the app router's key for each (their calls' paths). */
export const rosterRouters = {
  roster: rosterRouter,
  talentLogins: talentLoginsRouter,
};
