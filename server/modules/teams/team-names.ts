import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { Team } from './team.entity.js';
import { teamNameRows } from './teams.sql.js';

/** The names of the teams `teamIds`, by id. */
export async function teamNames(em: EntityManager, teamIds: string[]) {
  const rows = await runSql<{ id: string; name: string }>(em, teamNameRows(teamIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The team `teamId`, or null. */
export const findTeam = (em: EntityManager, teamId: string) => em.findOne(Team, teamId);
