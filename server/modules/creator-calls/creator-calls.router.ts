import { creatorCallsRouter } from './routers/creator-calls.router.js';
import { brandCallsRouter } from './routers/brand-calls.router.js';

/** The creator-calls module's routers, by the app router's key for each (their calls' paths). */
export const creatorCallsRouters = {
  creatorCalls: creatorCallsRouter,
  brandCalls: brandCallsRouter,
};
