/** Ids, sizes and query-string helpers shared by the sheet schemas. */
import { z } from 'zod';

export const SHEET_TYPES = ['talent', 'campaign', 'casting_call_response'] as const;
export const SheetKind = z.enum(SHEET_TYPES);
export type SheetKind = z.infer<typeof SheetKind>;

export const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const sheetIdSchema = z.string().regex(PUBLIC_ID, 'Not a valid sheet id');
export const castingCallId = z.string().regex(PUBLIC_ID, 'Not a valid casting call id');

export const TITLE_MAX = 500;
export const NOTE_MAX = 5000;
export const SHEET_SIZE_MAX = 1000;
/** Keeps a save event small (PostgreSQL NOTIFY payloads stay under 8 KB). */
export const MAX_OVERRODE_FIELDS = 100;

/** "a,b,c" (as REST query strings carry lists) or a list, to a list of trimmed non-empty strings. */
export const listParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean));

export const SheetIdRequest = z.object({ sheet_id: sheetIdSchema });
