import type { z } from 'zod';
import { CAMPAIGN_COLUMNS, type GetCampaignResponse, type CampaignRowData, type SaveCampaignRequest } from '../../../shared/schemas/sheets/campaign.js';
import { AppError } from '../../errors.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { findOwnSheet } from './sheet-access.js';
import { CampaignRow } from './campaign-row.entity.js';
import { SheetEntry } from './sheet-entry.entity.js';

const FIELD = { date_sent: 'dateSent', sender: 'sender', contact: 'contact', replied: 'replied', rate: 'rate', notes: 'notes' } as const;

/** GET /api/user/campaign/{sheetId}: the tracking table, keyed by influencer id. */
export async function getCampaign(ctx: TeamContext, input: { sheetId: string }): Promise<z.infer<typeof GetCampaignResponse>> {
  const sheet = await findOwnSheet(ctx, input.sheetId);
  const rows = await ctx.em.find(CampaignRow, { sheet });
  const data: Record<string, CampaignRowData> = {};
  for (const row of rows) {
    data[String(row.influencer.id)] = Object.fromEntries(CAMPAIGN_COLUMNS.map((c) => [c, row[FIELD[c]] ?? null]));
  }
  return { sheet_id: sheet.id, campaign_data: data };
}

/** POST /api/user/campaign/save: stores the rows given (creators of the sheet only); other rows stay. */
export async function saveCampaign(ctx: TeamContext, input: z.output<typeof SaveCampaignRequest>) {
  const sheet = await findOwnSheet(ctx, input.talent_sheet_id);
  const onSheet = new Set((await ctx.em.find(SheetEntry, { sheet }, { fields: ['influencer'] })).map((e) => e.influencer.id));
  const ids = Object.keys(input.campaign_data).map(Number);
  const stranger = ids.find((id) => !onSheet.has(id));
  if (stranger !== undefined) {
    throw new AppError('BAD_REQUEST', `campaign_data.${stranger}: that creator is not on this sheet`, { field: `campaign_data.${stranger}` });
  }
  const rows = await ctx.em.find(CampaignRow, { sheet, influencer: { $in: ids } });
  for (const id of ids) {
    const row = rows.find((r) => r.influencer.id === id) ?? ctx.em.create(CampaignRow, { team: ctx.team, sheet, influencer: id });
    const cells = input.campaign_data[String(id)];
    for (const column of CAMPAIGN_COLUMNS) {
      if (cells[column] !== undefined) row[FIELD[column]] = cells[column]?.trim() || null;
    }
  }
  await ctx.em.flush();
  return { success: true };
}
