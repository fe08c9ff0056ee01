import { z } from 'zod';
import { sheetIdSchema } from './sheet-fields.js';

/** A sheet as one save left it, carried by the `saved` live event so open editors need not fetch it. */
export const SavedSheetContent = z.object({
  version: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  items: z.array(z.object({ id: z.number(), note: z.string().nullable() })),
});
export type SavedSheetContent = z.infer<typeof SavedSheetContent>;

/** What the editor hears about a sheet while it is open. */
export const SheetLiveEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('saved'),
    sheetId: z.string(),
    version: z.number(),
    by: z.number(),
    clientId: z.string().nullable(),
    overrode: z.object({ baseVersion: z.number(), fields: z.array(z.string()), name: z.string() }).nullish(),
    content: SavedSheetContent.nullish(),
  }),
  z.object({ type: z.literal('presence'), sheetId: z.string(), userId: z.number(), name: z.string(), state: z.enum(['joined', 'here', 'left']) }),
]);
export type SheetLiveEvent = z.infer<typeof SheetLiveEvent>;
export const SheetLiveRequest = z.object({ sheet_id: sheetIdSchema, lastEventId: z.string().nullish() });
