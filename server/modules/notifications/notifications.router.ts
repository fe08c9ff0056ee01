import { z } from 'zod';
import { ListTeamNotificationsResponse, TeamNotificationEvent } from '../../../shared/schemas/notifications.js';
import { SuccessResponse } from '../../../shared/schemas/common.js';
import { scopes } from '../../events/bus.js';
import { router, teamProcedure } from '../../trpc/init.js';
import { liveEvents } from '../../trpc/live-events.js';
import { listTeamNotifications, markTeamNotificationsRead } from './team-notifications.service.js';

/** Live team notifications (a brand opened or answered a shared sheet) for signed-in members. */
export const teamNotificationsRouter = router({
  /** The notification menu: the latest 20 and the unread count (tRPC only). */
  list: teamProcedure.output(ListTeamNotificationsResponse).query(({ ctx }) => listTeamNotifications(ctx)),

  markAllRead: teamProcedure.output(SuccessResponse).mutation(({ ctx }) => markTeamNotificationsRead(ctx)),

  live: teamProcedure.input(z.object({ lastEventId: z.string().nullish() }).optional()).subscription(({ ctx, input, signal }) =>
    liveEvents(ctx.bus, scopes.team(ctx.team.id), input?.lastEventId, signal, (event) => {
      if (event.type !== 'team.notification') return undefined;
      const { notificationId, type, title, sheetId, influencerId, requestId, unknownAccounts } = event.payload;
      return TeamNotificationEvent.parse({
        id: notificationId,
        type,
        title,
        sheet_id: sheetId,
        influencer_id: influencerId,
        request_id: requestId,
        unknown_accounts: unknownAccounts,
      });
    }),
  ),
});
