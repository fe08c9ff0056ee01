import { randomUUID } from 'node:crypto';
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
import { PRUNE_WEBHOOK_LOG_JOB, pruneWebhookLog, scheduleWebhookLogPruning } from '../../server/modules/webhooks/index.js';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../../server/modules/webhooks/webhook.entity.js';
import { WEBHOOK_LIMIT } from '../../shared/webhook-constants.js';
import { createTestDatabase } from '../helpers/database.js';
import { createTeam } from '../helpers/factories.js';
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
    scheduleWebhookLogPruning(jobs, database.orm);
    await jobs.start();
    try {
      const schedules = await database.orm.em.getConnection().execute<{ name: string; cron: string }[]>('select name, cron from pgboss.schedule order by name');
      expect(schedules).toEqual(
        [CLOSE_ENDED_CALLS_JOB, FORGET_OLD_EVENTS_JOB, PRUNE_WEBHOOK_LOG_JOB, ...Object.values(ANALYTICS_JOBS)]
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

  it('keep the webhook delivery log to its last logKeptDays, leaving deliveries still being tried', async () => {
    const em = database.orm.em.fork() as EntityManager;
    const team = await createTeam(em);
    const endpoint = em.create(WebhookEndpoint, { team, url: 'https://203.0.113.9/hook', events: ['sheet.opened'], secret: 'whsec_test' });
    const now = new Date('2026-06-30T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const delivery = (status: 'pending' | 'delivered' | 'failed', createdAt: Date) =>
      em.create(WebhookDelivery, { id: randomUUID(), team, endpoint, eventType: 'sheet.opened', body: '{}', status, createdAt });
    const old = delivery('delivered', daysAgo(WEBHOOK_LIMIT.logKeptDays + 1));
    const oldFailed = delivery('failed', daysAgo(WEBHOOK_LIMIT.logKeptDays + 5));
    const stillTried = delivery('pending', daysAgo(WEBHOOK_LIMIT.logKeptDays + 1));
    const recent = delivery('delivered', daysAgo(WEBHOOK_LIMIT.logKeptDays - 1));
    for (const d of [old, oldFailed, recent]) em.create(WebhookAttempt, { team, delivery: d, at: d.createdAt, statusCode: 200, error: null, durationMs: 5 });
    await em.flush();

    expect(await pruneWebhookLog(em, now)).toBe(2);
    const left = await em.fork().find(WebhookDelivery, { endpoint }, { orderBy: { createdAt: 'asc' } });
    expect(left.map((d) => d.id).sort()).toEqual([stillTried.id, recent.id].sort());
    expect(await em.fork().count(WebhookAttempt, { delivery: { endpoint } })).toBe(1);
    expect(await pruneWebhookLog(em, now)).toBe(0);
  });
});
