import { AppError } from '../../errors.js';
import { MSG } from '../../../shared/messages.js';
import type { TeamContext } from '../../trpc/team-context.js';
import { TalentSheet } from './talent-sheet.entity.js';

/** The team's live (not deleted) sheet; another team's sheet is not found, exactly like a missing one. */
export async function findOwnSheet(ctx: TeamContext, sheetId: string) {
  const sheet = await ctx.em.findOne(TalentSheet, { id: sheetId, team: ctx.team, deletedAt: null }, { populate: ['createdBy'] });
  if (!sheet) throw new AppError('NOT_FOUND', MSG.sheetNotFound);
  return sheet;
}
