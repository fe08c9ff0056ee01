import type { Orm } from '../db/orm.js';
import { pruneRawEvents } from '../modules/analytics/index.js';
import { closeEndedCalls } from '../modules/creator-calls/index.js';
import type { Jobs } from './jobs.js';

/** The recurring housekeeping jobs (UTC cron), each run once across all server instances. */
export const MAINTENANCE_JOBS = {
  closeEndedCalls: { name: 'close-ended-creator-calls', cron: '5 * * * *' },
  pruneAnalytics: { name: 'prune-analytics-raw-events', cron: '30 3 * * *' },
} as const;

export function scheduleMaintenance(jobs: Jobs, orm: Orm) {
  jobs.recurring(MAINTENANCE_JOBS.closeEndedCalls.name, MAINTENANCE_JOBS.closeEndedCalls.cron, async () => {
    await closeEndedCalls(orm.em.fork());
  });
  jobs.recurring(MAINTENANCE_JOBS.pruneAnalytics.name, MAINTENANCE_JOBS.pruneAnalytics.cron, async () => {
    await pruneRawEvents(orm.em.fork(), new Date());
  });
}
