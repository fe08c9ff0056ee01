import { MESSAGING_TEXT } from '../../../shared/messaging-texts.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { partnerTeamIds } from '../creator-calls/index.js';
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

/** The teams whose members the caller may write to: its own, and those it has worked with. */
async function reachableTeamIds(ctx: TeamContext) {
  return [ctx.team.id, ...(await partnerTeamIds(ctx.em, ctx.team.id))];
}

/**
 * Who may be messaged: members of the caller's current team and of the teams it has worked with
 * (a Creator Call one of them published and the other answered). Anyone else is 404.
 */
export async function findReceiver(ctx: TeamContext, receiverId: number) {
  if (receiverId === ctx.user.id) throw new AppError('BAD_REQUEST', MESSAGING_TEXT.receiverNotAllowed, { field: 'receiver_id' });
  const teams = await reachableTeamIds(ctx);
  const memberships = await ctx.em.find(TeamMember, { team: { $in: teams }, user: receiverId }, { populate: ['user'] });
  const membership = memberships.find((m) => m.team.id === ctx.team.id) ?? memberships[0];
  if (!membership) throw new AppError('NOT_FOUND', MESSAGING_TEXT.receiverNotAllowed);
  return { user: membership.user, team: membership.team };
}

/** Whom a new conversation may go to, by name: the caller's team first, then each team it has worked with. */
export async function recipients(ctx: TeamContext) {
  const teams = await reachableTeamIds(ctx);
  const members = await ctx.em.find(TeamMember, { team: { $in: teams }, user: { $ne: ctx.user.id } }, { populate: ['user', 'team'] });
  const byUser = new Map<number, { id: number; name: string; email: string; team_name: string | null }>();
  for (const m of members) {
    const own = m.team.id === ctx.team.id;
    const known = byUser.get(m.user.id);
    if (known && (known.team_name === null || !own)) continue;
    byUser.set(m.user.id, { id: m.user.id, name: displayName(m.user), email: m.user.email, team_name: own ? null : m.team.name });
  }
  const people = [...byUser.values()].sort((a, b) => (a.team_name ?? '').localeCompare(b.team_name ?? '') || a.name.localeCompare(b.name));
  return { recipients: people };
}
