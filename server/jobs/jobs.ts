import { PgBoss, type Job } from 'pg-boss';
import { logger } from '../logger.js';

/** Retries of a job that throws: how many, and the first pause (doubling after each failure). */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** The longest pause between retries (no limit when unset). */
  retryDelayMaxSeconds?: number;
}

const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 5 };

type Handler<T> = (data: T) => Promise<void>;
interface Definition {
  name: string;
  handler: Handler<never>;
  retry: RetryPolicy;
  /** A cron expression (UTC) for recurring jobs. */
  cron?: string;
}

/**
 * Background jobs: pg-boss in its own schema of the application's PostgreSQL. Modules define
 * their jobs (`define`, `recurring`) while the app is built; `start` creates the queues and
 * workers, `stop` waits for running jobs. Each app builds its own Jobs, never a module singleton.
 */
export class Jobs {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, Definition>();
  private started = false;

  constructor(databaseUrl: string, options: { schema?: string; pollingIntervalSeconds?: number } = {}) {
    this.boss = new PgBoss({ connectionString: databaseUrl, schema: options.schema ?? 'pgboss', max: 4, useListenNotify: true });
    this.pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    this.boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  }

  private readonly pollingIntervalSeconds: number;

  /** A job other code sends with `send(name, data)`; a handler that throws is retried with backoff. */
  define<T extends object>(name: string, handler: Handler<T>, retry: Partial<RetryPolicy> = {}) {
    this.add({ name, handler: handler as Handler<never>, retry: { ...DEFAULT_RETRY, ...retry } });
  }

  /** A job run on a schedule (cron, UTC), once per schedule across every server instance. */
  recurring(name: string, cron: string, handler: () => Promise<void>, retry: Partial<RetryPolicy> = {}) {
    this.add({ name, handler: handler as Handler<never>, retry: { ...DEFAULT_RETRY, ...retry }, cron });
  }

  private add(definition: Definition) {
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition);
    if (this.started) void this.install(definition);
  }

  /** Queues a defined job; answers its id. */
  async send<T extends object>(name: string, data: T, options: { singletonKey?: string } = {}) {
    if (!this.definitions.has(name)) throw new Error(`Job ${name} is not defined`);
    return this.boss.send(name, data, options);
  }

  async start() {
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) await this.install(definition);
  }

  private async install({ name, handler, retry, cron }: Definition) {
    await this.boss.createQueue(name, {
      retryLimit: retry.retryLimit,
      retryDelay: retry.retryDelaySeconds,
      retryBackoff: true,
      ...(retry.retryDelayMaxSeconds ? { retryDelayMax: retry.retryDelayMaxSeconds } : {}),
      notify: true,
    });
    // NOTIFY wakes workers for new jobs only; retries are found by polling, so both intervals are the same.
    const polling = { pollingIntervalSeconds: this.pollingIntervalSeconds, notifyPollingIntervalSeconds: this.pollingIntervalSeconds };
    await this.boss.work<never>(name, polling, async (jobs: Job<never>[]) => {
      for (const job of jobs) {
        try {
          await handler(job.data);
        } catch (error) {
          logger.warn({ err: error, job: name, id: job.id }, 'job failed; it will be retried');
          throw error;
        }
      }
    });
    if (cron) await this.boss.schedule(name, cron, null, { tz: 'UTC' });
  }

  /** The state of one job (for tests and diagnostics). */
  /** Per queue: jobs waiting, running and failed (kept by the retention policy), as pg-boss last counted them. */
  async queueCounts() {
    const queues = await this.boss.getQueues();
    return queues.map((q) => ({ queue: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
  }

  async state(name: string, id: string) {
    const [job] = await this.boss.findJobs(name, { id });
    return job ? { state: job.state, retryCount: job.retryCount } : null;
  }

  /** Waits for running jobs to finish (up to `timeoutMs`), then closes the connections. */
  async stop(timeoutMs = 10_000) {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }
}
