import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { membersOfTeams } from './account.sql.js';

/** A membership as other modules see it: who, in which team, and how they are named. */
export interface TeamMemberRow {
  user_id: number;
  team_id: string;
  email: string;
  name: string;
}

/** The members of the teams `teamIds` (only `userId`, or everyone but `exceptUserId`), oldest membership first. */
export const teamMembers = (em: EntityManager, teamIds: string[], who: { userId: number } | { exceptUserId: number }) =>
  runSql<TeamMemberRow>(em, membersOfTeams(teamIds, who));
