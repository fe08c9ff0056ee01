import pg from 'pg';
import { SERVICE_LIMIT } from '../../shared/service-texts.js';
import { logger } from '../logger.js';

/**
 * Watches the database (a trivial query every second, bounded by a short wait) so that, while it is
 * stalled or gone, calls are answered 503 at once instead of waiting on it, and the app takes
 * calls again within a fifth of a second of its return. One per app instance.
 *
 * The ping has a connection of its own, outside the app's pool: a pool busy with a burst of calls
 * would make it wait its turn, and a busy database would pass for a dead one (503s for everyone).
 */
export class DatabaseHealth {
  private up = true;
  private timer?: NodeJS.Timeout;
  private client: pg.Client | null = null;

  constructor(private readonly databaseUrl: string) {}

  get available() {
    return this.up;
  }

  start() {
    const check = async () => {
      const answers = await this.ping();
      if (answers !== this.up) logger.warn(answers ? 'the database answers again' : 'the database does not answer');
      this.up = answers;
      const next = answers ? SERVICE_LIMIT.databaseCheckMs : SERVICE_LIMIT.databaseRecheckMs;
      if (this.timer !== undefined) this.timer = setTimeout(() => void check(), next).unref();
    };
    this.timer = setTimeout(() => void check(), SERVICE_LIMIT.databaseCheckMs).unref();
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.drop();
  }

  private async ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('ping timed out')), SERVICE_LIMIT.databasePingMs)));
    try {
      await Promise.race([this.query(), timeout]);
      return true;
    } catch {
      this.drop();
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private async query() {
    if (!this.client) {
      const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: SERVICE_LIMIT.databasePingMs });
      client.on('error', () => this.client === client && this.drop());
      this.client = client;
      await client.connect();
    }
    await this.client.query('select 1');
  }

  /** Forgets the ping's connection (a stalled or broken one); the next check opens a new one. */
  private drop() {
    const client = this.client;
    this.client = null;
    client?.end().catch(() => {});
  }
}
