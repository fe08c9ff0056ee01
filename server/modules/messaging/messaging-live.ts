import type { MessagingEvent } from '../../../shared/schemas/messaging.js';
import { scopes, type EventMap } from '../../events/bus.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { User } from '../account/user.entity.js';
import { Message } from './message.entity.js';
import { displayName } from './participants.js';
import { toChatMessage } from './thread.service.js';

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
    if (event.type !== 'messaging.changed') continue;
    const data = await toEvent(ctx, event.payload);
    if (data) yield { id: event.id, data };
  }
}

async function toEvent(ctx: TeamContext, change: EventMap['messaging.changed']): Promise<MessagingEvent | null> {
  const em = ctx.em.fork();
  const conversation_id = change.conversationId;
  switch (change.kind) {
    case 'message': {
      const message = await em.findOne(Message, change.messageId!, { populate: ['sender'] });
      return message ? { type: 'message', message: toChatMessage(message) } : null;
    }
    case 'read':
      return { type: 'read', conversation_id, user_id: change.userId!, at: change.at! };
    case 'archived':
      return { type: 'archived', conversation_id };
    case 'deleted':
      return { type: 'deleted', conversation_id, message_id: change.messageId! };
    case 'typing': {
      const user = await em.findOne(User, change.userId!);
      return { type: 'typing', conversation_id, user_id: change.userId!, name: displayName(user) };
    }
  }
}
