import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.js';
import type { EventBus } from '../../events/bus.js';
import type { User } from '../account/user.entity.js';
import type { Team } from '../teams/team.entity.js';
import { TalentSheet } from './talent-sheet.entity.js';

/** What a team-scoped service needs from the procedure context. */
export interface TeamContext {
  em: EntityManager;
  team: Team;
  user: User;
  bus: EventBus;
}

/** The team's live (not deleted) sheet; another team's sheet is not found, exactly like a missing one. */
export async function findOwnSheet(ctx: TeamContext, sheetId: string) {
  const sheet = await ctx.em.findOne(TalentSheet, { id: sheetId, team: ctx.team, deletedAt: null }, { populate: ['createdBy'] });
  if (!sheet) throw new AppError('NOT_FOUND', 'Talent sheet not found');
  return sheet;
}
