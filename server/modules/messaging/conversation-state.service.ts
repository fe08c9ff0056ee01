import type { TeamContext } from '../../trpc/team-context.js';
import { tellParticipants } from './messaging-events.js';
import { displayName, findParticipation, participantIds } from './participants.js';

/** POST /api/conversations/mark-read: read up to the newest message; every participant sees the receipt. */
export async function markRead(ctx: TeamContext, input: { conversation_id: number }) {
  const participant = await findParticipation(ctx, input.conversation_id);
  const at = new Date();
  participant.lastReadAt = at;
  await ctx.em.flush();
  await tellParticipants(ctx, await participantIds(ctx, input.conversation_id), {
    type: 'read',
    conversation_id: input.conversation_id,
    user_id: ctx.user.id,
    at: at.toISOString(),
  });
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
