import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { logger } from '../logger.js';
import type { AppEvent, EventMap, EventTransport, EventType, HeardEvents } from './bus.js';
import { EventLog } from './event-log.entity.js';
import { EVENTS_CHANNEL, EventStore, type Publish } from './event-store.js';

const toEvent = (row: { id: number; scope: string; type: string; payload: unknown }) =>
  ({ id: row.id, scope: row.scope, type: row.type, payload: row.payload }) as AppEvent;

/** What one publish tells the other instances: its events' ids and scopes, and the payload when it fits. */
interface Notice {
  /** The publishing instance's clock when it wrote the events (ms). */
  sent_at: number;
  type: EventType;
  events: [string, string][];
  payload: EventMap[EventType] | null;
}

/** A listener back after a lost connection reads what it missed this many rows at a time. */
const CATCH_UP_PAGE = 1000;

/**
 * Events over PostgreSQL, the default: stored in `event_log` (replay by id) and announced with
 * NOTIFY, heard on a LISTEN connection of its own. Writes commit in id order (event-store.ts) and
 * PostgreSQL delivers notifications in commit order, so every instance hears every event, its own
 * too, in id order, and a subscriber's last id is a sound place to resume from. A listener that
 * lost its connection reads, once back, what was written meanwhile before going on.
 */
export class PgTransport implements EventTransport {
  private readonly events: EventStore;
  private listenClient?: pg.Client;
  private stopped = false;
  private reconnecting = false;
  private deliveries: Promise<void> = Promise.resolve();
  private heard: HeardEvents = () => {};
  /** The last id heard here, and the publishes waiting for theirs (by their last id). */
  private heardUpTo = 0;
  private listened = false;
  private readonly waiting = new Map<number, () => void>();

  constructor(
    private readonly em: EntityManager,
    private readonly databaseUrl: string,
  ) {
    this.events = new EventStore(em);
  }

  async start(heard: HeardEvents) {
    this.heard = heard;
    this.stopped = false;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.onNotification(message.payload));
    client.on('error', (error) => {
      logger.warn({ err: error }, 'event listener connection lost; reconnecting');
      this.listenClient = undefined;
      this.releaseWaiting();
      this.reconnect();
    });
    // The first time, from what is written next; back after a lost connection, first what was written meanwhile.
    const back = this.listened;
    if (!back) this.heardUpTo = await this.lastWrittenId();
    const listening = client.connect().then(() => client.query(`listen ${EVENTS_CHANNEL}`));
    if (back)
      this.enqueue(() =>
        listening.then(
          () => this.catchUp(),
          () => {},
        ),
      );
    try {
      await listening;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.listenClient = client;
    this.listened = true;
    return this.heardUpTo;
  }

  private async lastWrittenId() {
    const [row] = await this.em.getConnection().execute<{ id: string | null }[]>('select max(id) as id from event_log');
    return Number(row?.id ?? 0);
  }

  /** Deliveries happen one after another, in the order enqueued. */
  private enqueue(delivery: () => Promise<void>) {
    this.deliveries = this.deliveries.then(delivery).catch((error: unknown) => logger.warn({ err: error }, 'could not deliver events'));
  }

  /** The events written while the listener was away, in id order. */
  private async catchUp() {
    for (;;) {
      const rows = await this.em.fork().find(EventLog, { id: { $gt: this.heardUpTo } }, { orderBy: { id: 'asc' }, limit: CATCH_UP_PAGE });
      if (!rows.length) return;
      this.heard(rows.map(toEvent), Date.now());
      this.heardThrough(rows.at(-1)!.id);
    }
  }

  /** Tries again every half second until the database takes the listener back (or the bus stops). */
  private reconnect() {
    if (this.stopped || this.reconnecting) return;
    this.reconnecting = true;
    setTimeout(() => {
      this.reconnecting = false;
      this.start(this.heard).catch(() => this.reconnect());
    }, 500).unref();
  }

  async stop() {
    this.stopped = true;
    await this.listenClient?.end().catch(() => {});
    this.listenClient = undefined;
    this.releaseWaiting();
  }

  /** Resolves once the events have been heard here; at once while the listener is away (they are delivered when it is back). */
  async store(publish: Publish) {
    const stored = await this.events.store(publish);
    const last = Math.max(0, ...stored.map((event) => event.id));
    if (this.listenClient && last > this.heardUpTo) await new Promise<void>((resolve) => this.waiting.set(last, resolve));
    return stored;
  }

  /** Nothing more will be heard on the lost connection: the publishes waiting for it go on. */
  private releaseWaiting() {
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
  }

  async replay(scope: string, afterId: number, limit: number) {
    const rows = await this.em.fork().find(EventLog, { scope, id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit });
    return rows.map(toEvent);
  }

  forgetBefore(before: Date) {
    return this.events.forgetBefore(before);
  }

  private onNotification(raw: string | undefined) {
    if (!raw) return;
    const note = JSON.parse(raw) as Notice;
    // In the order they were announced, even when one of them has to be read from the log first;
    // what a catch-up after a lost connection delivered already is not delivered again.
    this.enqueue(async () => {
      const last = Math.max(...note.events.map(([id]) => Number(id)));
      if (last <= this.heardUpTo) return;
      try {
        this.heard(
          (await this.eventsOf(note)).filter((event) => event.id > this.heardUpTo),
          note.sent_at,
        );
      } finally {
        this.heardThrough(last);
      }
    });
  }

  private heardThrough(id: number) {
    this.heardUpTo = Math.max(this.heardUpTo, id);
    for (const [last, resolve] of this.waiting) {
      if (last > this.heardUpTo) continue;
      resolve();
      this.waiting.delete(last);
    }
  }

  private async eventsOf({ type, events, payload }: Notice): Promise<AppEvent[]> {
    if (payload !== null) return events.map(([id, scope]) => ({ id: Number(id), scope, type, payload }) as AppEvent);
    const rows = await this.em.fork().find(EventLog, { id: { $in: events.map(([id]) => Number(id)) } }, { orderBy: { id: 'asc' } });
    return rows.map(toEvent);
  }
}
