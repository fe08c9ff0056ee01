import type { EntityManager } from '@mikro-orm/postgresql';
import { TEAM_EVENT_TEXT } from '../../../shared/public-texts.js';
import { type EventBus, scopes } from '../../events/bus.js';
import { Notification } from '../notifications/notification.entity.js';
import type { TalentSheet } from '../sheets/talent-sheet.entity.js';

/** "buyer@acme.com" -> "Acme"; unknown -> "Someone". */
export function viewerLabel(email: string | null | undefined) {
  const domain = email?.split('@')[1]?.trim();
  const name = domain?.split('.')[0];
  if (!name) return TEAM_EVENT_TEXT.someone;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Stores a team notification about a shared sheet and pushes it to the team's signed-in
 * members at once (scope team:<id>).
 */
export async function notifyTeam(
  ctx: { em: EntityManager; bus: EventBus },
  sheet: TalentSheet,
  type: 'sheet_opened' | 'sheet_response',
  viewerEmail: string | null,
  body: string | null = null,
) {
  const who = viewerLabel(viewerEmail);
  const title = type === 'sheet_opened' ? TEAM_EVENT_TEXT.sheetOpened(who, sheet.title) : TEAM_EVENT_TEXT.sheetResponse(who, sheet.title);
  const em = ctx.em.fork();
  const notification = em.create(Notification, {
    team: sheet.team.id,
    type,
    title,
    body,
    data: { sheet_id: sheet.id },
    createdAt: new Date(),
  });
  await em.flush();
  await ctx.bus.publish(scopes.team(sheet.team.id), 'team.notification', {
    notificationId: notification.id,
    type,
    title,
    sheetId: sheet.id,
  });
}
