import { aiRouter } from '../modules/ai/ai.router.js';
import { accountRouter } from '../modules/account/account.router.js';
import { actAsRouter } from '../modules/account/act-as.router.js';
import { accountStateRouter } from '../modules/account/account-state.router.js';
import { recoveryRouter } from '../modules/account/recovery.router.js';
import { apiKeysRouter } from '../modules/api-keys/api-keys.router.js';
import { teamsRouter } from '../modules/teams/teams.router.js';
import { supportRouter } from '../modules/support/support.router.js';
import { analyticsRouter } from '../modules/analytics/analytics.router.js';
import { collectionsRouter } from '../modules/collections/collections.router.js';
import { decksRouter } from '../modules/decks/decks.router.js';
import { brandCallsRouter } from '../modules/creator-calls/brand-calls.router.js';
import { creatorCallsRouter } from '../modules/creator-calls/creator-calls.router.js';
import { messagingRouter } from '../modules/messaging/messaging.router.js';
import { teamNotificationsRouter } from '../modules/notifications/team-notifications.router.js';
import { publicRouter } from '../modules/public/public.router.js';
import { rosterRouter } from '../modules/roster/roster.router.js';
import { campaignRouter } from '../modules/sheets/campaign.router.js';
import { likesRouter } from '../modules/sheets/likes.router.js';
import { sheetsRouter } from '../modules/sheets/sheets.router.js';
import { searchRouter } from '../modules/search/search.router.js';
import { requestsRouter } from '../modules/requests/requests.router.js';
import { talentLoginsRouter } from '../modules/roster/talent-logins.router.js';
import { uploadsRouter } from '../modules/uploads/uploads.router.js';
import { webhooksRouter } from '../modules/webhooks/webhooks.router.js';
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
