import type { MessagingEvent } from '../../shared/schemas/messaging.js';
import type { Publish, StoredEvent } from './event-store.js';

/** Every event the server publishes, by type. Payloads are ids and small facts. */
export interface EventMap {
  'session.revoked': { userId: number; sessionId: string };
  /** The user's configuration changed (current team, role, membership, account state): open tabs read it again. */
  /** closeSockets: the account's state changed, so its open sockets close (their streams must not outlive it). */
  'account.changed': { userId: number; closeSockets?: boolean };
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
  'team.notification': {
    notificationId: number;
    type: 'sheet_opened' | 'sheet_response' | 'casting_call_reviewed' | 'casting_call_answered' | 'talent_added' | 'talent_not_found';
    title: string;
    sheetId: string | null;
    influencerId?: number;
    requestId?: number;
    unknownAccounts?: string;
  };
  /** A sheet was deleted; the public caches drop its answer. Scope: the sheet. */
  'sheet.deleted': { sheetId: string };
  /**
   * Something happened in a conversation, told to each participant (scope: the user) as the event
   * their tabs show, the new message included, so delivering it reads nothing. `typing` is not
   * stored by anyone but this log.
   */
  'messaging.changed': MessagingEvent;
  /** A view or click on one of a team's sheets was added to the analytics rollups. Scope: the team. */
  'analytics.recorded': { type: 'view' | 'click'; sheetId: string };
  /** A brand marked a creator of the team's response to a Creator Call (every click; the first look is also a notification). Scope: the responding team. */
  'creator-call.reviewed': { castingCallId: string };
  /** A team's display settings or contact details changed; its public pages' caches drop. Scope: the team. */
  'team.settings.changed': { teamId: string };
  /** A team's row changed outside its settings (a credit spent): whoever remembers the row reads it again. Scope: the team. */
  'team.changed': { teamId: string };
  /** A team's API key was revoked: calls and open sockets made with it are refused at once. Scope: the team. */
  'apiKey.revoked': { keyId: number };
  /** A team's webhook endpoints were added, edited or removed. Scope: the team. */
  'webhooks.changed': { teamId: string };
  /** A team changed what it shows of a creator (tags, description, rates, statistics, posts, roster). Scope: the team. */
  'roster.changed': { teamId: string; influencerId: number };
}
export type EventType = keyof EventMap;
export type AppEvent = { [K in EventType]: { id: number; scope: string; type: K; payload: EventMap[K] } }[EventType];
/** What a stream yields first, once it listens: the id it goes on after. */
export type StreamStart = { type: 'stream.start'; id: number };

/** Who an event is for: one user, one team or one shared document. */
export const scopes = {
  user: (id: number) => `user:${id}`,
  team: (id: string) => `team:${id}`,
  sheet: (id: string) => `sheet:${id}`,
  collection: (id: string) => `collection:${id}`,
};

type Listener = (event: AppEvent) => void;

/** What the bus reports as it works (the metrics). */
export interface BusObserver {
  published(count: number): void;
  delivered(count: number): void;
  /** From the publish to the delivery here, for events heard through the transport. */
  lag(milliseconds: number): void;
}

/** Events heard through the transport, in their order, and when the first was sent (the publisher's clock, ms). */
export type HeardEvents = (events: AppEvent[], sentAt: number) => void;

/** How events are kept for replay and reach the other instances: PostgreSQL (the default) or NATS JetStream. */
export interface EventTransport {
  /**
   * Connects; from then on `heard` gets every event, this instance's own too, in id order on
   * every instance (so a subscriber's last id is a sound place to resume from); `store` resolves
   * once its events have been heard here. Resolves with the id it goes on after.
   */
  start(heard: HeardEvents): Promise<number>;
  stop(): Promise<void>;
  /** Keeps one publish (one event per scope) and announces it; its events' ids, in order. */
  store(publish: Publish): Promise<StoredEvent[]>;
  /** The events of `scope` after `afterId`, oldest first, at most `limit`. */
  replay(scope: string, afterId: number, limit: number): Promise<AppEvent[]>;
  /** Drops the events kept from before `before` (no replay reaches them); how many it dropped. */
  forgetBefore(before: Date): Promise<number>;
}

