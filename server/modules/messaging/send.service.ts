import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import { MESSAGING_TEXT } from '../../../shared/messaging-texts.js';
import type { CreateConversationRequest, ReplyRequest } from '../../../shared/schemas/messaging.js';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { existingCreators } from '../directory/index.js';
import { ConversationParticipant } from './conversation-participant.entity.js';
import { Conversation } from './conversation.entity.js';
import { Message } from './message.entity.js';
import { tellParticipants } from './messaging-events.js';
import { sendReply } from './messaging.sql.js';
import { displayName, findParticipation, findReceiver, participantIds } from './participants.js';
import { toChatMessage } from './thread.service.js';
import { queueWebhooks, type QueueContext } from '../webhooks/index.js';

type SendContext = TeamContext & QueueContext;

/** The teams of the people who received a message hear of it through their webhooks. */
const queueReceived = (
  ctx: SendContext,
  teamIds: string[],
  message: { id: number; conversation_id: number; sender_name: string; body: string; created_at: string },
) =>
  queueWebhooks(ctx, [...new Set(teamIds)], 'message.received', {
    message_id: message.id,
    conversation_id: message.conversation_id,
    sender_name: message.sender_name,
    body: message.body,
    sent_at: message.created_at,
  });

/** A message this user already sent with this client id (a send repeated after a reconnect). */
const alreadySent = (ctx: TeamContext, clientId: string | undefined) =>
  clientId ? ctx.em.fork().findOne(Message, { sender: ctx.user.id, clientId }, { populate: ['sender'] }) : Promise.resolve(null);

/** The same send arriving twice at once: the second loses the unique (sender, client id) race and answers the first's message. */
async function once<T>(ctx: TeamContext, clientId: string | undefined, send: () => Promise<T>, sent: (message: Message) => T): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const repeated = error instanceof UniqueConstraintViolationException ? await alreadySent(ctx, clientId) : null;
    if (repeated) return sent(repeated);
    throw error;
  }
}

/** POST /api/conversations: a new conversation with a member of the team, its first message, and both told live. */
export async function createConversation(ctx: SendContext, input: z.output<typeof CreateConversationRequest>) {
  const repeated = await alreadySent(ctx, input.client_id);
  if (repeated) return { conversation_id: repeated.conversation.id, message: toChatMessage(repeated) };
  const receiver = await findReceiver(ctx, input.receiver_id);
  if (input.influencer_id && !(await existingCreators(ctx.em, [input.influencer_id])).size) {
    throw new AppError('NOT_FOUND', 'Creator not found');
  }
  const now = new Date();
  const asAnswer = (message: Message) => ({ conversation_id: message.conversation.id, message: toChatMessage(message) });
  const message = await once(
    ctx,
    input.client_id,
    () =>
      ctx.em.transactional(async (em) => {
        const conversation = em.create(Conversation, {
          team: ctx.team,
          title: input.title,
          createdBy: ctx.user,
          receiver: receiver.userId,
          influencer: input.influencer_id ?? null,
          mostRecentMessageAt: now,
          createdAt: now,
        });
        em.create(ConversationParticipant, { team: ctx.team, conversation, user: ctx.user, lastReadAt: now });
        em.create(ConversationParticipant, { team: receiver.teamId, conversation, user: receiver.userId, lastReadAt: null });
        return em.create(Message, { team: ctx.team, conversation, sender: ctx.user, body: input.body, clientId: input.client_id ?? null, createdAt: now });
      }),
    (repeated) => repeated,
  );
  const answer = asAnswer(message);
  await tellParticipants(ctx, [ctx.user.id, receiver.userId], { type: 'message', message: answer.message });
  await queueReceived(ctx, [receiver.teamId], answer.message);
  return answer;
}

/**
 * POST /api/conversations/reply: stored once per client id; brings the conversation back to
 * everyone's list. The hottest call of messaging, so one statement checks that the caller is in
 * the conversation, stores the message, moves the conversation up, marks it read for the sender,
 * unarchives it and names whom to tell.
 */
export async function reply(ctx: SendContext, input: z.output<typeof ReplyRequest>) {
  const conversationId = input.conversation_id;
  const now = new Date();
  const clientId = input.client_id ?? null;
  const [row] = await runSql<{ member: boolean; id: string | null; participants: number[]; receiving_teams: string[] }>(
    ctx.em,
    sendReply(conversationId, ctx.user.id, { body: input.content, clientId, at: now }),
  );
  if (!row.member) throw new AppError('NOT_FOUND', MESSAGING_TEXT.notFound);
  if (row.id === null) return repeatedReply(ctx, clientId!, conversationId);
  const sent = {
    id: Number(row.id),
    conversation_id: conversationId,
    sender_id: ctx.user.id,
    sender_name: displayName(ctx.user),
    body: input.content,
    created_at: now.toISOString(),
    client_id: clientId,
  };
  await tellParticipants(ctx, row.participants, { type: 'message', message: sent });
  await queueReceived(ctx, row.receiving_teams, sent);
  return { message: sent };
}

/** A reply whose client id was used before: the same message again, if it went to this conversation. */
async function repeatedReply(ctx: TeamContext, clientId: string, conversationId: number) {
  const repeated = await alreadySent(ctx, clientId);
  if (!repeated || repeated.conversation.id !== conversationId)
    throw new AppError('BAD_REQUEST', 'client_id: already used for another message', { field: 'client_id' });
  return { message: toChatMessage(repeated) };
}

/** POST /api/conversation/delete-message: only the sender's own; the others are told. */
export async function deleteMessage(ctx: TeamContext, input: { message_id: number }) {
  const message = await ctx.em.findOne(Message, { id: input.message_id, deletedAt: null });
  if (!message) throw new AppError('NOT_FOUND', MESSAGING_TEXT.messageNotFound);
  await findParticipation(ctx, message.conversation.id);
  if (message.sender?.id !== ctx.user.id) throw new AppError('FORBIDDEN', 'You can delete only your own messages');
  message.deletedAt = new Date();
  await ctx.em.flush();
  await tellParticipants(ctx, await participantIds(ctx, message.conversation.id), {
    type: 'deleted',
    conversation_id: message.conversation.id,
    message_id: message.id,
  });
  return { success: true };
}
