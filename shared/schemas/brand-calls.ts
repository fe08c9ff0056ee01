import { z } from 'zod';
import { rowIdParam } from './common.js';
import { CALL_TEXT } from '../creator-call-texts.js';
import { textField } from './text.js';
import { CastingCallCard, CreatorReview } from './creator-calls.js';
import { castingCallId } from './sheets/sheet-fields.js';
import { SheetInfluencer } from './sheets/get-sheet.js';

const plainDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');
/** An image of a call: an http(s) URL, or an image uploaded through the app (/media/...). */
const callImageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/\S+$/.test(v) || /^\/media\/[\w./-]+$/.test(v), 'Use an image URL starting with http:// or https://');
export const MAX_CALL_IMAGES = 10;
const optionalText = (max?: number) =>
  textField(max, { multiline: true })
    .nullish()
    .transform((v) => v?.trim() || null);

/**
 * The earliest start date a call can be given: the date that is still today somewhere (UTC-12), so
 * a brand in any time zone can start a call today, and no call starts on a day that has passed
 * everywhere. A call already running keeps its start date when edited.
 */
export const earliestStartDate = (now = Date.now()) => new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);

/** A brand publishes or edits a call (no `id`: a new call). */
export const SaveBrandCallRequest = z
  .object({
    id: castingCallId.nullish(),
    title: textField(500).min(1, CALL_TEXT.brandTitleRequired),
    description: textField(10_000, { multiline: true }).min(1, CALL_TEXT.brandDescriptionRequired),
    start_date: plainDate.nullish(),
    end_date: plainDate.nullish(),
    deliverables: optionalText(2000),
    locations: optionalText(2000),
    compensation: optionalText(2000),
    brandRepresented: optionalText(255),
    displayImages: z.array(callImageUrl).max(MAX_CALL_IMAGES).default([]),
  })
  .refine((v) => !v.start_date || !v.end_date || v.start_date <= v.end_date, { message: CALL_TEXT.brandDatesOrder, path: ['end_date'] });

/** One of the brand's calls, with how many responses were submitted to it. */
export const BrandCallRow = CastingCallCard.omit({ response_sheet_id: true, response_status: true, review: true }).extend({ submitted_responses: z.number() });
export const ListBrandCallsResponse = z.object({ casting_calls: z.array(BrandCallRow) });
export const SaveBrandCallResponse = z.object({ casting_call_id: z.string() });
export const BrandCallIdRequest = z.object({ casting_call_id: castingCallId });

/** A submitted response as its brand sees it in the list. */
export const BrandResponseRow = z.object({
  response_id: z.number(),
  /** The agency: its creators' public profiles are shown in its styling. */
  team_id: z.string(),
  team_name: z.string(),
  team_image_url: z.string().nullable(),
  talent_sheet_id: z.string(),
  title: z.string(),
  submitted_at: z.string(),
  influencer_count: z.number(),
});
export const ListBrandResponsesResponse = z.object({ responses: z.array(BrandResponseRow) });

export const BrandResponseRequest = z.object({ response_id: rowIdParam() });
export const AddCallImageRequest = z.object({ uploadedKey: z.string().trim().min(1).max(500) });
export const AddCallImageResponse = z.object({ url: z.string() });

/** Marks one creator of a submitted response; null takes the mark back. */
export const ReviewCreatorRequest = z.object({
  response_id: rowIdParam(),
  influencer_id: rowIdParam(),
  review: CreatorReview.nullable(),
});
export const ReplyRequest = z.object({
  response_id: rowIdParam(),
  reply: textField(5000, { multiline: true }).min(1, 'A reply needs some text'),
});
export const ReviewResponse = z.object({ creator_reviews: z.record(z.string(), CreatorReview), brand_reply: z.string().nullable() });
/** One submitted response opened as its sheet: the creators in the agency's order, with its notes. */
export const BrandResponseDetail = BrandResponseRow.extend({ casting_call_id: z.string(), influencers: z.array(SheetInfluencer) }).merge(ReviewResponse);
