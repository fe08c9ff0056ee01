/** The analytics module's public face. */
export { analyticsRouter } from './analytics.router.js';
export { AnalyticsCache } from './analytics-cache.js';
export { ANALYTICS_JOBS, scheduleAnalyticsMaintenance } from './analytics-maintenance.js';
export { pruneRawEvents } from './analytics-prune.js';
export { rebuildTeamRollups } from './analytics-rebuild.js';
export { addToRollups, recordWithRollups, type RollupEvent } from './analytics-rollups.js';
export { RollupWriter } from './rollup-writer.js';
export { advanceWindows } from './analytics-windows.js';
import type { AnalyticsCache } from './analytics-cache.js';
import type { RollupWriter } from './rollup-writer.js';

declare module '../../trpc/domain.js' {
  interface DomainServices {
    /** Analytics answers per team and combination, dropped when the team's events arrive. */
    analytics: AnalyticsCache;
    /** The analytics ingest's group commit. */
    rollupWriter: RollupWriter;
  }
}
