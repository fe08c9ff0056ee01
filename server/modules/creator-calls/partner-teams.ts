import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { partnerTeams } from './creator-calls.sql.js';

/**
 * The teams a team has worked with through Creator Calls: the brands whose calls it answered
 * (a submitted response), and, for a brand, the agencies that answered its calls.
 */
export async function partnerTeamIds(em: EntityManager, teamId: string): Promise<string[]> {
  const rows = await runSql<{ id: string }>(em, partnerTeams(teamId));
  return rows.map((row) => row.id).filter((id) => id !== teamId);
}
