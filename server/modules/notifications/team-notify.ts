import type { EntityManager } from '@mikro-orm/postgresql';
import { PUBLIC_EVENT_LIMIT } from '../../../shared/public-constants.js';
import { TEAM_EVENT_TEXT } from '../../../shared/public-texts.js';
import { type EventBus, scopes } from '../../events/bus.js';
import { Notification } from './notification.entity.js';
import type { TalentSheet } from '../sheets/talent-sheet.entity.js';

/** "buyer@acme.com" -> "Acme"; unknown -> "Someone". */
export function viewerLabel(email: string | null | undefined) {
  const domain = email?.split('@')[1]?.trim();
  const name = domain?.split('.')[0];
  if (!name) return TEAM_EVENT_TEXT.someone;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Stores a team notification about a shared sheet and pushes it to the team's signed-in members at
 * once (scope team:<id>). Views of one sheet by one viewer within an hour fold into the unread
 * notification they started ("Acme opened Summer Pitch 3 times"), which is pushed again.
 */
export async function notifyTeam(
  ctx: { em: EntityManager; bus: EventBus },
  sheet: TalentSheet,
  type: 'sheet_opened' | 'sheet_response',
  viewerEmail: string | null,
  body: string | null = null,
  /** A response sent from the comparison: how many creators were compared. */
  compared = 0,
) {
  const who = viewerLabel(viewerEmail);
  const em = ctx.em.fork();
  const viewer = viewerEmail ?? who;
  const earlier =
    type === 'sheet_opened'
      ? await em.findOne(
          Notification,
          {
            team: sheet.team.id,
            type,
            readAt: null,
            createdAt: { $gt: new Date(Date.now() - PUBLIC_EVENT_LIMIT.foldViewsMs) },
            data: { sheet_id: sheet.id, viewer },
          },
          { orderBy: { id: 'desc' } },
        )
      : null;
  let notification: Notification;
  if (earlier) {
    const times = Number(earlier.data.times ?? 1) + 1;
    earlier.data = { ...earlier.data, times };
    earlier.title = TEAM_EVENT_TEXT.sheetOpenedTimes(who, sheet.title, times);
    notification = earlier;
  } else {
    const title =
      type === 'sheet_opened'
        ? TEAM_EVENT_TEXT.sheetOpened(who, sheet.title)
        : compared
          ? TEAM_EVENT_TEXT.sheetComparison(who, compared, sheet.title)
          : TEAM_EVENT_TEXT.sheetResponse(who, sheet.title);
    notification = em.create(Notification, { team: sheet.team.id, type, title, body, data: { sheet_id: sheet.id, viewer }, createdAt: new Date() });
  }
  await em.flush();
  await ctx.bus.publish(scopes.team(sheet.team.id), 'team.notification', {
    notificationId: notification.id,
    type,
    title: notification.title,
    sheetId: sheet.id,
  });
}

/**
 * A Creator Call's news, stored and pushed to the team at once: to an agency, that the brand
 * reviewed or replied to its response; to a brand, that an agency answered its call.
 */
export async function notifyCreatorCall(
  ctx: { em: EntityManager; bus: EventBus },
  notice: { type: 'casting_call_reviewed' | 'casting_call_answered'; teamId: string; sheetId: string; title: string; body: string | null },
) {
  const em = ctx.em.fork();
  const notification = em.create(Notification, {
    team: notice.teamId,
    type: notice.type,
    title: notice.title,
    body: notice.body,
    data: { sheet_id: notice.sheetId },
    createdAt: new Date(),
  });
  await em.flush();
  await ctx.bus.publish(scopes.team(notice.teamId), 'team.notification', {
    notificationId: notification.id,
    type: notice.type,
    title: notification.title,
    sheetId: notice.sheetId,
  });
}

/**
 * How an Add Talent request ended (the creator on the roster, or no such account), stored with the
 * request's own change in `tx`'s transaction, so the team is told exactly when it ends. The returned
 * function pushes it to the team once that transaction has committed.
 */
export function recordAddTalentOutcome(
  tx: EntityManager,
  notice: { teamId: string; type: 'talent_added' | 'talent_not_found'; influencerId?: number; requestId: number; unknownAccounts?: string; title: string },
) {
  const notification = tx.create(Notification, {
    team: notice.teamId,
    type: notice.type,
    title: notice.title,
    data: { influencer_id: notice.influencerId, request_id: notice.requestId, unknown_accounts: notice.unknownAccounts },
    createdAt: new Date(),
  });
  return (bus: EventBus) =>
    bus.publish(scopes.team(notice.teamId), 'team.notification', {
      notificationId: notification.id,
      type: notice.type,
      title: notification.title,
      sheetId: null,
      influencerId: notice.influencerId,
      requestId: notice.requestId,
      unknownAccounts: notice.unknownAccounts,
    });
}
