import { COMPARE_LIMIT, COMPARE_TEXT } from '../../deck-constants.js';
import { z } from 'zod';
import { rowIdParam } from '../common.js';
import { MSG } from '../../messages.js';
import { PUBLIC_LIMIT } from '../../public-constants.js';
import { PUBLIC_MSG } from '../../public-texts.js';
import { socialPlatformSchema } from '../platforms.js';
import { textField } from '../text.js';
import { publicIdSchema } from './public-cards.js';

/** A required e-mail: blank says "Email is required" (and only that). */
const requiredEmail = () => z.string().trim().toLowerCase().min(1, { message: MSG.emailRequired, abort: true }).email(PUBLIC_MSG.emailInvalid).max(254);

const optionalEmail = z.string().trim().toLowerCase().email().max(254);

export const RegisterSheetViewerRequest = z.object({
  email: requiredEmail(),
  talentSheetId: publicIdSchema,
});

export const SheetResponseFormRequest = z
  .object({
    talent_sheet_id: publicIdSchema,
    liked_influencers: z.array(rowIdParam()).max(PUBLIC_LIMIT.publicSheetAll).default([]),
    responderName: textField(200).optional(),
    responderEmail: optionalEmail.optional().or(z.literal('')),
    responder_name: textField(200).optional(),
    responder_email: optionalEmail.optional().or(z.literal('')),
    comments: textField(5000, { multiline: true }).optional(),
    /** Sent from the comparison: the creators compared side by side (also the ones liked). */
    compared_influencers: z.array(rowIdParam()).min(COMPARE_LIMIT.min, COMPARE_TEXT.pickHint).max(COMPARE_LIMIT.max, COMPARE_TEXT.tooMany).optional(),
  })
  .transform((input) => ({
    talent_sheet_id: input.talent_sheet_id,
    liked_influencers: [...new Set([...input.liked_influencers, ...(input.compared_influencers ?? [])])],
    compared_influencers: [...new Set(input.compared_influencers ?? [])],
    name: input.responderName || input.responder_name || null,
    email: input.responderEmail || input.responder_email || null,
    comments: input.comments || null,
  }));

export const RecordAnalyticsRequest = z.object({
  event_type: z.enum(['sheet_view', 'influencer_click', 'social_view', 'collection_view']),
  data: z.object({
    sheet_id: publicIdSchema.optional(),
    collection_id: publicIdSchema.optional(),
    team_id: publicIdSchema.optional(),
    influencer_id: rowIdParam().optional(),
    platform: socialPlatformSchema.optional(),
    url: z.string().trim().url().max(2000).optional(),
    email: optionalEmail.optional().or(z.literal('')),
  }),
});

export const RegisterInterestRequest = z.object({
  name: textField(200).min(1, MSG.nameRequired),
  email: requiredEmail(),
  affiliation: textField(200).optional().nullable(),
  team_id: publicIdSchema.optional(),
  influencer_id: rowIdParam().optional(),
});
