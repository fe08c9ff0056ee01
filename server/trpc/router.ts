import { accountRouter } from '../modules/account/account.router.js';
import { analyticsRouter } from '../modules/analytics/analytics.router.js';
import { collectionsRouter } from '../modules/collections/collections.router.js';
import { messagingRouter } from '../modules/messaging/messaging.router.js';
import { teamNotificationsRouter } from '../modules/notifications/team-notifications.router.js';
import { publicRouter } from '../modules/public/public.router.js';
import { rosterRouter } from '../modules/roster/roster.router.js';
import { campaignRouter } from '../modules/sheets/campaign.router.js';
import { likesRouter } from '../modules/sheets/likes.router.js';
import { sheetsRouter } from '../modules/sheets/sheets.router.js';
import { router } from './init.js';

export const appRouter = router({
  public: publicRouter,
  teamNotifications: teamNotificationsRouter,
  account: accountRouter,
  collections: collectionsRouter,
  sheets: sheetsRouter,
  likes: likesRouter,
  campaign: campaignRouter,
  roster: rosterRouter,
  messaging: messagingRouter,
  analytics: analyticsRouter,
});

export type AppRouter = typeof appRouter;
