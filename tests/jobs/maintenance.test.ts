import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { EventBus } from '../../server/events/bus.js';
import { FORGET_OLD_EVENTS_JOB, scheduleEventForgetting } from '../../server/events/event-forgetting.js';
import { eventTransport } from '../../server/events/transport.js';
import { Jobs } from '../../server/jobs/jobs.js';
import { ANALYTICS_JOBS, scheduleAnalyticsMaintenance } from '../../server/modules/analytics/index.js';
import { CLOSE_ENDED_CALLS_JOB, scheduleCallClosing } from '../../server/modules/creator-calls/index.js';
import { CastingCall } from '../../server/modules/creator-calls/casting-call.entity.js';
import { createTestDatabase } from '../helpers/database.js';
import { createCastingCall } from '../helpers/sheets-factories.js';

let database: { url: string; orm: Orm };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.orm.close());

describe('the maintenance jobs', () => {
  it('are scheduled, a run closes the Creator Calls that have ended, and one forgets old events', async () => {
    const ended = await createCastingCall(database.orm.em.fork() as EntityManager, 'Ended last week', { endDate: '2026-01-01' });
    const jobs = new Jobs(database.url, { pollingIntervalSeconds: 0.5 });
    scheduleCallClosing(jobs, database.orm);
    scheduleAnalyticsMaintenance(jobs, database.orm);
    scheduleEventForgetting(jobs, new EventBus(eventTransport(database.orm.em.fork() as EntityManager, database.url)));
    await jobs.start();
    try {
      const schedules = await database.orm.em.getConnection().execute<{ name: string; cron: string }[]>('select name, cron from pgboss.schedule order by name');
      expect(schedules).toEqual(
        [CLOSE_ENDED_CALLS_JOB, FORGET_OLD_EVENTS_JOB, ...Object.values(ANALYTICS_JOBS)]
          .map(({ name, cron }) => ({ name, cron }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
      const id = await jobs.send(CLOSE_ENDED_CALLS_JOB.name, {});
      await vi.waitFor(async () => expect((await jobs.state(CLOSE_ENDED_CALLS_JOB.name, id!))?.state).toBe('completed'), {
        timeout: 20_000,
        interval: 200,
      });
      expect((await database.orm.em.fork().findOneOrFail(CastingCall, ended.id)).closedAt).not.toBeNull();
      const forgetting = await jobs.send(FORGET_OLD_EVENTS_JOB.name, {});
      await vi.waitFor(async () => expect((await jobs.state(FORGET_OLD_EVENTS_JOB.name, forgetting!))?.state).toBe('completed'), {
        timeout: 20_000,
        interval: 200,
      });
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
