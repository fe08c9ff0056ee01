import { scopes } from '../../events/bus.js';
import { liveEvents } from '../../trpc/live-events.js';
import type { TeamContext } from '../../trpc/team-context.js';

/**
 * Everything that happens in the caller's conversations, for every open tab: new messages, read
 * receipts, archives, deletions and typing. Events were told to each participant's own scope, so
 * nobody hears a conversation they are not in. Resumes after `lastEventId`, in order, once each.
 */
export function messagingEvents(ctx: TeamContext, input: { lastEventId?: string | null } | undefined, signal: AbortSignal | undefined) {
  return liveEvents(ctx.bus, scopes.user(ctx.user.id), input?.lastEventId, signal, (event) => (event.type === 'messaging.changed' ? event.payload : undefined));
}
