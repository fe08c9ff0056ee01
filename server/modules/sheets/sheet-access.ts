import { AppError } from '../../errors.js';
import { runSql } from '../../db/sql.js';
import { MSG } from '../../../shared/messages.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { TalentSheet } from './talent-sheet.entity.js';
import { ownSheetRows, ownSheetsPageRows, ownSheetTitleRow } from './sheets.sql.js';

/** What a plain read of the team's sheets needs of a call. */
type TeamRead = Pick<TeamContext, 'em'> & { team: { id: string } };

/** The team's live (not deleted) sheet; another team's sheet is not found, exactly like a missing one. */
export async function findOwnSheet(ctx: TeamContext, sheetId: string) {
  const sheet = await ctx.em.findOne(TalentSheet, { id: sheetId, team: ctx.team, deletedAt: null }, { populate: ['createdBy'] });
  if (!sheet) throw new AppError('NOT_FOUND', MSG.sheetNotFound);
  return sheet;
}

/** The id and title of the team's live sheet, for callers that need no more (a plain read: no entity). */
export async function ownSheetTitle(ctx: TeamRead, sheetId: string) {
  const [sheet] = await runSql<{ id: string; title: string }>(ctx.em, ownSheetTitleRow(ctx.team.id, sheetId));
  if (!sheet) throw new AppError('NOT_FOUND', MSG.sheetNotFound);
  return sheet;
}

type SheetSummary = { id: string; title: string; description: string | null };

/** The team's live sheets among `sheetIds` (another team's or a deleted one is left out). */
export const ownSheetsAmong = (ctx: TeamRead, sheetIds: string[]) => runSql<SheetSummary>(ctx.em, ownSheetRows(ctx.team.id, sheetIds));

/** A page of the team's live sheets, newest first, optionally only those whose title contains `title`. */
export async function ownSheetsPage(ctx: TeamRead, page: { title: string | null; limit: number; offset: number }) {
  const [row] = await runSql<{ total: number; sheets: SheetSummary[] }>(ctx.em, ownSheetsPageRows(ctx.team.id, page.title, page.limit, page.offset));
  return row!;
}

/** A sheet as the target of another row's relation (a collection's sheet), without reading it: its ids come checked by `ownSheetsAmong`. */
export const sheetReference = (em: TeamRead['em'], sheetId: string) => em.getReference(TalentSheet, sheetId);
