import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_LIMIT } from '../../../shared/webhook-constants.js';
import type { Orm } from '../../db/orm.js';
import { runSql } from '../../db/sql.js';
import type { Jobs } from '../../jobs/jobs.js';
import { deleteDeliveriesBefore } from './webhooks.sql.js';

const DAY_MS = 86_400_000;

/** The daily job (UTC cron) that keeps the delivery log to its last logKeptDays, run once across all server instances. */
export const PRUNE_WEBHOOK_LOG_JOB = { name: 'prune-webhook-log', cron: '40 3 * * *' } as const;

export function scheduleWebhookLogPruning(jobs: Jobs, orm: Orm) {
  jobs.recurring(PRUNE_WEBHOOK_LOG_JOB.name, PRUNE_WEBHOOK_LOG_JOB.cron, async () => {
    await pruneWebhookLog(orm.em.fork() as EntityManager, new Date());
  });
}

/** Drops the deliveries older than logKeptDays at `now` that are no longer being tried; answers how many. */
export async function pruneWebhookLog(em: EntityManager, now: Date): Promise<number> {
  const [row] = await runSql<{ n: number }>(em, deleteDeliveriesBefore(new Date(now.getTime() - WEBHOOK_LIMIT.logKeptDays * DAY_MS)));
  return row!.n;
}
