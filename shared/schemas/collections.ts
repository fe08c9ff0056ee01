import { z } from 'zod';
import { textField } from './text.js';
import { LIMIT } from '../limits.js';

const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;
const publicId = (what: string) => z.string().regex(PUBLIC_ID, `Not a valid ${what} id`);
export const collectionId = publicId('collection');
export const sheetId = publicId('sheet');

const TITLE_MAX = 500;
const SHEETS_MAX = 500;

export const ListCollectionsRequest = z.object({
  /** Applied at 3+ characters (shorter filters are ignored). */
  title_filter: z.string().max(TITLE_MAX).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (LIMIT.collectionsPageSizes as readonly number[]).includes(n), `Page size must be one of ${LIMIT.collectionsPageSizes.join(', ')}`)
    .default(LIMIT.collectionsPageSizes[0]),
});
export type ListCollectionsRequest = z.input<typeof ListCollectionsRequest>;

export const CollectionRow = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.string(),
  sheet_count: z.number(),
  /** The first 3 sheet titles, in the collection's order. */
  sheet_titles: z.array(z.string()),
});
export type CollectionRow = z.infer<typeof CollectionRow>;

export const ListCollectionsResponse = z.object({
  collections: z.array(CollectionRow),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const GetCollectionRequest = z.object({ id: collectionId });

/** A sheet as the collection editor shows it: its public title (description) and up to 3 portraits. */
export const CollectionSheetSummary = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  portraits: z.array(z.string()),
  creator_count: z.number(),
});
export type CollectionSheetSummary = z.infer<typeof CollectionSheetSummary>;

export const GetCollectionResponse = z.object({
  id: z.string(),
  title: z.string(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  sheets: z.array(CollectionSheetSummary),
});
export type GetCollectionResponse = z.infer<typeof GetCollectionResponse>;

export const SaveCollectionRequest = z.object({
  id: collectionId.nullish(),
  title: textField(TITLE_MAX),
  salesheet_ids: z
    .array(sheetId)
    .max(SHEETS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'A sheet can be in a collection only once'),
});
export type SaveCollectionRequest = z.input<typeof SaveCollectionRequest>;

/** `version` is the collection's version after the save: the editor waits for its collection.saved event. */
export const SaveCollectionResponse = z.object({ collection_id: z.string(), version: z.number() });

export const AlterCollectionTitleRequest = z.object({
  collection_id: collectionId,
  title: textField(TITLE_MAX).min(1, 'Title is required'),
});
export const AlterCollectionTitleResponse = z.object({ collection_id: z.string(), title: z.string(), version: z.number() });

export const DeleteCollectionRequest = z.object({ collection_id: collectionId });

export const AvailableSheetsRequest = z.object({
  /** Applied only beyond 2 characters. */
  title_filter: z.string().max(TITLE_MAX).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});
export const AvailableSheet = z.object({ id: z.string(), title: z.string(), description: z.string().nullable() });
export const AvailableSheetsResponse = z.object({
  sheets: z.array(AvailableSheet),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export type AvailableSheetsResponse = z.infer<typeof AvailableSheetsResponse>;

export const CollectionLiveRequest = z.object({ collection_id: collectionId, lastEventId: z.string().nullish() });
export const CollectionSavedEvent = z.object({ collectionId: z.string(), version: z.number(), by: z.number() });
export type CollectionSavedEvent = z.infer<typeof CollectionSavedEvent>;

/** A filter text that the server applies (spec §5): trimmed, at least `min` characters, else none. */
export function effectiveFilter(text: string | undefined, min: number) {
  const trimmed = text?.trim() ?? '';
  return trimmed.length >= min ? trimmed : undefined;
}

/**
 * Spec §5: a collection needs a title, at least one sheet and a public title on each sheet; creating
 * one with no sheets (the list screen's modal) needs only the title. Names the field at fault, or null.
 * The editor checks it before sending, the server again.
 */
export function collectionSaveProblem(title: string, sheetPublicTitles: (string | null | undefined)[], creating: boolean): 'title' | 'salesheet_ids' | null {
  if (!title.trim()) return 'title';
  if (creating && sheetPublicTitles.length === 0) return null;
  if (sheetPublicTitles.length === 0 || sheetPublicTitles.some((publicTitle) => !publicTitle?.trim())) return 'salesheet_ids';
  return null;
}
