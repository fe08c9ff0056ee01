import type { Orm } from '../../db/orm.js';
import { runSql } from '../../db/sql.js';
import { sheetStamp } from './public.sql.js';

/** The live sheet's team and content stamp, or null when there is no live sheet with this id. */
export async function readSheetStamp(orm: Orm, sheetId: string): Promise<{ teamId: string; stamp: string } | null> {
  const rows = await runSql<{ team_id: string; stamp: string }>(orm.em, sheetStamp(sheetId));
  const row = rows[0];
  return row ? { teamId: row.team_id, stamp: row.stamp } : null;
}
