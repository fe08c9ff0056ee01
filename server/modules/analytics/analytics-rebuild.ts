import type pg from 'pg';
import { REBUILD_FILL, REBUILD_SOURCE, ROLLUP_TABLES } from './rollups.sql.js';

/**
 * Recounts the rollups of these teams from their raw events, for rows written in bulk around the
 * ingest (the demo seeder, the bench), inside the caller's transaction. Only right while the teams'
 * raw events are all still there (before any pruning).
 */
export async function rebuildTeamRollups(client: pg.ClientBase, teamIds: string[]) {
  for (const table of ROLLUP_TABLES) await client.query(`delete from ${table} where team_id = any($1)`, [teamIds]);
  await client.query(REBUILD_SOURCE, [teamIds]);
  for (const fill of REBUILD_FILL) await client.query(fill);
  await client.query('drop table rollup_source');
}
