import pg from 'pg';
import { SERVICE_LIMIT } from '../../shared/service-texts.js';
import { logger } from '../logger.js';

/** A ping answered, took longer than its wait, or failed outright (refused, reset). */
type PingOutcome = 'answered' | 'slow' | 'failed';

/**
 * Watches the database (a trivial query every second, bounded by a short wait) so that, while it is
 * stalled or gone, calls are answered 503 at once instead of waiting on it, and the app takes
 * calls again within a fifth of a second of its return. One per app instance.
 *
 * The ping has a connection of its own, outside the app's pool: a pool busy with a burst of calls
 * would make it wait its turn, and a busy database would pass for a dead one (503s for everyone).
 * For the same reason one slow ping is only a suspicion, looked at again a fifth of a second later:
 * calls are refused when that second ping is no better, or at once when a ping fails outright.
 */
export class DatabaseHealth {
  private up = true;
  /** The last ping was slow while the database was up: the next one decides. */
  private suspect = false;
  private timer?: NodeJS.Timeout;
  private client: pg.Client | null = null;

  constructor(
    private readonly databaseUrl: string,
    /** Told each time calls start or stop being refused. */
    private readonly onChange: (available: boolean) => void = () => {},
  ) {}

  get available() {
    return this.up;
  }

  start() {
    const check = async () => {
      const outcome = await this.ping();
      const answers = outcome === 'answered' || (outcome === 'slow' && this.up && !this.suspect);
      this.suspect = answers && outcome === 'slow';
      const changed = answers !== this.up;
      if (changed) logger.warn(answers ? 'the database answers again' : 'the database does not answer');
      this.up = answers;
      if (changed) this.onChange(answers);
      const next = answers && !this.suspect ? SERVICE_LIMIT.databaseCheckMs : SERVICE_LIMIT.databaseRecheckMs;
      if (this.timer !== undefined) this.timer = setTimeout(() => void check(), next).unref();
    };
    this.timer = setTimeout(() => void check(), SERVICE_LIMIT.databaseCheckMs).unref();
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.drop();
  }

  private async ping(): Promise<PingOutcome> {
    let timer: NodeJS.Timeout | undefined;
    // The wait ends only after this turn's input is read (setImmediate): an answer that came while
    // this thread was busy is taken, not beaten by a timer that was due meanwhile.
    const timeout = new Promise<'slow'>((resolve) => (timer = setTimeout(() => setImmediate(() => resolve('slow')), SERVICE_LIMIT.databasePingMs)));
    try {
      const outcome = await Promise.race([this.query().then(() => 'answered' as const), timeout]);
      if (outcome === 'slow') this.drop();
      return outcome;
    } catch {
      this.drop();
      return 'failed';
    } finally {
      clearTimeout(timer);
    }
  }

  private async query() {
    if (!this.client) {
      // Longer than the ping's wait, so a slow connection counts as a slow ping, not a failed one.
      const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 2 * SERVICE_LIMIT.databasePingMs });
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
