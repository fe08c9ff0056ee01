import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { BRAND_CALL_TEXT, CALL_TEXT } from '../../../shared/creator-call-texts.js';
import { LIMIT } from '../../../shared/limits.js';
import { MSG } from '../../../shared/messages.js';
import { SaveSheetRequest } from '../../../shared/schemas/sheets/sheet-changes.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { notifyCreatorCall } from '../notifications/index.js';
import { bumpSheetVersion, countCreators, saveSheet, type CallResponses, type SavedSheetMemory } from '../sheets/index.js';
import { queueWebhooks, type QueueContext } from '../webhooks/index.js';
import { isClosed } from './call-state.js';
import { CastingCallResponse } from './casting-call-response.entity.js';
import { findCall, liveResponses } from './creator-calls.service.js';

type ResponseContext = TeamContext & { savedSheets: SavedSheetMemory; callResponses: CallResponses };

/** Opens the team's response sheet for a call, creating it (empty, "created") on first use. */
export async function openResponse(ctx: ResponseContext, castingCallId: string) {
  const call = await findCall(ctx.em, castingCallId);
  const existing = (await liveResponses(ctx, [call.id])).get(call.id);
  if (existing) return { talent_sheet_id: existing.sheet.id, response_status: existing.status };
  if (isClosed(call)) throw new AppError('BAD_REQUEST', CALL_TEXT.callClosed, { field: 'casting_call_id' });
  try {
    const input = SaveSheetRequest.parse({ sheet_type: 'casting_call_response', casting_call_id: call.id, influencers: [] });
    const saved = await saveSheet(ctx, input);
    return { talent_sheet_id: saved.sheet_id, response_status: 'created' as const };
  } catch (error) {
    // Another tab opened it at the same moment: theirs is the team's response.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    ctx.em.clear();
    const theirs = (await liveResponses(ctx, [call.id])).get(call.id);
    if (!theirs) throw error;
    return { talent_sheet_id: theirs.sheet.id, response_status: theirs.status };
  }
}

/**
 * POST /api/user/casting-call-response-submit: the response becomes visible to the brand, for good.
 * The sheet's version is bumped in the same transaction, so a save racing with the submit loses
 * its compare-and-set, reads again and is refused as submitted.
 */
export async function submitResponse(ctx: TeamContext & QueueContext, castingCallId: string) {
  const call = await findCall(ctx.em, castingCallId);
  const response = (await liveResponses(ctx, [call.id])).get(call.id);
  if (!response) throw new AppError('BAD_REQUEST', CALL_TEXT.noResponseYet, { field: 'casting_call_id' });
  if (response.status === 'submitted') throw new AppError('BAD_REQUEST', CALL_TEXT.alreadySubmitted, { field: 'casting_call_id' });
  if (isClosed(call)) throw new AppError('BAD_REQUEST', CALL_TEXT.callClosed, { field: 'casting_call_id' });
  const submittedAt = new Date();
  await ctx.em.transactional(async (em) => {
    await bumpSheetVersion(em, response.sheet.id);
    assertSubmittable((await countCreators(em, [response.sheet.id])).get(response.sheet.id)!);
    const updated = await em.nativeUpdate(CastingCallResponse, { id: response.id, status: { $ne: 'submitted' } }, { status: 'submitted', submittedAt });
    if (updated === 0) throw new AppError('BAD_REQUEST', CALL_TEXT.alreadySubmitted, { field: 'casting_call_id' });
  });
  if (call.brandTeam) {
    await notifyCreatorCall(ctx, {
      type: 'casting_call_answered',
      teamId: call.brandTeam.id,
      sheetId: response.sheet.id,
      title: BRAND_CALL_TEXT.answeredNotice(ctx.team.name, call.title),
      body: null,
    });
    await queueWebhooks(ctx, [call.brandTeam.id], 'creator_call.answered', {
      casting_call_id: call.id,
      casting_call_title: call.title,
      response_id: response.id,
      agency: ctx.team.name,
      submitted_at: submittedAt.toISOString(),
    });
  }
  return { success: true, talent_sheet_id: response.sheet.id, response_status: 'submitted' as const, submitted_at: submittedAt.toISOString() };
}

function assertSubmittable(count: number) {
  if (count === 0) throw new AppError('BAD_REQUEST', CALL_TEXT.emptyResponse, { field: 'casting_call_id' });
  if (count > LIMIT.castingResponseMaxInfluencers) throw new AppError('BAD_REQUEST', MSG.castingResponseLimit, { field: 'casting_call_id' });
}
