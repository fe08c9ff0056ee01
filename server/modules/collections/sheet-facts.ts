import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMIT } from '../../../shared/limits.js';
import { runSql } from '../../db/sql.js';
import { countCreators } from '../sheets/index.js';
import { firstPortraits } from './collections.sql.js';

export interface SheetFacts {
  creatorCount: number;
  /** Up to 3 portraits of the sheet's first creators: the team's custom picture, else the directory's. */
  portraits: string[];
}

/** Creator counts and first portraits of several sheets of one team, in two queries. */
export async function loadSheetFacts(em: EntityManager, teamId: string, sheetIds: string[]): Promise<Map<string, SheetFacts>> {
  const facts = new Map<string, SheetFacts>(sheetIds.map((id) => [id, { creatorCount: 0, portraits: [] }]));
  if (sheetIds.length === 0) return facts;
  for (const [sheetId, count] of await countCreators(em, sheetIds)) facts.get(sheetId)!.creatorCount = count;
  const portraits = await runSql<{ sheet_id: string; url: string }>(em, firstPortraits(teamId, sheetIds, LIMIT.collectionCardPortraits));
  for (const row of portraits) facts.get(row.sheet_id)!.portraits.push(row.url);
  return facts;
}
