import type { z } from 'zod';
import { LIMIT } from '../../../shared/limits.js';
import { effectiveFilter, type AvailableSheetsRequest } from '../../../shared/schemas/collections.js';
import { TalentSheet } from '../sheets/talent-sheet.entity.js';
import type { TeamServicesContext } from '../../trpc/team-context.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The collection editor's Available Sheets: the team's sheets, newest first, in groups of 80. */
export async function listAvailableSheets(ctx: TeamServicesContext, input: z.output<typeof AvailableSheetsRequest>) {
  const filter = effectiveFilter(input.title_filter, LIMIT.collectionSheetFilterMinLength);
  const limit = LIMIT.collectionSheetGroup;
  const [sheets, total] = await ctx.em.findAndCount(
    TalentSheet,
    { team: ctx.team, deletedAt: null, ...(filter ? { title: { $ilike: `%${escapeLike(filter)}%` } } : {}) },
    { orderBy: { createdAt: 'desc', id: 'asc' }, limit, offset: input.offset },
  );
  return {
    sheets: sheets.map((sheet) => ({ id: sheet.id, title: sheet.title, description: sheet.description ?? null })),
    total,
    offset: input.offset,
    limit,
  };
}
