import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_LIMIT } from '../../shared/service-texts.js';
import { logger } from '../logger.js';
import { databaseAnswers } from './health.js';

/**
 * Watches the database (a trivial query every second, bounded by a short wait) so that, while it is
 * stalled or gone, calls are answered 503 at once instead of waiting on it, and the app takes
 * calls again within a second of its return. One per app instance.
 */
export class DatabaseHealth {
  private up = true;
  private timer?: NodeJS.Timeout;

  constructor(private readonly em: EntityManager) {}

  get available() {
    return this.up;
  }

  start() {
    const check = async () => {
      const answers = await databaseAnswers(this.em.fork(), SERVICE_LIMIT.databasePingMs);
      if (answers !== this.up) logger.warn(answers ? 'the database answers again' : 'the database does not answer');
      this.up = answers;
      if (this.timer !== undefined) this.timer = setTimeout(() => void check(), SERVICE_LIMIT.databaseCheckMs).unref();
    };
    this.timer = setTimeout(() => void check(), SERVICE_LIMIT.databaseCheckMs).unref();
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
