import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { lockTeam, refundTeamCredit, spendTeamCredit, teamCredits } from './teams.sql.js';

/** The team's credits left (Add Talent spends one per creator asked for). */
export async function creditsOf(em: EntityManager, teamId: string): Promise<number> {
  const [row] = await runSql<{ credits: number }>(em, teamCredits(teamId));
  return row?.credits ?? 0;
}

/** Locks the team's credits until `em`'s transaction ends, so its spenders take turns. */
export async function lockCredits(em: EntityManager, teamId: string) {
  await runSql(em, lockTeam(teamId));
}

/** Spends one credit: the credits left, or null when there was none to spend. */
export async function spendCredit(em: EntityManager, teamId: string): Promise<number | null> {
  const [spent] = await runSql<{ credits: number }>(em, spendTeamCredit(teamId));
  return spent?.credits ?? null;
}

export async function refundCredit(em: EntityManager, teamId: string) {
  await runSql(em, refundTeamCredit(teamId));
}
