import { CALL_TEXT } from '../../../shared/creator-call-texts.js';
import { isClosed } from '../../../shared/creator-call-dates.js';
import { AppError } from '../../errors.js';
import type { CallResponses } from '../sheets/index.js';
import { CastingCallResponse } from './casting-call-response.entity.js';
import { CastingCall } from './casting-call.entity.js';

/** The teams' responses to Creator Calls, as the sheets that carry them need them. */
export const callResponses: CallResponses = {
  async answering(ctx, castingCallId) {
    const call = await ctx.em.findOne(CastingCall, { id: castingCallId });
    if (!call) throw new AppError('NOT_FOUND', 'Creator Call not found');
    // One response per call and team: saving again updates the team's response sheet.
    const response = await ctx.em.findOne(CastingCallResponse, { castingCall: call, team: ctx.team }, { populate: ['sheet'] });
    if (response && !response.sheet.deletedAt) return { title: call.title, sheetId: response.sheet.id };
    if (isClosed(call)) throw new AppError('BAD_REQUEST', CALL_TEXT.callClosed, { field: 'casting_call_id' });
    if (response) await ctx.em.nativeDelete(CastingCallResponse, { id: response.id });
    return { title: call.title, sheetId: null };
  },

  record(em, ctx, castingCallId, sheet, drafted) {
    em.create(CastingCallResponse, { team: ctx.team, castingCall: em.getReference(CastingCall, castingCallId), sheet, status: drafted ? 'draft' : 'created' });
  },

  async assertEditable(em, sheetId) {
    const response = await em.findOne(CastingCallResponse, { sheet: sheetId }, { fields: ['status'] });
    if (response?.status === 'submitted') throw new AppError('BAD_REQUEST', CALL_TEXT.alreadySubmitted, { field: 'sheet_id' });
  },

  markDrafted: (em, sheetId) => em.nativeUpdate(CastingCallResponse, { sheet: sheetId, status: 'created' }, { status: 'draft' }),

  async ofSheet(em, sheetId) {
    const response = await em.findOne(CastingCallResponse, { sheet: sheetId }, { populate: ['castingCall'] });
    return response ? { id: response.castingCall.id, title: response.castingCall.title, response_status: response.status } : null;
  },
};
