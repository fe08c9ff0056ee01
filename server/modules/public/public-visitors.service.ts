import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { z } from 'zod';
import { COMPARE_LIMIT } from '../../../shared/deck-constants.js';
import { MSG } from '../../../shared/messages.js';
import type { RegisterInterestRequest, RegisterSheetViewerRequest, SheetResponseFormRequest } from '../../../shared/schemas/public/public-forms.js';
import { AppError } from '../../errors.js';
import { runSql } from '../../db/sql.js';
import type { EventBus } from '../../events/bus.js';
import { userWithEmailExists } from '../account/index.js';
import { InterestRegistration } from '../analytics/interest-registration.entity.js';
import { SheetResponse } from '../analytics/sheet-response.entity.js';
import { findCreator } from '../directory/index.js';
import { SheetEntry } from '../sheets/sheet-entry.entity.js';
import { findTeam } from '../teams/index.js';
import { findPublicSheet } from './public-sheet.service.js';
import { countSheetVisit } from './public.sql.js';
import { notifyTeam } from '../notifications/index.js';
import { queueWebhooks, type QueueContext } from '../webhooks/index.js';

type Ctx = QueueContext & { bus: EventBus };

/** POST /api/register-sheet-viewer: one row per sheet and e-mail, counting visits. */
export async function registerSheetViewer(ctx: Ctx, input: z.infer<typeof RegisterSheetViewerRequest>) {
  const sheet = await findPublicSheet(ctx.em, input.talentSheetId);
  const now = new Date();
  await runSql(ctx.em, countSheetVisit({ teamId: sheet.team.id, sheetId: sheet.id, email: input.email, at: now }));
  return { success: true };
}

/** POST /api/talent-sheet-response-form: stores the brand's answer and tells the team. Only creators on this sheet count; others are dropped silently. */
export async function submitResponse(ctx: Ctx, input: z.output<typeof SheetResponseFormRequest>) {
  const sheet = await findPublicSheet(ctx.em, input.talent_sheet_id);
  // (liked_influencers holds the compared creators too.)
  const onSheet = input.liked_influencers.length
    ? await ctx.em.find(SheetEntry, { sheet, influencer: { $in: input.liked_influencers } }, { fields: ['influencer'] })
    : [];
  const isOnSheet = new Set(onSheet.map((e) => e.influencer.id));
  const onSheetCompared = input.compared_influencers.filter((id) => isOnSheet.has(id));
  // Fewer than two compared creators on the sheet is no comparison: a plain response.
  const compared = onSheetCompared.length >= COMPARE_LIMIT.min ? onSheetCompared : [];
  const response = ctx.em.create(SheetResponse, {
    team: sheet.team,
    sheet,
    likedInfluencerIds: input.liked_influencers.filter((id) => isOnSheet.has(id)),
    comparedInfluencerIds: compared,
    responderName: input.name,
    responderEmail: input.email,
    comments: input.comments,
    createdAt: new Date(),
  });
  await ctx.em.flush();
  await notifyTeam(ctx, sheet, 'sheet_response', input.email, input.comments, compared.length);
  await queueWebhooks(ctx, [sheet.team.id], 'sheet.response_received', {
    response_id: response.id,
    talent_sheet_id: sheet.id,
    talent_sheet_title: sheet.title,
    name: response.responderName,
    email: response.responderEmail,
    comments: response.comments,
    liked_influencer_ids: response.likedInfluencerIds,
    compared_influencer_ids: response.comparedInfluencerIds,
  });
  return { success: true, response_id: response.id };
}

/** POST /api/account-registration: interest from a public profile; one per e-mail (EMAIL_EXISTS). */
export async function registerInterest(ctx: Ctx, input: z.infer<typeof RegisterInterestRequest>) {
  const [registered, user] = await Promise.all([ctx.em.count(InterestRegistration, { email: input.email }), userWithEmailExists(ctx.em, input.email)]);
  if (registered || user) throw new AppError('EMAIL_EXISTS', MSG.emailExists, { field: 'email' });
  const team = input.team_id ? await findTeam(ctx.em, input.team_id) : null;
  const influencer = input.influencer_id ? await findCreator(ctx.em, input.influencer_id) : null;
  ctx.em.create(InterestRegistration, {
    name: input.name,
    email: input.email,
    affiliation: input.affiliation || null,
    team,
    influencer,
    createdAt: new Date(),
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new AppError('EMAIL_EXISTS', MSG.emailExists, { field: 'email' });
    throw error;
  }
  return { success: true };
}
