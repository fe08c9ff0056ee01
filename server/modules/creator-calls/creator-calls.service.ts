import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { CALL_TEXT } from '../../../shared/creator-call-texts.js';
import type { CastingCallCard } from '../../../shared/schemas/creator-calls.js';
import type { GetResponseSheetResponse, ListCastingCallsResponse } from '../../../shared/schemas/creator-calls.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { callSummary, utcDay } from './call-state.js';
import { CastingCallResponse } from './casting-call-response.entity.js';
import { CastingCall } from './casting-call.entity.js';

/** GET /api/casting-calls/agency/casting-calls: the open calls, newest first, each with the team's response. */
export async function listCalls(ctx: TeamContext, now = new Date()): Promise<z.infer<typeof ListCastingCallsResponse>> {
  const calls = await ctx.em.find(
    CastingCall,
    { closedAt: null, $or: [{ endDate: null }, { endDate: { $gte: utcDay(now) } }] },
    { orderBy: { createdAt: 'desc', id: 'asc' } },
  );
  const responses = await liveResponses(
    ctx,
    calls.map((c) => c.id),
  );
  return { casting_calls: calls.map((call) => toCard(call, responses.get(call.id), now)) };
}

/** GET /api/casting-calls/agency/{id}: one call, open or closed (a closed call's response stays readable). */
export async function getCall(ctx: TeamContext, id: string) {
  const call = await findCall(ctx.em, id);
  const responses = await liveResponses(ctx, [call.id]);
  return { casting_call: toCard(call, responses.get(call.id)) };
}

/** GET /api/casting-calls/response/{castingCallId}: the team's response sheet for the call, if any. */
export async function getResponseSheet(ctx: TeamContext, castingCallId: string): Promise<z.infer<typeof GetResponseSheetResponse>> {
  const call = await findCall(ctx.em, castingCallId);
  const response = (await liveResponses(ctx, [call.id])).get(call.id);
  return { talent_sheet_id: response?.sheet.id ?? null, response_status: response?.status ?? null };
}

export async function findCall(em: EntityManager, id: string) {
  const call = await em.findOne(CastingCall, { id });
  if (!call) throw new AppError('NOT_FOUND', CALL_TEXT.callNotFound);
  return call;
}

/** The team's responses to these calls whose sheet still exists (a deleted sheet means no response). */
export async function liveResponses(ctx: TeamContext, callIds: string[]) {
  if (callIds.length === 0) return new Map<string, CastingCallResponse>();
  const responses = await ctx.em.find(
    CastingCallResponse,
    { team: ctx.team, castingCall: { $in: callIds }, sheet: { deletedAt: null } },
    { populate: ['sheet'] },
  );
  return new Map(responses.map((r) => [r.castingCall.id, r]));
}

function toCard(call: CastingCall, response: CastingCallResponse | undefined, now = new Date()): CastingCallCard {
  return {
    ...callSummary(call, now),
    response_sheet_id: response?.sheet.id ?? null,
    response_status: response?.status ?? null,
    review: response?.reviewedAt ? reviewOf(response, response.reviewedAt) : null,
  };
}

function reviewOf(response: CastingCallResponse, reviewedAt: Date) {
  const marks = Object.values(response.creatorReviews);
  return {
    reviewed_at: reviewedAt.toISOString(),
    shortlisted: marks.filter((m) => m === 'shortlisted').length,
    declined: marks.filter((m) => m === 'declined').length,
    creator_reviews: response.creatorReviews,
    brand_reply: response.brandReply ?? null,
  };
}
