import { AppError } from '../../errors.js';
import { runSql } from '../../db/sql.js';
import { MSG } from '../../../shared/messages.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { TalentSheet } from './talent-sheet.entity.js';
import { ownSheetTitleRow } from './sheets.sql.js';

/** The team's live (not deleted) sheet; another team's sheet is not found, exactly like a missing one. */
export async function findOwnSheet(ctx: TeamContext, sheetId: string) {
  const sheet = await ctx.em.findOne(TalentSheet, { id: sheetId, team: ctx.team, deletedAt: null }, { populate: ['createdBy'] });
  if (!sheet) throw new AppError('NOT_FOUND', MSG.sheetNotFound);
  return sheet;
}

/** The id and title of the team's live sheet, for callers that need no more (a plain read: no entity). */
export async function ownSheetTitle(ctx: Pick<TeamContext, 'em'> & { team: { id: string } }, sheetId: string) {
  const [sheet] = await runSql<{ id: string; title: string }>(ctx.em, ownSheetTitleRow(ctx.team.id, sheetId));
  if (!sheet) throw new AppError('NOT_FOUND', MSG.sheetNotFound);
  return sheet;
}
