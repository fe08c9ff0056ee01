import { z } from 'zod';
import { LIMIT } from '../../limits.js';
import { queryBoolean, rowId } from '../common.js';
import { listParam, SheetKind, TITLE_MAX } from './sheet-fields.js';

export const ListSheetsRequest = z.object({
  sheet_type: SheetKind.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(LIMIT.sheetListDefaultLimit),
  only_mine: queryBoolean.optional(),
  /** Applied beyond 2 characters. */
  title_filter: z.string().max(TITLE_MAX).optional(),
  /** Sheets a collection may include: talent and campaign sheets, not Creator Call responses. */
  for_collection: queryBoolean.optional(),
  hash_ids: listParam.optional(),
});
export type ListSheetsRequest = z.input<typeof ListSheetsRequest>;

export const SheetRowCreator = z.object({ id: z.number(), fullname: z.string(), picture_url: z.string().nullable() });

export const SheetListRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  sheet_type: SheetKind,
  created_at: z.string(),
  creator_user_id: z.number().nullable(),
  creator_full_name: z.string().nullable(),
  influencer_count: z.number(),
  /** Every creator in order (the list rows show the first 3 portraits; older lists show names). */
  influencers: z.array(SheetRowCreator),
});
export type SheetListRow = z.infer<typeof SheetListRow>;

export const ListSheetsResponse = z.object({ sheets: z.array(SheetListRow), total: z.number(), page: z.number(), limit: z.number() });

const basicSheet = z.object({ id: z.string(), title: z.string(), sheet_type: SheetKind });
export const BasicSheetsResponse = z.object({
  sheet_count: z.number(),
  ordered_sheets: z.array(basicSheet),
  user_sheets_ordered: z.array(basicSheet),
});

/** Which of the team's talent sheets each creator is on (the search page's "On sheet" state). */
export const SheetsContainingRequest = z.object({ influencer_ids: z.array(rowId()).max(LIMIT.sheetsContainingMax) });
export const SheetsContainingResponse = z.object({
  /** By creator id: the ids of the team's talent sheets the creator is on. */
  sheets_by_influencer: z.record(z.string(), z.array(z.string())),
});
