import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { logger } from '../logger.js';
import type { AppEvent, EventMap, EventTransport, EventType, HeardEvents } from './bus.js';
import { EventLog } from './event-log.entity.js';
import { EVENTS_CHANNEL, EventStore, type Publish } from './event-store.js';

const toEvent = (row: { id: number; scope: string; type: string; payload: unknown }) => ({ id: row.id, scope: row.scope, type: row.type, payload: row.payload }) as AppEvent;

/** What one publish tells the other instances: its events' ids and scopes, and the payload when it fits. */
interface Notice {
  /** The publishing instance's clock when it wrote the events (ms). */
  sent_at: number;
  type: EventType;
  events: [string, string][];
  payload: EventMap[EventType] | null;
}

/**
 * Events over PostgreSQL, the default: stored in `event_log` (replay by id) and announced with
 * NOTIFY, heard on a LISTEN connection of its own. Writes commit in id order (event-store.ts) and
 * PostgreSQL delivers notifications in commit order, so every instance hears every event, its own
 * too, in id order, and a subscriber's last id is a sound place to resume from. A publish resolves
 * once its events have been heard here; while the listener is down this instance delivers its own
 * events at once (and hears nobody else's until it is back).
 */
export class PgTransport implements EventTransport {
  readonly deliversAllInOrder = true;
  private readonly events: EventStore;
  private listenClient?: pg.Client;
  private stopped = false;
  private reconnecting = false;
  private deliveries: Promise<void> = Promise.resolve();
  private heard: HeardEvents = () => {};
  /** The last id heard here, and the publishes waiting for theirs (by their last id). */
  private heardUpTo = 0;
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
    try {
      await client.connect();
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.listenClient = client;
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

  async store(publish: Publish) {
    const stored = await this.events.store(publish);
    const last = Math.max(0, ...stored.map((event) => event.id));
    if (!this.listenClient) this.heard(stored.map(({ id, scope }) => ({ id, scope, type: publish.type, payload: publish.payload }) as AppEvent), Date.now());
    else if (last > this.heardUpTo) await new Promise<void>((resolve) => this.waiting.set(last, resolve));
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

  private onNotification(raw: string | undefined) {
    if (!raw) return;
    const note = JSON.parse(raw) as Notice;
    // In the order they were announced, even when one of them has to be read from the log first.
    this.deliveries = this.deliveries
      .then(() => this.eventsOf(note))
      .then((events) => this.heard(events, note.sent_at))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not read an announced event'))
      .finally(() => this.heardThrough(Math.max(...note.events.map(([id]) => Number(id)))));
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
