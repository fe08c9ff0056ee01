import { MESSAGING_TEXT } from '../../../shared/messaging-texts.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { TeamMember, type User } from '../account/user.entity.js';
import { ConversationParticipant } from './conversation-participant.entity.js';

export const displayName = (user: Pick<User, 'nickname' | 'fullName' | 'email'> | null | undefined) =>
  user ? user.nickname || user.fullName || user.email : 'Someone';

/** The caller's place in a conversation; any other conversation is not found, exactly like a missing one. */
export async function findParticipation(ctx: TeamContext, conversationId: number) {
  const participant = await ctx.em.findOne(ConversationParticipant, { conversation: conversationId, user: ctx.user }, { populate: ['conversation'] });
  if (!participant) throw new AppError('NOT_FOUND', MESSAGING_TEXT.notFound);
  return participant;
}

/** Everyone in a conversation (their user ids), for telling each of them what happened. */
export async function participantIds(ctx: TeamContext, conversationId: number) {
  const rows = await ctx.em.find(ConversationParticipant, { conversation: conversationId }, { fields: ['user'] });
  return rows.map((row) => row.user.id);
}

/**
 * Who may be messaged: members of the caller's current team (the one rule, kept here; teams the
 * team has worked with join it when Creator Calls record who answered whom). Anyone else is 404.
 */
export async function findReceiver(ctx: TeamContext, receiverId: number) {
  if (receiverId === ctx.user.id) throw new AppError('BAD_REQUEST', MESSAGING_TEXT.receiverNotAllowed, { field: 'receiver_id' });
  const membership = await ctx.em.findOne(TeamMember, { team: ctx.team, user: receiverId }, { populate: ['user'] });
  if (!membership) throw new AppError('NOT_FOUND', MESSAGING_TEXT.receiverNotAllowed);
  return membership.user;
}

/** The members of the caller's team but the caller, by name: whom a new conversation may go to. */
export async function recipients(ctx: TeamContext) {
  const members = await ctx.em.find(TeamMember, { team: ctx.team, user: { $ne: ctx.user.id } }, { populate: ['user'] });
  const people = members.map((m) => ({ id: m.user.id, name: displayName(m.user), email: m.user.email }));
  return { recipients: people.sort((a, b) => a.name.localeCompare(b.name)) };
}
