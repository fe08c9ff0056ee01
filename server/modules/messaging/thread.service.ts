import type { z } from 'zod';
import type { ChatMessage, GetConversationRequest, GetConversationResponse } from '../../../shared/schemas/messaging.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { MESSAGING_LIMIT, MESSAGING_TEXT } from '../../../shared/messaging-texts.js';
import { AppError } from '../../errors.js';
import { runSql } from '../../db/sql.js';
import { summariesOf, toSummary } from './conversation-list.js';
import { conversationFilter, otherParticipants, threadMessages } from './messaging.sql.js';
import type { Message } from './message.entity.js';
import { displayName } from './participants.js';

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

interface MessageRow {
  id: string;
  sender_id: number | null;
  sender_name: string | null;
  body: string;
  created_at: Date;
  client_id: string | null;
}

/**
 * GET /api/conversations/{id}: the newest 50 messages (or the 50 before `before`), oldest first,
 * and who has read how far. The summary's query finds only the caller's own conversations (else
 * 404); the page is read backwards through the (conversation, id) index, never the whole thread.
 */
export async function getThread(ctx: TeamContext, input: z.output<typeof GetConversationRequest>): Promise<z.infer<typeof GetConversationResponse>> {
  const [summary] = await summariesOf(ctx, conversationFilter({ id: input.id }), 1);
  if (!summary) throw new AppError('NOT_FOUND', MESSAGING_TEXT.notFound);
  const [rows, others] = await Promise.all([
    runSql<MessageRow>(ctx.em, threadMessages(input.id, input.before, MESSAGING_LIMIT.messagesPage + 1)),
    runSql<{ user_id: number; name: string; last_read_at: Date | null }>(ctx.em, otherParticipants(input.id, ctx.user.id)),
  ]);
  const page = rows.slice(0, MESSAGING_LIMIT.messagesPage).reverse();
  return {
    conversation: toSummary(summary),
    messages: page.map((m) => ({
      id: Number(m.id),
      conversation_id: input.id,
      sender_id: m.sender_id,
      sender_name: m.sender_name ?? displayName(null),
      body: m.body,
      created_at: new Date(m.created_at).toISOString(),
      client_id: m.client_id,
    })),
    has_older: rows.length > page.length,
    read_by: others.map((p) => ({ user_id: p.user_id, name: p.name, last_read_at: p.last_read_at ? new Date(p.last_read_at).toISOString() : null })),
  };
}
