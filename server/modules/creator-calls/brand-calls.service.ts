import type { z } from 'zod';
import { CALL_TEXT } from '../../../shared/creator-call-texts.js';
import {
  type BrandResponseDetail,
  earliestStartDate,
  type ListBrandCallsResponse,
  type ListBrandResponsesResponse,
  type SaveBrandCallRequest,
} from '../../../shared/schemas/brand-calls.js';
import { AppError } from '../../errors.js';
import { runSql } from '../../db/sql.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { loadInfluencerCards } from '../roster/index.js';
import { countCreators, readEntries } from '../sheets/index.js';
import { callSummary } from './call-state.js';
import { CastingCallResponse } from './casting-call-response.entity.js';
import { CastingCall } from './casting-call.entity.js';
import { submittedResponseCounts } from './creator-calls.sql.js';

/** The brand's own call; another brand's (or an unknown) call is not found, exactly alike. */
export async function findOwnCall(ctx: TeamContext, id: string) {
  const call = await ctx.em.findOne(CastingCall, { id, brandTeam: ctx.team });
  if (!call) throw new AppError('NOT_FOUND', CALL_TEXT.callNotFound);
  return call;
}

/** The brand's calls, newest first, open and closed, with their submitted responses counted. */
export async function listBrandCalls(ctx: TeamContext): Promise<z.infer<typeof ListBrandCallsResponse>> {
  const calls = await ctx.em.find(CastingCall, { brandTeam: ctx.team }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  const counts = calls.length ? await runSql<{ id: string; count: number }>(ctx.em, submittedResponseCounts(calls.map((c) => c.id))) : [];
  const countOf = new Map(counts.map((c) => [c.id, c.count]));
  return {
    casting_calls: calls.map((call) => ({
      ...callSummary(call),
      submitted_responses: countOf.get(call.id) ?? 0,
    })),
  };
}

/** Publishes a call, or edits one of the brand's open calls. */
export async function saveBrandCall(ctx: TeamContext, input: z.output<typeof SaveBrandCallRequest>) {
  const fields = {
    title: input.title,
    description: input.description,
    startDate: input.start_date ?? null,
    endDate: input.end_date ?? null,
    deliverables: input.deliverables,
    locations: input.locations,
    compensation: input.compensation,
    brandRepresented: input.brandRepresented,
    displayImages: input.displayImages,
    issuerName: ctx.team.name,
    issuerImageUrl: ctx.team.imageUrl ?? null,
  };
  const call = input.id ? await findOwnCall(ctx, input.id) : null;
  if (call?.closedAt) throw new AppError('BAD_REQUEST', CALL_TEXT.callClosed, { field: 'id' });
  if (fields.startDate && fields.startDate !== call?.startDate && fields.startDate < earliestStartDate()) {
    throw new AppError('BAD_REQUEST', CALL_TEXT.brandStartDatePast, { field: 'start_date' });
  }
  if (call) {
    ctx.em.assign(call, fields);
    await ctx.em.flush();
    return { casting_call_id: call.id };
  }
  const created = ctx.em.create(CastingCall, { ...fields, brandTeam: ctx.team });
  await ctx.em.flush();
  return { casting_call_id: created.id };
}

/** Closes one of the brand's calls: no new responses; those submitted stay readable. */
export async function closeBrandCall(ctx: TeamContext, id: string) {
  const call = await findOwnCall(ctx, id);
  if (!call.closedAt) await ctx.em.nativeUpdate(CastingCall, { id: call.id, closedAt: null }, { closedAt: new Date() });
  return { success: true };
}

/** The submitted responses to one of the brand's calls, oldest first; drafts are never shown to a brand. */
export async function listBrandResponses(ctx: TeamContext, callId: string): Promise<z.infer<typeof ListBrandResponsesResponse>> {
  const call = await findOwnCall(ctx, callId);
  const responses = await ctx.em.find(
    CastingCallResponse,
    { castingCall: call, status: 'submitted', sheet: { deletedAt: null } },
    { populate: ['team', 'sheet'], orderBy: { submittedAt: 'asc', id: 'asc' } },
  );
  const countOf = await countCreators(
    ctx.em,
    responses.map((r) => r.sheet.id),
  );
  return {
    responses: responses.map((r) => ({
      response_id: r.id,
      team_id: r.team.id,
      team_name: r.team.name,
      team_image_url: r.team.imageUrl ?? null,
      talent_sheet_id: r.sheet.id,
      title: r.sheet.title,
      submitted_at: (r.submittedAt ?? r.createdAt).toISOString(),
      influencer_count: countOf.get(r.sheet.id) ?? 0,
    })),
  };
}

/** One submitted response to one of the brand's calls, as a sheet; a draft or another brand's is not found. */
export async function getBrandResponse(ctx: TeamContext, responseId: number): Promise<z.infer<typeof BrandResponseDetail>> {
  const response = await findSubmittedResponse(ctx, responseId);
  const entries = await readEntries(ctx.em, response.sheet.id);
  // The agency's cards (its custom descriptions and tags), as its own sheet pages show them.
  const cards = new Map(
    (
      await loadInfluencerCards(
        ctx.em,
        response.team,
        entries.map((e) => e.influencerId),
      )
    ).map((c) => [c.id, c]),
  );
  return {
    response_id: response.id,
    casting_call_id: response.castingCall.id,
    team_id: response.team.id,
    team_name: response.team.name,
    team_image_url: response.team.imageUrl ?? null,
    talent_sheet_id: response.sheet.id,
    title: response.sheet.title,
    submitted_at: (response.submittedAt ?? response.createdAt).toISOString(),
    influencer_count: entries.length,
    creator_reviews: response.creatorReviews,
    brand_reply: response.brandReply ?? null,
    influencers: entries.flatMap((e) => {
      const card = cards.get(e.influencerId);
      // The agency's tags are its own working notes, not for the brand.
      return card ? [{ ...card, tags: [], note: e.note }] : [];
    }),
  };
}

/** A submitted response to one of the brand's calls; a draft, another brand's or an unknown one is not found. */
export async function findSubmittedResponse(ctx: TeamContext, responseId: number) {
  const response = await ctx.em.findOne(
    CastingCallResponse,
    { id: responseId, status: 'submitted', castingCall: { brandTeam: ctx.team }, sheet: { deletedAt: null } },
    { populate: ['team', 'sheet', 'castingCall'] },
  );
  if (!response) throw new AppError('NOT_FOUND', CALL_TEXT.responseNotFound);
  return response;
}
