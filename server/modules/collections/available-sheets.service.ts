import type { z } from 'zod';
import { LIMIT } from '../../../shared/limits.js';
import { effectiveFilter, type AvailableSheetsRequest } from '../../../shared/schemas/collections.js';
import type { TeamServicesContext } from '../../trpc/team-context.js';
import { ownSheetsPage } from '../sheets/index.js';

/** The collection editor's Available Sheets: the team's sheets, newest first, in groups of 80. */
export async function listAvailableSheets(ctx: TeamServicesContext, input: z.output<typeof AvailableSheetsRequest>) {
  const limit = LIMIT.collectionSheetGroup;
  const title = effectiveFilter(input.title_filter, LIMIT.collectionSheetFilterMinLength);
  const { sheets, total } = await ownSheetsPage(ctx, { title: title || null, limit, offset: input.offset });
  return { sheets, total, offset: input.offset, limit };
}
