import { MESSAGING_TEXT } from '../../../shared/messaging-texts.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { partnerTeamIds } from '../creator-calls/index.js';
import { teamMembers } from '../account/index.js';
import type { User } from '../account/user.entity.js';
import { teamNames } from '../teams/index.js';
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
  const memberships = await teamMembers(ctx.em, teams, { userId: receiverId });
  const membership = memberships.find((m) => m.team_id === ctx.team.id) ?? memberships[0];
  if (!membership) throw new AppError('NOT_FOUND', MESSAGING_TEXT.receiverNotAllowed);
  return { userId: membership.user_id, teamId: membership.team_id };
}

/** Whom a new conversation may go to, by name: the caller's team first, then each team it has worked with. */
export async function recipients(ctx: TeamContext) {
  const teams = await reachableTeamIds(ctx);
  const [members, names] = await Promise.all([teamMembers(ctx.em, teams, { exceptUserId: ctx.user.id }), teamNames(ctx.em, teams)]);
  const byUser = new Map<number, { id: number; name: string; email: string; team_name: string | null }>();
  for (const m of members) {
    const own = m.team_id === ctx.team.id;
    const known = byUser.get(m.user_id);
    if (known && (known.team_name === null || !own)) continue;
    byUser.set(m.user_id, { id: m.user_id, name: m.name, email: m.email, team_name: own ? null : (names.get(m.team_id) ?? null) });
  }
  const people = [...byUser.values()].sort((a, b) => (a.team_name ?? '').localeCompare(b.team_name ?? '') || a.name.localeCompare(b.name));
  return { recipients: people };
}
