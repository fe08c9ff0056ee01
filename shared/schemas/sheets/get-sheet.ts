import { z } from 'zod';
import { SheetKind, sheetIdSchema } from './sheet-fields.js';

export const GetSheetRequest = z.object({ hashId: sheetIdSchema, sheet_type: SheetKind.optional() });

export const SheetSocial = z.object({
  platform: z.string(),
  handle: z.string(),
  followers: z.number(),
  profile_url: z.string().nullable(),
  primary: z.boolean(),
});

/** A creator as the editor shows it. */
export const SheetInfluencer = z.object({
  id: z.number(),
  fullname: z.string(),
  picture_url: z.string().nullable(),
  followers: z.number(),
  socials: z.array(SheetSocial),
  tags: z.array(z.string()),
  note: z.string().nullable(),
  /** false: the creator has left the team's roster (the sheet keeps it; the screens say so). */
  on_roster: z.boolean().optional(),
});
export type SheetInfluencer = z.infer<typeof SheetInfluencer>;

export const CastingCallSummary = z.object({
  id: z.string(),
  title: z.string(),
  response_status: z.enum(['created', 'draft', 'submitted']),
});

export const SheetDetail = z.object({
  id: z.string(),
  title: z.string(),
  /** The public heading; null shows "Selected Talent". */
  description: z.string().nullable(),
  sheet_type: SheetKind,
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  creator_user_id: z.number().nullable(),
  creator_full_name: z.string().nullable(),
  creator_nickname: z.string().nullable(),
  team_id: z.string(),
  team_name: z.string(),
  influencer_ids: z.array(z.number()),
  notes: z.record(z.string(), z.string()),
  casting_call: CastingCallSummary.nullable(),
});
export type SheetDetail = z.infer<typeof SheetDetail>;

export const GetSheetResponse = z.object({ sheet: SheetDetail, influencers: z.array(SheetInfluencer) });
export type GetSheetResponse = z.infer<typeof GetSheetResponse>;
