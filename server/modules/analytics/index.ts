/** The analytics module's public face. */
export { AnalyticsCache } from './analytics-cache.js';
export { pruneRawEvents } from './analytics-prune.js';
export { rebuildTeamRollups } from './analytics-rebuild.js';
export { addToRollups, recordWithRollups, type RollupEvent } from './analytics-rollups.js';
export { RollupWriter } from './rollup-writer.js';
export { advanceWindows } from './analytics-windows.js';
