import type { MessagingEvent } from '../../../shared/schemas/messaging.js';
import { scopes } from '../../events/bus.js';
import type { TeamContext } from '../../trpc/team-context.js';

/**
 * Everything that happens in the caller's conversations, for every open tab: new messages, read
 * receipts, archives, deletions and typing. Events were told to each participant's own scope, so
 * nobody hears a conversation they are not in. Resumes after `lastEventId`, in order, once each.
 */
export async function* messagingEvents(
  ctx: TeamContext,
  input: { lastEventId?: string | null } | undefined,
  signal: AbortSignal | undefined,
): AsyncGenerator<{ id: number; data: MessagingEvent }> {
  const lastEventId = input?.lastEventId ? Number(input.lastEventId) : undefined;
  for await (const event of ctx.bus.stream(scopes.user(ctx.user.id), lastEventId, signal)) {
    if (event.type === 'messaging.changed') yield { id: event.id, data: event.payload };
  }
}
