import { MESSAGING_TEXT } from '../../../shared/messaging-texts.js';
import { runSql } from '../../db/sql.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { tellParticipants } from './messaging-events.js';
import { markConversationRead } from './messaging.sql.js';
import { displayName, findParticipation, participantIds } from './participants.js';

/**
 * POST /api/conversations/mark-read: read up to the newest message, in one statement. Every
 * participant sees the receipt, unless the caller had already read everything (a thread open in
 * several tabs marks it read again and again: nothing new to tell).
 */
export async function markRead(ctx: TeamContext, input: { conversation_id: number }) {
  const at = new Date();
  const [row] = await runSql<{ member: boolean; news: boolean; participants: number[] }>(ctx.em, markConversationRead(input.conversation_id, ctx.user.id, at));
  if (!row.member) throw new AppError('NOT_FOUND', MESSAGING_TEXT.notFound);
  if (row.news) {
    await tellParticipants(ctx, row.participants, { type: 'read', conversation_id: input.conversation_id, user_id: ctx.user.id, at: at.toISOString() });
  }
  return { success: true };
}

/** POST /api/conversations/messages with action archive: it leaves this user's list (until a new message). */
export async function archive(ctx: TeamContext, input: { conversation_id: number }) {
  const participant = await findParticipation(ctx, input.conversation_id);
  participant.archivedAt = new Date();
  await ctx.em.flush();
  await tellParticipants(ctx, [ctx.user.id], { type: 'archived', conversation_id: input.conversation_id });
  return { success: true };
}

/** "typing…" in an open thread: told to the others only, never stored as state. */
export async function typing(ctx: TeamContext, input: { conversation_id: number }) {
  await findParticipation(ctx, input.conversation_id);
  const others = (await participantIds(ctx, input.conversation_id)).filter((id) => id !== ctx.user.id);
  await tellParticipants(ctx, others, { type: 'typing', conversation_id: input.conversation_id, user_id: ctx.user.id, name: displayName(ctx.user) });
  return { success: true };
}
