import { z } from 'zod';
import { castingCallId } from './sheets/sheet-fields.js';

/** How a brand marked a creator of a response it reviewed. */
export const CreatorReview = z.enum(['shortlisted', 'declined']);
export type CreatorReview = z.infer<typeof CreatorReview>;

/** "created" and "draft" are editable and hidden from the brand; "submitted" is final; null: no response yet. */
export const ResponseStatus = z.enum(['created', 'draft', 'submitted']);
export type ResponseStatus = z.infer<typeof ResponseStatus>;

/** A Creator Call as agencies see it (spec §3), with the asking team's response to it. */
export const CastingCallCard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  deliverables: z.string().nullable(),
  locations: z.string().nullable(),
  compensation: z.string().nullable(),
  brandRepresented: z.string().nullable(),
  displayImages: z.array(z.string()),
  /** The issuing brand's name and image. */
  team_name: z.string(),
  team_image_url: z.string().nullable(),
  response_sheet_id: z.string().nullable(),
  response_status: ResponseStatus.nullable(),
  /** A closed call takes no new responses; its responses stay readable. */
  closed: z.boolean(),
  /** The brand's review of the submitted response, once it has looked: its marks by creator (influencer id), their counts, its reply. */
  review: z
    .object({
      reviewed_at: z.string(),
      shortlisted: z.number(),
      declined: z.number(),
      creator_reviews: z.record(z.string(), CreatorReview),
      brand_reply: z.string().nullable(),
    })
    .nullable(),
});
export type CastingCallCard = z.infer<typeof CastingCallCard>;

export const ListCastingCallsResponse = z.object({ casting_calls: z.array(CastingCallCard) });

export const GetCastingCallRequest = z.object({ id: castingCallId });
export const GetCastingCallResponse = z.object({ casting_call: CastingCallCard });

export const CastingCallIdRequest = z.object({ castingCallId });
export const GetResponseSheetResponse = z.object({
  /** Null until the team starts a response. */
  talent_sheet_id: z.string().nullable(),
  response_status: ResponseStatus.nullable(),
});

export const OpenResponseRequest = z.object({ casting_call_id: castingCallId });
export const OpenResponseResponse = z.object({ talent_sheet_id: z.string(), response_status: ResponseStatus });

export const SubmitResponseRequest = z.object({ casting_call_id: castingCallId });
export const SubmitResponseResponse = z.object({
  success: z.boolean(),
  talent_sheet_id: z.string(),
  response_status: ResponseStatus,
  submitted_at: z.string(),
});
