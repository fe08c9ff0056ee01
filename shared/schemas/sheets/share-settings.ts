import { z } from 'zod';
import { sheetIdSchema } from './sheet-fields.js';

/** What a shared sheet lets brands do and see beyond its cards, set in the editor's share settings. */
export const SheetShareSettings = z.object({
  /** The public pages offer "Download PDF" (the sheet's deck). */
  allow_pdf_download: z.boolean(),
  /** Rate cards stay off the public pages, the comparison and the deck. */
  hide_rates: z.boolean(),
});
export type SheetShareSettings = z.infer<typeof SheetShareSettings>;

/** A sheet's stored settings (a JSON column) as share settings: anything not set is off. */
export const readShareSettings = (stored: Record<string, unknown> | null | undefined): SheetShareSettings => ({
  allow_pdf_download: stored?.allow_pdf_download === true,
  hide_rates: stored?.hide_rates === true,
});

export const SetShareSettingsRequest = SheetShareSettings.partial().extend({ sheet_id: sheetIdSchema });
