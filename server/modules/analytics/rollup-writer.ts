import type { EntityManager } from '@mikro-orm/postgresql';
import { recordWithRollups, type RollupEvent } from './analytics-rollups.js';

type Waiting = { event: RollupEvent; done: () => void; failed: (error: unknown) => void };

/**
 * Group commit for the ingest, one per app: events that arrive while a statement is running wait
 * and go together in the next one, and each caller returns once its own event is stored. One
 * event alone costs one statement as before; under load one statement carries many (the rollup
 * rows of a busy sheet are then updated once per statement, not once per event).
 */
export class RollupWriter {
  private queue: Waiting[] = [];
  private writing = false;

  constructor(private readonly em: EntityManager) {}

  record(event: RollupEvent): Promise<void> {
    return new Promise((done, failed) => {
      this.queue.push({ event, done, failed });
      if (!this.writing) void this.drain();
    });
  }

  private async drain() {
    this.writing = true;
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await recordWithRollups(
          this.em.fork(),
          batch.map((w) => w.event),
        );
        batch.forEach((w) => w.done());
      } catch (error) {
        batch.forEach((w) => w.failed(error));
      }
    }
    this.writing = false;
  }
}
