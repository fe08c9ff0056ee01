import { z } from 'zod';
import { textField } from '../text.js';
import { NOTE_MAX, sheetIdSchema } from './sheet-fields.js';

/** One creator's row of the campaign tracking table; every cell is free text. */
export const CampaignRowData = z.object({
  date_sent: textField(50).nullish(),
  sender: textField().nullish(),
  contact: textField().nullish(),
  replied: textField(50).nullish(),
  rate: textField().nullish(),
  notes: textField(NOTE_MAX, { multiline: true }).nullish(),
});
export type CampaignRowData = z.infer<typeof CampaignRowData>;
export const CAMPAIGN_COLUMNS = ['date_sent', 'sender', 'contact', 'replied', 'rate', 'notes'] as const;
export type CampaignColumn = (typeof CAMPAIGN_COLUMNS)[number];

/** Keys are influencer ids. */
export const CampaignData = z.record(z.string().regex(/^\d+$/, 'Not a valid influencer id'), CampaignRowData);
export const GetCampaignRequest = z.object({ sheetId: sheetIdSchema });
export const GetCampaignResponse = z.object({ sheet_id: z.string(), campaign_data: CampaignData });
export const SaveCampaignRequest = z.object({ talent_sheet_id: sheetIdSchema, campaign_data: CampaignData });
