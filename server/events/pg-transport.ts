import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { logger } from '../logger.js';
import type { AppEvent, EventMap, EventTransport, EventType, HeardEvents } from './bus.js';
import { EventLog } from './event-log.entity.js';
import { EVENTS_CHANNEL, EventStore, type Publish } from './event-store.js';

const toEvent = (row: { id: number; scope: string; type: string; payload: unknown }) => ({ id: row.id, scope: row.scope, type: row.type, payload: row.payload }) as AppEvent;

/** What one publish tells the other instances: its events' ids and scopes, and the payload when it fits. */
interface Notice {
  origin: string;
  /** The publishing instance's clock when it wrote the events (ms). */
  sent_at: number;
  type: EventType;
  events: [string, string][];
  payload: EventMap[EventType] | null;
}

/**
 * Events over PostgreSQL, the default: stored in `event_log` (replay by id) and announced to the
 * other instances with NOTIFY, heard on a LISTEN connection of its own.
 */
export class PgTransport implements EventTransport {
  /** The bus delivers this instance's events at once, as they are stored. */
  readonly deliversAllInOrder = false;
  private readonly instance = randomUUID();
  private readonly events: EventStore;
  private listenClient?: pg.Client;
  private stopped = false;
  private reconnecting = false;
  private remoteDeliveries: Promise<void> = Promise.resolve();
  private heard: HeardEvents = () => {};

  constructor(
    private readonly em: EntityManager,
    private readonly databaseUrl: string,
  ) {
    this.events = new EventStore(em, this.instance);
  }

  async start(heard: HeardEvents) {
    this.heard = heard;
    this.stopped = false;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => this.onNotification(message.payload));
    client.on('error', (error) => {
      logger.warn({ err: error }, 'event listener connection lost; reconnecting');
      this.listenClient = undefined;
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
  }

  store(publish: Publish) {
    return this.events.store(publish);
  }

  async replay(scope: string, afterId: number, limit: number) {
    const rows = await this.em.fork().find(EventLog, { scope, id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit });
    return rows.map(toEvent);
  }

  private onNotification(raw: string | undefined) {
    if (!raw) return;
    const note = JSON.parse(raw) as Notice;
    if (note.origin === this.instance) return;
    // In the order they were announced, even when one of them has to be read from the log first.
    this.remoteDeliveries = this.remoteDeliveries
      .then(() => this.eventsOf(note))
      .then((events) => this.heard(events, note.sent_at))
      .catch((error: unknown) => logger.warn({ err: error }, 'could not read an announced event'));
  }

  private async eventsOf({ type, events, payload }: Notice): Promise<AppEvent[]> {
    if (payload !== null) return events.map(([id, scope]) => ({ id: Number(id), scope, type, payload }) as AppEvent);
    const rows = await this.em.fork().find(EventLog, { id: { $in: events.map(([id]) => Number(id)) } }, { orderBy: { id: 'asc' } });
    return rows.map(toEvent);
  }
}
