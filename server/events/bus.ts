import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { logger } from '../logger.js';
import { EventLog } from './event-log.entity.js';

/** Every event the server publishes, by type. Payloads are ids and small facts. */
export interface EventMap {
  'session.revoked': { userId: number; sessionId: string };
  /**
   * A sheet was saved; `by` is the user id, `clientId` the editor tab that saved (null from other calls).
   * `overrode`: fields (shared/sheet-merge.ts conflict keys) where this save replaced edits saved after
   * `baseVersion` by other editors, and the saver's name, so those editors can be told.
   */
  'sheet.saved': {
    sheetId: string;
    version: number;
    by: number;
    clientId: string | null;
    overrode?: { baseVersion: number; fields: string[]; name: string } | null;
  };
  /** Someone opened (joined), still has open (here, an answer to joined) or closed (left) a sheet's editor. */
  'sheet.presence': { sheetId: string; userId: number; name: string; state: 'joined' | 'here' | 'left' };
  /** A collection was saved (sheets or title); `by` is the user id, `version` the collection's new version. */
  'collection.saved': { collectionId: string; version: number; by: number };
  /** A brand opened or answered a team's shared sheet (a stored Notification). */
  'team.notification': { notificationId: number; type: 'sheet_opened' | 'sheet_response'; title: string; sheetId: string };
  /** A sheet's public answer changed outside a save (deleted); public caches drop it. Scope: the sheet. */
  'public.sheet.changed': { sheetId: string };
  /**
   * Something happened in a conversation, told to each participant (scope: the user). Small facts
   * only; subscribers load the message itself. `typing` is not stored by anyone but this log.
   */
  'messaging.changed': {
    kind: 'message' | 'read' | 'archived' | 'deleted' | 'typing';
    conversationId: number;
    messageId?: number;
    userId?: number;
    at?: string;
  };
  /** A team's display settings or contact details changed; its public pages' caches drop. Scope: the team. */
  'team.settings.changed': { teamId: string };
}
export type EventType = keyof EventMap;
export type AppEvent = { [K in EventType]: { id: number; scope: string; type: K; payload: EventMap[K] } }[EventType];

/** Who an event is for: one user, one team or one shared document. */
export const scopes = {
  user: (id: number) => `user:${id}`,
  team: (id: string) => `team:${id}`,
  sheet: (id: string) => `sheet:${id}`,
  collection: (id: string) => `collection:${id}`,
};

const CHANNEL = 'pitchroom_events';
type Listener = (event: AppEvent) => void;

/**
 * The typed event bus: the event is stored (for replay by id), delivered in-process at once,
 * and sent to other server instances with PostgreSQL NOTIFY.
 */
export class EventBus {
  private readonly instance = randomUUID();
  private readonly listeners = new Map<string, Set<Listener>>();
  private listenClient?: pg.Client;
  private stopped = false;
  private reconnecting = false;

  constructor(
    private readonly em: EntityManager,
    private readonly databaseUrl: string,
  ) {}

  async start() {
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
      await client.query(`listen ${CHANNEL}`);
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
      this.start().catch(() => this.reconnect());
    }, 500).unref();
  }

  async stop() {
    this.stopped = true;
    await this.listenClient?.end().catch(() => {});
    this.listenClient = undefined;
  }

  async publish<K extends EventType>(scope: string, type: K, payload: EventMap[K]): Promise<AppEvent> {
    // One statement stores the event and notifies the other instances (at its commit): saves publish a lot.
    const json = JSON.stringify(payload);
    const [row] = await this.em.getConnection().execute<{ id: string }[]>(
      `with stored as (insert into event_log (scope, type, payload, created_at) values (?, ?, ?::jsonb, now()) returning id)
       select id, pg_notify(?, json_build_object('origin', ?::text, 'event',
         json_build_object('id', id, 'scope', ?::text, 'type', ?::text, 'payload', ?::json))::text) from stored`,
      [scope, type, json, CHANNEL, this.instance, scope, type, json],
    );
    const event = { id: Number(row.id), scope, type, payload } as AppEvent;
    this.deliver(event);
    return event;
  }

  subscribe(scope: string, listener: Listener): () => void {
    const set = this.listeners.get(scope) ?? new Set();
    set.add(listener);
    this.listeners.set(scope, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(scope);
    };
  }

  /**
   * Events of one scope as a stream: listens first, then replays what came after
   * `lastEventId` from the log, then goes on live, never yielding an event twice.
   */
  async *stream(scope: string, lastEventId: number | undefined, signal: AbortSignal | undefined): AsyncGenerator<AppEvent> {
    const queue: AppEvent[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = this.subscribe(scope, (event) => {
      queue.push(event);
      wake?.();
    });
    const replayed = new Set<number>();
    const onAbort = () => wake?.();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      if (lastEventId !== undefined) {
        const missed = await this.em.fork().find(EventLog, { scope, id: { $gt: lastEventId } }, { orderBy: { id: 'asc' }, limit: 1000 });
        for (const row of missed) {
          replayed.add(row.id);
          yield { id: row.id, scope: row.scope, type: row.type, payload: row.payload } as AppEvent;
        }
      }
      while (!signal?.aborted) {
        const event = queue.shift();
        if (event) {
          if (!replayed.has(event.id)) yield event;
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      unsubscribe();
    }
  }

  private deliver(event: AppEvent) {
    for (const listener of this.listeners.get(event.scope) ?? []) listener(event);
  }

  private onNotification(raw: string | undefined) {
    if (!raw) return;
    const { origin, event } = JSON.parse(raw) as { origin: string; event: AppEvent };
    if (origin !== this.instance) this.deliver(event);
  }
}
