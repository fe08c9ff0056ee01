import type { EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '../../db/sql.js';
import { moveWindow, windowsBehind } from './rollups.sql.js';

/*
 * Rolling 7- and 30-day rollups (analytics-window.entity.ts): the ingest adds the events of the
 * days inside a window (WINDOW_ROLLUP_SQL, rollups.sql.ts); `advanceWindows` moves a window to a
 * later day under a lock the ingest waits for, so an event is counted by one of the two.
 */

/**
 * Moves every window to `today` (a UTC date, YYYY-MM-DD) in one transaction; a window already
 * there is left alone. Meant for a recurring job: until it runs after midnight, reads sum the days.
 */
export async function advanceWindows(em: EntityManager, today: string) {
  // Looked at without the lock first: the runs after the day's move take nothing the ingest waits for.
  if ((await runSql(em, windowsBehind(today, false))).length === 0) return;
  await em.transactional(async (tx) => {
    const states = await runSql<{ days: number; as_of: string }>(tx, windowsBehind(today, true));
    for (const state of states) for (const statement of moveWindow(state.days, state.as_of, today)) await runSql(tx, statement);
  });
}
