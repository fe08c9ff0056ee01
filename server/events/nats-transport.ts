import { connect, type ConsumerMessages, DeliverPolicy, type JetStreamClient, type NatsConnection, nanos } from 'nats';
import { logger } from '../logger.js';
import type { AppEvent, EventTransport, HeardEvents } from './bus.js';
import { EVENTS_KEPT_MS } from './event-forgetting.js';
import type { Publish } from './event-store.js';
import { RecentEvents, type StreamedPublish } from './recent-events.js';

const STREAM = 'PITCHROOM_EVENTS';
const SUBJECTS = 'pitchroom.events';
/** Every publish's subject (the stream also holds, under `pitchroom.events.<scope>`, an earlier version's one message per event). */
const SUBJECT = `${SUBJECTS}.publish`;
/** The publishes an instance keeps in memory, read from the stream at start: what a resuming stream replays from. */
const RECENT_PUBLISHES = 20_000;
/** Reading the last publishes at start: this many messages a fetch, and empty fetches tolerated before giving up. */
const LOAD_BATCH = 1000;
const LOAD_EMPTY_FETCHES = 3;

/** A publish in the stream; an earlier version's messages carried one `scope`. */
interface Body {
  scopes?: string[];
  scope?: string;
  type: AppEvent['type'];
  payload: AppEvent['payload'];
  sentAt: number;
}

const publishOf = (seq: number, body: Body): StreamedPublish => ({ seq, scopes: body.scopes ?? [body.scope!], type: body.type, payload: body.payload });

const toEvent = (publish: StreamedPublish, scope: string) => ({ id: publish.seq, scope, type: publish.type, payload: publish.payload }) as AppEvent;

/**
 * Events over NATS JetStream (`BUS_URL=nats://…`): each publish is one message of one stream, its
 * events (one per scope) numbered by the message's sequence number, so a scope's ids only grow.
 * Every instance follows the stream with an ordered consumer and delivers every event from it, its
 * own too: each instance then delivers in id order, so a subscriber's last id is a sound place to
 * resume from (delivering its own at once could put a later id before an earlier one from another
 * instance). A publish resolves once its events have been delivered here.
 *
 * A stream that resumes replays from memory: the last `recentPublishes` publishes of the stream,
 * read from it at start and kept as they come. A resume from further back replays what that
 * window holds (a tab away that long has missed more than a replay gives over PostgreSQL too, 1,000
 * events), so no replay scans the stream.
 */
export class NatsTransport implements EventTransport {
  /** The last sequence number delivered here, and the publishes waiting for theirs. */
  private deliveredUpTo = 0;
  private readonly waiting = new Map<number, () => void>();
  private connection?: NatsConnection;
  private jetstream?: JetStreamClient;
  private following?: ConsumerMessages;
  private recent = new RecentEvents(0, RECENT_PUBLISHES);

  constructor(
    private readonly url: string,
    /** How many publishes the memory holds. */
    private readonly recentPublishes = RECENT_PUBLISHES,
  ) {}

  async start(heard: HeardEvents) {
    // No stack trace kept per request: every publish is one (its ack), and the traces cost more than the rest of it.
    const connection = await connect({ servers: this.url, name: 'pitchroom', maxReconnectAttempts: -1, noAsyncTraces: true });
    const manager = await connection.jetstreamManager();
    const config = { name: STREAM, subjects: [`${SUBJECTS}.>`], max_age: nanos(EVENTS_KEPT_MS) };
    // Adding is idempotent for the same settings; a stream made with others (an older version) is updated.
    const stream = await manager.streams.add(config).catch(() => manager.streams.update(STREAM, config));
    this.connection = connection;
    this.jetstream = connection.jetstream();
    const last = stream.state.last_seq;
    this.recent = await this.loadRecent(Math.max(stream.state.first_seq, last - this.recentPublishes + 1), last);
    this.deliveredUpTo = last;
    const consumer = await this.jetstream.consumers.get(STREAM, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: last + 1 });
    this.following = await consumer.consume();
    void this.follow(this.following, heard);
    return last;
  }

  private async follow(messages: ConsumerMessages, heard: HeardEvents) {
    try {
      for await (const message of messages) {
        try {
          const body = message.json<Body>();
          const publish = publishOf(message.seq, body);
          this.recent.add(publish);
          heard(
            publish.scopes.map((scope) => toEvent(publish, scope)),
            body.sentAt,
          );
        } catch (error) {
          logger.warn({ err: error }, 'could not read an event from NATS');
        }
        this.deliveredThrough(message.seq);
      }
    } catch (error) {
      logger.error({ err: error }, 'stopped following the NATS event stream');
    }
    // Nothing more will be delivered here: publishes waiting for that go on.
    if (messages === this.following) this.deliveredThrough(Infinity);
  }

  private deliveredThrough(seq: number) {
    this.deliveredUpTo = Math.max(this.deliveredUpTo, seq);
    for (const [waitedFor, resolve] of this.waiting) {
      if (waitedFor > this.deliveredUpTo) continue;
      resolve();
      this.waiting.delete(waitedFor);
    }
  }

  /** The stream's publishes `from`..`upTo` in memory; an empty memory (holding what comes after `upTo`) if they cannot all be read. */
  private async loadRecent(from: number, upTo: number) {
    const recent = new RecentEvents(from - 1, this.recentPublishes);
    if (upTo === 0 || from > upTo) return new RecentEvents(upTo, this.recentPublishes);
    const consumer = await this.jetstream!.consumers.get(STREAM, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: from });
    try {
      for (let empty = 0; empty < LOAD_EMPTY_FETCHES;) {
        let read = 0;
        for await (const message of await consumer.fetch({ max_messages: LOAD_BATCH, expires: 1000 })) {
          read++;
          if (message.seq > upTo) return recent;
          recent.add(publishOf(message.seq, message.json<Body>()));
          if (message.seq === upTo) return recent;
        }
        empty = read === 0 ? empty + 1 : 0;
      }
    } catch (error) {
      logger.warn({ err: error }, 'could not read the last events from NATS');
    } finally {
      await consumer.delete().catch(() => {});
    }
    return new RecentEvents(upTo, this.recentPublishes);
  }

  async stop() {
    this.following?.stop();
    this.deliveredThrough(Infinity);
    await this.connection?.drain().catch(() => {});
    this.connection = undefined;
  }

  /** One message for the whole publish; resolves once it is delivered here. */
  async store({ scopes, type, payload }: Publish) {
    const ack = await this.jetstream!.publish(SUBJECT, JSON.stringify({ scopes, type, payload, sentAt: Date.now() }));
    if (ack.seq > this.deliveredUpTo) await new Promise<void>((resolve) => this.waiting.set(ack.seq, resolve));
    return scopes.map((scope) => ({ id: ack.seq, scope }));
  }

  async replay(scope: string, afterId: number, limit: number) {
    return this.recent.forScope(scope, afterId, limit).map((publish) => toEvent(publish, scope));
  }

  /** The stream drops what it has kept longer than EVENTS_KEPT_MS by itself (its max_age). */
  async forgetBefore() {
    return 0;
  }
}
