import type { EntityManager } from '@mikro-orm/postgresql';
import { ANALYTICS_LIMIT } from '../../../shared/analytics.js';
import { runSql } from '../../db/sql.js';
import { pruneRawEventsBatch } from './rollups.sql.js';

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
    const [row] = await runSql<{ n: number }>(em, pruneRawEventsBatch(cutoff, BATCH));
    deleted += row!.n;
    if (row!.n < BATCH) return deleted;
  }
}
