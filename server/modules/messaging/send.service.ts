import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import { MESSAGING_TEXT } from '../../../shared/messaging-texts.js';
import type { CreateConversationRequest, ReplyRequest } from '../../../shared/schemas/messaging.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { Influencer } from '../directory/influencer.entity.js';
import { ConversationParticipant } from './conversation-participant.entity.js';
import { Conversation } from './conversation.entity.js';
import { Message } from './message.entity.js';
import { tellParticipants } from './messaging-events.js';
import { findParticipation, findReceiver, participantIds } from './participants.js';
import { toChatMessage } from './thread.service.js';

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
export async function createConversation(ctx: TeamContext, input: z.output<typeof CreateConversationRequest>) {
  const repeated = await alreadySent(ctx, input.client_id);
  if (repeated) return { conversation_id: repeated.conversation.id, message: toChatMessage(repeated) };
  const receiver = await findReceiver(ctx, input.receiver_id);
  if (input.influencer_id && !(await ctx.em.count(Influencer, { id: input.influencer_id }))) {
    throw new AppError('NOT_FOUND', 'Creator not found');
  }
  const now = new Date();
  const asAnswer = (message: Message) => ({ conversation_id: message.conversation.id, message: toChatMessage(message) });
  const message = await once(ctx, input.client_id, () => ctx.em.transactional(async (em) => {
    const conversation = em.create(Conversation, {
      team: ctx.team,
      title: input.title,
      createdBy: ctx.user,
      receiver,
      influencer: input.influencer_id ? em.getReference(Influencer, input.influencer_id) : null,
      mostRecentMessageAt: now,
      createdAt: now,
    });
    em.create(ConversationParticipant, { team: ctx.team, conversation, user: ctx.user, lastReadAt: now });
    em.create(ConversationParticipant, { team: ctx.team, conversation, user: receiver, lastReadAt: null });
    return em.create(Message, { team: ctx.team, conversation, sender: ctx.user, body: input.body, clientId: input.client_id ?? null, createdAt: now });
  }), (repeated) => repeated);
  await tellParticipants(ctx, [ctx.user.id, receiver.id], { kind: 'message', conversationId: message.conversation.id, messageId: message.id });
  return asAnswer(message);
}

/** POST /api/conversations/reply: stored once per client id; brings the conversation back to everyone's list. */
export async function reply(ctx: TeamContext, input: z.output<typeof ReplyRequest>) {
  const participant = await findParticipation(ctx, input.conversation_id);
  const repeated = await alreadySent(ctx, input.client_id);
  if (repeated) {
    if (repeated.conversation.id !== participant.conversation.id) throw new AppError('BAD_REQUEST', 'client_id: already used for another message', { field: 'client_id' });
    return { message: toChatMessage(repeated) };
  }
  const now = new Date();
  const message = await once(
    ctx,
    input.client_id,
    async () => {
      const created = ctx.em.create(Message, {
        team: participant.conversation.team,
        conversation: participant.conversation,
        sender: ctx.user,
        body: input.content,
        clientId: input.client_id ?? null,
        createdAt: now,
      });
      participant.conversation.mostRecentMessageAt = now;
      participant.lastReadAt = now;
      await ctx.em.flush();
      return created;
    },
    (repeated) => repeated,
  );
  await ctx.em.nativeUpdate(ConversationParticipant, { conversation: participant.conversation, archivedAt: { $ne: null } }, { archivedAt: null });
  await tellParticipants(ctx, await participantIds(ctx, participant.conversation.id), {
    kind: 'message',
    conversationId: participant.conversation.id,
    messageId: message.id,
  });
  return { message: toChatMessage(message) };
}

/** POST /api/conversation/delete-message: only the sender's own; the others are told. */
export async function deleteMessage(ctx: TeamContext, input: { message_id: number }) {
  const message = await ctx.em.findOne(Message, { id: input.message_id, deletedAt: null });
  if (!message) throw new AppError('NOT_FOUND', MESSAGING_TEXT.messageNotFound);
  await findParticipation(ctx, message.conversation.id);
  if (message.sender?.id !== ctx.user.id) throw new AppError('FORBIDDEN', 'You can delete only your own messages');
  message.deletedAt = new Date();
  await ctx.em.flush();
  await tellParticipants(ctx, await participantIds(ctx, message.conversation.id), { kind: 'deleted', conversationId: message.conversation.id, messageId: message.id });
  return { success: true };
}
