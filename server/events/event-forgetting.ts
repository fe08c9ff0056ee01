import type { Jobs } from '../jobs/jobs.js';
import type { EventBus } from './bus.js';

/** How long events are kept for replay, over either transport: a tab away longer loads everything again. */
export const EVENTS_KEPT_MS = 7 * 24 * 3600 * 1000;

/** Hourly, once across all instances: events older than EVENTS_KEPT_MS leave PostgreSQL's `event_log`. */
export const FORGET_OLD_EVENTS_JOB = { name: 'forget-old-events', cron: '45 * * * *' } as const;

export function scheduleEventForgetting(jobs: Jobs, bus: EventBus) {
  jobs.recurring(FORGET_OLD_EVENTS_JOB.name, FORGET_OLD_EVENTS_JOB.cron, async () => {
    await bus.forgetBefore(new Date(Date.now() - EVENTS_KEPT_MS));
  });
}
