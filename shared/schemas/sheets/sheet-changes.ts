import { z } from 'zod';
import { MSG } from '../../messages.js';
import { textField } from '../text.js';
import { influencerIdSchema } from '../common.js';
import { castingCallId, MAX_OVERRODE_FIELDS, NOTE_MAX, SHEET_SIZE_MAX, SheetKind, sheetIdSchema, TITLE_MAX } from './sheet-fields.js';

export const SaveSheetRequest = z.object({
  title: textField(TITLE_MAX).default(''),
  sheet_type: SheetKind.default('talent'),
  influencers: z
    .array(z.object({ influencer_id: influencerIdSchema, note: textField(NOTE_MAX, { multiline: true }).nullish() }))
    .max(SHEET_SIZE_MAX)
    .refine((list) => new Set(list.map((i) => i.influencer_id)).size === list.length, 'A creator can be on a sheet only once')
    .default([]),
  sheet_id: sheetIdSchema.nullish(),
  casting_call_id: castingCallId.nullish(),
  description: textField(TITLE_MAX).nullish(),
  duplicate_sheet_id: sheetIdSchema.nullish(),
  /** The editor tab that saved: echoed in the sheet.saved event so the tab knows its own save. */
  client_id: z.string().max(64).nullish(),
  /** The version the edits were made on: an older one than the saved sheet's answers CONFLICT. Without it the save wins. */
  base_version: z.number().int().nonnegative().optional(),
  /** Co-editing: edits of others (saved after base_version) this save replaces, so they can be told. */
  overrode: z.object({ base_version: z.number().int().nonnegative(), fields: z.array(z.string().max(40)).max(MAX_OVERRODE_FIELDS) }).optional(),
});
export type SaveSheetRequest = z.input<typeof SaveSheetRequest>;
export const SaveSheetResponse = z.object({
  sheet_id: z.string(),
  version: z.number(),
  /** Present when a stale base_version was merged with the saves made since: the sheet as saved. */
  merged: z.object({ title: z.string(), items: z.array(z.object({ id: z.number(), note: z.string().nullable() })) }).optional(),
});

export const SetPublicTitleRequest = z.object({
  /** Empty is ignored; null clears the heading (back to "Selected Talent"). */
  public_title: textField(TITLE_MAX).nullable(),
  sheet_id: sheetIdSchema,
});

export const CopySheetRequest = z.object({
  sheet_id: sheetIdSchema,
  new_sheet_title: textField(TITLE_MAX).min(1, MSG.sheetNameRequired),
});

export const RemoveInfluencerRequest = z.object({
  influencer_id: influencerIdSchema,
  sheet_ids: z.array(sheetIdSchema).max(SHEET_SIZE_MAX),
});

export const ClientResponseRequest = z
  .object({
    sheet_id: sheetIdSchema,
    influencer_id: influencerIdSchema,
    client_accepted: z.boolean().optional(),
    client_note: textField(NOTE_MAX, { multiline: true }).nullable().optional(),
  })
  .refine((v) => v.client_accepted !== undefined || v.client_note !== undefined, {
    message: 'Give client_accepted or client_note',
    path: ['client_accepted'],
  });
export const ClientResponseResponse = z.object({ client_accepted: z.boolean().optional(), client_note: z.string().nullable().optional() });

export const SheetCategoriesResponse = z.object({
  sheet_categories: z.array(z.object({ sheet_id: z.string(), category_id: z.number(), category_name: z.string() })),
});
