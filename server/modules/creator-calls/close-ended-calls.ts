import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../db/orm.js';
import type { Jobs } from '../../jobs/jobs.js';
import { utcDay } from './call-state.js';
import { CastingCall } from './casting-call.entity.js';

/**
 * Closes every open call whose end date has passed (scheduled as a job). One statement, so two
 * instances running it at once close each call once. Returns how many it closed.
 */
export function closeEndedCalls(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeUpdate(CastingCall, { closedAt: null, endDate: { $lt: utcDay(now) } }, { closedAt: now });
}

/** The hourly job (UTC cron) that closes the calls that have ended, run once across all instances. */
export const CLOSE_ENDED_CALLS_JOB = { name: 'close-ended-creator-calls', cron: '5 * * * *' } as const;

export function scheduleCallClosing(jobs: Jobs, orm: Orm) {
  jobs.recurring(CLOSE_ENDED_CALLS_JOB.name, CLOSE_ENDED_CALLS_JOB.cron, async () => {
    await closeEndedCalls(orm.em.fork());
  });
}
