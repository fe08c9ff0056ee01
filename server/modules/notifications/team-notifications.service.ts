import type { FilterQuery } from '@mikro-orm/core';
import type { TeamContext } from '../../trpc/team-context.js';
import { memberSince } from '../account/index.js';
import { Notification } from './notification.entity.js';

/** How many of the team's latest notifications the menu shows. */
const MENU_SIZE = 20;

/** The team's latest notifications, newest first, and how many are unread (team-wide). */
export async function listTeamNotifications(ctx: TeamContext) {
  // A member sees what happened since they joined, not the team's history before them.
  const joined = await memberSince(ctx.em, ctx.team.id, ctx.user.id);
  const mine: FilterQuery<Notification> = { team: ctx.team, user: null, ...(joined ? { createdAt: { $gte: joined } } : {}) };
  const latest = await ctx.em.find(Notification, mine, { orderBy: { id: 'desc' }, limit: MENU_SIZE });
  const unread = await ctx.em.count(Notification, { ...mine, readAt: null });
  return {
    notifications: latest.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      sheet_id: typeof n.data.sheet_id === 'string' ? n.data.sheet_id : null,
      created_at: n.createdAt.toISOString(),
      unread: n.readAt === null,
    })),
    unread_count: unread,
  };
}

/** Marks every unread notification of the team read (they are the team's, not one member's). */
export async function markTeamNotificationsRead(ctx: TeamContext) {
  await ctx.em.nativeUpdate(Notification, { team: ctx.team, readAt: null }, { readAt: new Date() });
  return { success: true };
}
