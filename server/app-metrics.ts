import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Orm } from './db/orm.js';
import type { EventBus } from './events/bus.js';
import type { Metrics } from './http/metrics.js';
import type { Jobs } from './jobs/jobs.js';
import type { DirectoryMemory } from './modules/search/index.js';

/** The gauges read when /metrics is scraped: what this instance holds open and has waiting. */
export function watchInstance(metrics: Metrics, parts: { orm: Orm; bus: EventBus; jobs: Jobs; directory: DirectoryMemory; openSockets: () => number }) {
  metrics.gauge('websocket_connections', 'Open WebSocket connections', parts.openSockets);
  metrics.gauge('bus_subscriptions', 'Live streams (subscriptions) listening on the event bus', () => parts.bus.subscriptionCount);
  const byQueue = (pick: (counts: Awaited<ReturnType<Jobs['queueCounts']>>[number]) => number) => async () =>
    Object.fromEntries((await parts.jobs.queueCounts()).map((counts) => [counts.queue, pick(counts)]));
  metrics.gauge(
    'job_queue_depth',
    'Jobs waiting in each pg-boss queue',
    byQueue((c) => c.queued),
    'queue',
  );
  metrics.gauge(
    'job_active',
    'Jobs running in each pg-boss queue',
    byQueue((c) => c.active),
    'queue',
  );
  metrics.gauge(
    'job_failed',
    'Failed jobs kept in each pg-boss queue',
    byQueue((c) => c.failed),
    'queue',
  );
  metrics.gauge(
    'db_pool_connections',
    'Database pool connections: total, idle, and calls waiting for one',
    async () => {
      const pool = await (parts.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    'state',
  );
  metrics.gauge('directory_memory_accounts', 'Directory accounts held in memory for searches', () => parts.directory.held.accounts);
  metrics.gauge('directory_memory_age_seconds', 'Seconds since the directory in memory was last refreshed', () => parts.directory.held.ageSeconds);
}
