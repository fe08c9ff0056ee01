import type { z } from 'zod';
import { MESSAGING_LIMIT } from '../../../shared/messaging-texts.js';
import type { ChatMessage, GetConversationRequest, GetConversationResponse } from '../../../shared/schemas/messaging.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { conversationSummaries, toSummary } from './conversation-list.js';
import { ConversationParticipant } from './conversation-participant.entity.js';
import { Message } from './message.entity.js';
import { displayName, findParticipation } from './participants.js';

export function toChatMessage(message: Message): z.infer<typeof ChatMessage> {
  return {
    id: message.id,
    conversation_id: message.conversation.id,
    sender_id: message.sender?.id ?? null,
    sender_name: displayName(message.sender),
    body: message.body,
    created_at: message.createdAt.toISOString(),
    client_id: message.clientId ?? null,
  };
}

/** GET /api/conversations/{id}: the newest 50 messages (or the 50 before `before`), oldest first, and who has read how far. */
export async function getThread(ctx: TeamContext, input: z.output<typeof GetConversationRequest>): Promise<z.infer<typeof GetConversationResponse>> {
  const participant = await findParticipation(ctx, input.id);
  const [summary] = await conversationSummaries(ctx, 'c.id = ?', [input.id], 1);
  const messages = await ctx.em.find(
    Message,
    { conversation: input.id, deletedAt: null, ...(input.before ? { id: { $lt: input.before } } : {}) },
    { orderBy: { id: 'desc' }, limit: MESSAGING_LIMIT.messagesPage + 1, populate: ['sender'] },
  );
  const page = messages.slice(0, MESSAGING_LIMIT.messagesPage).reverse();
  const others = await ctx.em.find(ConversationParticipant, { conversation: participant.conversation, user: { $ne: ctx.user.id } }, { populate: ['user'] });
  return {
    conversation: toSummary(summary),
    messages: page.map(toChatMessage),
    has_older: messages.length > page.length,
    read_by: others.map((p) => ({ user_id: p.user.id, name: displayName(p.user), last_read_at: p.lastReadAt?.toISOString() ?? null })),
  };
}
