import type { EntityManager } from '@mikro-orm/postgresql';
import { ANALYTICS_LIMIT } from '../../../shared/analytics.js';

const BATCH = 10_000;

/**
 * Deletes raw events older than the retention (ANALYTICS_LIMIT.rawEventRetentionDays), in batches
 * so no statement holds locks for long. Every total is read from the rollups, which the ingest
 * kept up to date when each event arrived, so pruning changes none. Returns how many were deleted.
 * Meant for a daily scheduled job.
 */
export async function pruneRawEvents(em: EntityManager, now: Date = new Date()) {
  const cutoff = new Date(now.getTime() - ANALYTICS_LIMIT.rawEventRetentionDays * 24 * 3600 * 1000);
  let deleted = 0;
  for (;;) {
    const rows = await em.getConnection().execute<{ n: number }[]>(
      `with gone as (delete from analytics_event where id in (select id from analytics_event where created_at < ? limit ?) returning 1)
       select count(*)::int as n from gone`,
      [cutoff, BATCH],
    );
    deleted += rows[0].n;
    if (rows[0].n < BATCH) return deleted;
  }
}
