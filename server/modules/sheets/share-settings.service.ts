import type { z } from 'zod';
import { readShareSettings, type SetShareSettingsRequest } from '../../../shared/schemas/sheets/share-settings.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { findOwnSheet } from './sheet-access.js';
import { publishSaved } from './sheet-save.service.js';

/** GET /api/talent-sheets/{sheet_id}/share-settings */
export async function shareSettings(ctx: TeamContext, sheetId: string) {
  return readShareSettings((await findOwnSheet(ctx, sheetId)).settings);
}

/** PUT /api/talent-sheets/{sheet_id}/share-settings: changes what was given; the public pages show it on their next request. */
export async function setShareSettings(ctx: TeamContext, input: z.output<typeof SetShareSettingsRequest>) {
  const sheet = await findOwnSheet(ctx, input.sheet_id);
  const { sheet_id: _, ...changed } = input;
  const next = { ...readShareSettings(sheet.settings), ...changed };
  sheet.settings = { ...sheet.settings, ...next };
  await ctx.em.flush();
  await publishSaved(ctx, sheet, null);
  return next;
}
