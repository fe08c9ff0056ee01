import { scopes, type EventMap } from '../../events/bus.js';
import type { TeamContext } from '../../trpc/team-context.js';

/** Tells each of `userIds` (every open tab of theirs, on any server instance) what happened in a conversation. */
export async function tellParticipants(ctx: TeamContext, userIds: number[], change: EventMap['messaging.changed']) {
  for (const userId of new Set(userIds)) await ctx.bus.publish(scopes.user(userId), 'messaging.changed', change);
}
