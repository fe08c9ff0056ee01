import type { MessagingEvent } from '../../../shared/schemas/messaging.js';
import { scopes } from '../../events/bus.js';
import type { TeamContext } from '../../trpc/team-context.js';

/** Tells each of `userIds` (every open tab of theirs, on any server instance) what happened in a conversation. */
export async function tellParticipants(ctx: TeamContext, userIds: number[], event: MessagingEvent) {
  await ctx.bus.publishToEach([...new Set(userIds)].map(scopes.user), 'messaging.changed', event);
}
