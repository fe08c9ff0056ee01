import { z } from 'zod';
import { sheetIdSchema } from './sheets/sheet-fields.js';

export const SheetResponsesRequest = z.object({ sheet_id: sheetIdSchema });

const Creator = z.object({ id: z.number(), name: z.string() });

/** The brands' responses to one of the team's sheets, newest first. */
export const SheetResponsesResponse = z.object({
  responses: z.array(
    z.object({
      id: z.number(),
      /** "Acme compared 3 creators on Summer Pitch" / "Acme responded to Summer Pitch". */
      summary: z.string(),
      responder_name: z.string().nullable(),
      responder_email: z.string().nullable(),
      comments: z.string().nullable(),
      liked: z.array(Creator),
      compared: z.array(Creator),
      created_at: z.string(),
    }),
  ),
});
export type SheetResponsesResponse = z.infer<typeof SheetResponsesResponse>;

/** Responses listed on a sheet's statistics page. */
export const SHEET_RESPONSES_SHOWN = 50;
