import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { Jobs } from '../../server/jobs/jobs.js';
import { createTestDatabase } from '../helpers/database.js';

let database: { url: string; orm: Orm };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.orm.close());

describe('jobs (pg-boss on the app database)', () => {
  it('runs a job sent by a module, retrying it after a failure', async () => {
    const jobs = new Jobs(database.url, { pollingIntervalSeconds: 0.5 });
    const attempts: string[] = [];
    jobs.define<{ word: string }>(
      'test.flaky',
      async ({ word }) => {
        attempts.push(word);
        if (attempts.length === 1) throw new Error('first attempt fails');
      },
      { retryLimit: 3, retryDelaySeconds: 1 },
    );
    await jobs.start();
    try {
      const id = await jobs.send('test.flaky', { word: 'hello' });
      await vi.waitFor(async () => expect((await jobs.state('test.flaky', id!))?.state).toBe('completed'), { timeout: 20_000, interval: 200 });
      expect(attempts).toEqual(['hello', 'hello']);
    } finally {
      await jobs.stop();
    }
  }, 30_000);

  it('registers a recurring job with its schedule, once across instances', async () => {
    const first = new Jobs(database.url);
    const second = new Jobs(database.url);
    first.recurring('test.recurring', '*/5 * * * *', async () => {});
    second.recurring('test.recurring', '*/5 * * * *', async () => {});
    await first.start();
    await second.start();
    try {
      const rows = await database.orm.em.getConnection().execute("select name, cron from pgboss.schedule where name = 'test.recurring'");
      expect(rows).toEqual([{ name: 'test.recurring', cron: '*/5 * * * *' }]);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('lets a running job finish on a graceful stop', async () => {
    const jobs = new Jobs(database.url, { pollingIntervalSeconds: 0.5 });
    let finished = false;
    let started!: () => void;
    let release!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    jobs.define('test.slow', async () => {
      started();
      await released;
      finished = true;
    });
    await jobs.start();
    await jobs.send('test.slow', {});
    await running;
    // The stop is asked while the job runs, and ends only after it.
    const stopped = jobs.stop().then(() => finished);
    release();
    expect(await stopped).toBe(true);
  }, 20_000);

  it('refuses a job that is not defined, and a name defined twice', async () => {
    const jobs = new Jobs(database.url);
    await expect(jobs.send('test.unknown', {})).rejects.toThrow(/not defined/);
    jobs.define('test.once', async () => {});
    expect(() => jobs.define('test.once', async () => {})).toThrow(/twice/);
  });
});
