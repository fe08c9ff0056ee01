import { aiRouter } from '../modules/ai/index.js';
import { accountRouter } from '../modules/account/index.js';
import { actAsRouter } from '../modules/account/index.js';
import { accountStateRouter } from '../modules/account/index.js';
import { recoveryRouter } from '../modules/account/index.js';
import { apiKeysRouter } from '../modules/api-keys/index.js';
import { teamsRouter } from '../modules/teams/index.js';
import { supportRouter } from '../modules/support/index.js';
import { analyticsRouter } from '../modules/analytics/index.js';
import { collectionsRouter } from '../modules/collections/index.js';
import { decksRouter } from '../modules/decks/index.js';
import { brandCallsRouter } from '../modules/creator-calls/index.js';
import { creatorCallsRouter } from '../modules/creator-calls/index.js';
import { messagingRouter } from '../modules/messaging/index.js';
import { teamNotificationsRouter } from '../modules/notifications/index.js';
import { publicRouter } from '../modules/public/index.js';
import { rosterRouter } from '../modules/roster/index.js';
import { campaignRouter } from '../modules/sheets/index.js';
import { likesRouter } from '../modules/sheets/index.js';
import { sheetsRouter } from '../modules/sheets/index.js';
import { searchRouter } from '../modules/search/index.js';
import { requestsRouter } from '../modules/requests/index.js';
import { talentLoginsRouter } from '../modules/roster/index.js';
import { uploadsRouter } from '../modules/uploads/index.js';
import { webhooksRouter } from '../modules/webhooks/index.js';
import { router } from './init.js';

export const appRouter = router({
  public: publicRouter,
  teamNotifications: teamNotificationsRouter,
  account: accountRouter,
  recovery: recoveryRouter,
  teams: teamsRouter,
  apiKeys: apiKeysRouter,
  webhooks: webhooksRouter,
  actAs: actAsRouter,
  accountState: accountStateRouter,
  support: supportRouter,
  collections: collectionsRouter,
  decks: decksRouter,
  sheets: sheetsRouter,
  likes: likesRouter,
  campaign: campaignRouter,
  roster: rosterRouter,
  messaging: messagingRouter,
  analytics: analyticsRouter,
  creatorCalls: creatorCallsRouter,
  brandCalls: brandCallsRouter,
  search: searchRouter,
  ai: aiRouter,
  uploads: uploadsRouter,
  requests: requestsRouter,
  talentLogins: talentLoginsRouter,
});

export type AppRouter = typeof appRouter;