/** At most this many missed events are replayed to a stream that resumes. */
const REPLAY_LIMIT = 1000;

/**
 * The typed event bus: the transport keeps each event (for replay by id) and carries it to every
 * server instance, this one included, in id order; the listeners get it from there.
 */
export class EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly everyScope = new Set<Listener>();
  /** The last event id delivered here. */
  private heardUpTo = 0;

  constructor(
    private readonly transport: EventTransport,
    private readonly observer?: BusObserver,
  ) {}

  async start() {
    const from = await this.transport.start((events, sentAt) => {
      this.observer?.lag(Date.now() - sentAt);
      events.forEach((event) => this.deliver(event));
      this.heardUpTo = Math.max(this.heardUpTo, events.at(-1)?.id ?? 0);
    });
    this.heardUpTo = Math.max(this.heardUpTo, from);
  }

  stop() {
    return this.transport.stop();
  }

  /** Drops the events kept for replay from before `before`. */
  forgetBefore(before: Date) {
    return this.transport.forgetBefore(before);
  }

  async publish<K extends EventType>(scope: string, type: K, payload: EventMap[K]): Promise<AppEvent> {
    const [event] = await this.publishToEach([scope], type, payload);
    return event;
  }

  /**
   * One event for each of `scopeList` (each participant of a conversation, say), stored and
   * announced to every instance (over PostgreSQL with other publishes of the moment:
   * event-store.ts); resolves once this instance has heard them.
   */
  async publishToEach<K extends EventType>(scopeList: string[], type: K, payload: EventMap[K]): Promise<AppEvent[]> {
    if (scopeList.length === 0) return [];
    const stored = await this.transport.store({ scopes: scopeList, type, payload });
    const events = stored.map(({ id, scope }) => ({ id, scope, type, payload }) as AppEvent);
    this.observer?.published(events.length);
    return events;
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

  /** Every event, whatever its scope: for memories that must hear of a change to any user or sheet. */
  subscribeAll(listener: Listener): () => void {
    this.everyScope.add(listener);
    return () => void this.everyScope.delete(listener);
  }

  /**
   * Events of one scope as a stream: listens first and yields where it starts (`lastEventId`, or
   * for a new stream the last event heard here, so a subscriber that hears nothing before its
   * connection drops still resumes from there), then replays what came after `lastEventId` from
   * the log, then goes on live, never yielding an event twice. Events arrive in id order, so a
   * live one at or before the last yielded id is one the subscriber has had: one replayed, or (on
   * an instance that lags behind) one it got from another instance before it resumed here.
   */
  async *stream(scope: string, lastEventId: number | undefined, signal: AbortSignal | undefined): AsyncGenerator<AppEvent | StreamStart> {
    const queue: AppEvent[] = [];
    let wake: (() => void) | undefined;
    const unsubscribe = this.subscribe(scope, (event) => {
      queue.push(event);
      wake?.();
    });
    let lastYielded = lastEventId ?? this.heardUpTo;
    const onAbort = () => wake?.();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      yield { type: 'stream.start', id: lastYielded };
      if (lastEventId !== undefined) {
        for (const event of await this.transport.replay(scope, lastEventId, REPLAY_LIMIT)) {
          lastYielded = event.id;
          yield event;
        }
      }
      while (!signal?.aborted) {
        const event = queue.shift();
        if (event) {
          if (event.id <= lastYielded) continue;
          lastYielded = event.id;
          yield event;
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

  /** Open subscriptions to one scope (each live stream holds one). */
  get subscriptionCount() {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  private deliver(event: AppEvent) {
    const listeners = this.listeners.get(event.scope) ?? new Set<Listener>();
    for (const listener of listeners) listener(event);
    for (const listener of this.everyScope) listener(event);
    this.observer?.delivered(listeners.size + this.everyScope.size);
  }
}
