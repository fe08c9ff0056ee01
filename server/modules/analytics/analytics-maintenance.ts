import type { Orm } from '../../db/orm.js';
import type { Jobs } from '../../jobs/jobs.js';
import { pruneRawEvents } from './analytics-prune.js';
import { advanceWindows } from './analytics-windows.js';

/** The analytics' recurring housekeeping (UTC cron), each run once across all server instances. */
export const ANALYTICS_JOBS = {
  pruneAnalytics: { name: 'prune-analytics-raw-events', cron: '30 3 * * *' },
  // Every few minutes: the 7- and 30-day windows move to a new day soon after midnight (a no-op after).
  advanceAnalyticsWindows: { name: 'advance-analytics-windows', cron: '*/5 * * * *' },
} as const;

export function scheduleAnalyticsMaintenance(jobs: Jobs, orm: Orm) {
  jobs.recurring(ANALYTICS_JOBS.pruneAnalytics.name, ANALYTICS_JOBS.pruneAnalytics.cron, async () => {
    await pruneRawEvents(orm.em.fork(), new Date());
  });
  jobs.recurring(ANALYTICS_JOBS.advanceAnalyticsWindows.name, ANALYTICS_JOBS.advanceAnalyticsWindows.cron, async () => {
    await advanceWindows(orm.em.fork(), new Date().toISOString().slice(0, 10));
  });
}
