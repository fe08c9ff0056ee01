import { aiRouter } from './modules/ai/index.js';
import { accountRouters } from './modules/account/index.js';
import { apiKeysRouter } from './modules/api-keys/index.js';
import { teamsRouter } from './modules/teams/index.js';
import { supportRouter } from './modules/support/index.js';
import { analyticsRouter } from './modules/analytics/index.js';
import { collectionsRouter } from './modules/collections/index.js';
import { decksRouter } from './modules/decks/index.js';
import { creatorCallsRouters } from './modules/creator-calls/index.js';
import { messagingRouter } from './modules/messaging/index.js';
import { teamNotificationsRouter } from './modules/notifications/index.js';
import { publicRouter } from './modules/public/index.js';
import { rosterRouters } from './modules/roster/index.js';
import { sheetsRouters } from './modules/sheets/index.js';
import { searchRouter } from './modules/search/index.js';
import { requestsRouter } from './modules/requests/index.js';
import { uploadsRouter } from './modules/uploads/index.js';
import { webhooksRouter } from './modules/webhooks/index.js';
import { router } from './trpc/init.js';
import { openApiDocumentOf } from './trpc/openapi-document.js';

/** Every module's router under its key (a module with several gives a record of them): the app's calls, given to the adapters at start. */
export const appRouter = router({
  public: publicRouter,
  teamNotifications: teamNotificationsRouter,
  ...accountRouters,
  teams: teamsRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
  support: supportRouter,
  collections: collectionsRouter,
  decks: decksRouter,
  ...sheetsRouters,
  ...rosterRouters,
  messaging: messagingRouter,
  analytics: analyticsRouter,
  ...creatorCallsRouters,
  search: searchRouter,
  ai: aiRouter,
  uploads: uploadsRouter,
  requests: requestsRouter,
});

export type AppRouter = typeof appRouter;

/** The OpenAPI document of every documented call. */
export const openApiDocument = () => openApiDocumentOf(appRouter);
