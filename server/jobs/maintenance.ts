import type { Orm } from '../db/orm.js';
import { advanceWindows, pruneRawEvents } from '../modules/analytics/index.js';
import { closeEndedCalls } from '../modules/creator-calls/index.js';
import type { Jobs } from './jobs.js';

/** The recurring housekeeping jobs (UTC cron), each run once across all server instances. */
export const MAINTENANCE_JOBS = {
  closeEndedCalls: { name: 'close-ended-creator-calls', cron: '5 * * * *' },
  pruneAnalytics: { name: 'prune-analytics-raw-events', cron: '30 3 * * *' },
  // Every few minutes: the 7- and 30-day windows move to a new day soon after midnight (a no-op after).
  advanceAnalyticsWindows: { name: 'advance-analytics-windows', cron: '*/5 * * * *' },
} as const;

export function scheduleMaintenance(jobs: Jobs, orm: Orm) {
  jobs.recurring(MAINTENANCE_JOBS.closeEndedCalls.name, MAINTENANCE_JOBS.closeEndedCalls.cron, async () => {
    await closeEndedCalls(orm.em.fork());
  });
  jobs.recurring(MAINTENANCE_JOBS.pruneAnalytics.name, MAINTENANCE_JOBS.pruneAnalytics.cron, async () => {
    await pruneRawEvents(orm.em.fork(), new Date());
  });
  jobs.recurring(MAINTENANCE_JOBS.advanceAnalyticsWindows.name, MAINTENANCE_JOBS.advanceAnalyticsWindows.cron, async () => {
    await advanceWindows(orm.em.fork(), new Date().toISOString().slice(0, 10));
  });
}
