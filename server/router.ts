import { aiRouter } from './modules/ai/ai.router.js';
import { accountRouters } from './modules/account/account.router.js';
import { apiKeysRouter } from './modules/api-keys/api-keys.router.js';
import { teamsRouter } from './modules/teams/teams.router.js';
import { supportRouter } from './modules/support/support.router.js';
import { analyticsRouter } from './modules/analytics/analytics.router.js';
import { collectionsRouter } from './modules/collections/collections.router.js';
import { decksRouter } from './modules/decks/decks.router.js';
import { creatorCallsRouters } from './modules/creator-calls/creator-calls.router.js';
import { messagingRouter } from './modules/messaging/messaging.router.js';
import { teamNotificationsRouter } from './modules/notifications/team-notifications.router.js';
import { publicRouter } from './modules/public/public.router.js';
import { rosterRouters } from './modules/roster/roster.router.js';
import { sheetsRouters } from './modules/sheets/sheets.router.js';
import { searchRouter } from './modules/search/search.router.js';
import { requestsRouter } from './modules/requests/requests.router.js';
import { uploadsRouter } from './modules/uploads/uploads.router.js';
import { webhooksRouter } from './modules/webhooks/webhooks.router.js';
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
