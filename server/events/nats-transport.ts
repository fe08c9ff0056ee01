import { connect, type ConsumerMessages, DeliverPolicy, type JetStreamClient, type NatsConnection, nanos } from 'nats';
import { logger } from '../logger.js';
import type { AppEvent, EventTransport, HeardEvents } from './bus.js';
import type { Publish } from './event-store.js';
import { RecentEvents, type StreamedPublish } from './recent-events.js';

const STREAM = 'PITCHROOM_PUBLISHES';
const SUBJECT = 'pitchroom.publishes';
/** How long the stream keeps events for replay (a tab away longer loads everything again). */
const KEPT_FOR_MS = 7 * 24 * 3600 * 1000;
/** The publishes an instance keeps in memory for streams that resume (about a minute at 300 a second). */
const RECENT_PUBLISHES = 20_000;
/** A replay older than the memory reads the stream this many messages at a time. */
const REPLAY_BATCH = 500;

interface Body {
  scopes: string[];
  type: AppEvent['type'];
  payload: AppEvent['payload'];
  sentAt: number;
}

const toEvent = (publish: StreamedPublish, scope: string) => ({ id: publish.seq, scope, type: publish.type, payload: publish.payload }) as AppEvent;

/**
 * Events over NATS JetStream (`BUS_URL=nats://…`): each publish is one message of one stream, its
 * events (one per scope) numbered by the message's sequence number, so a scope's ids only grow.
 * Every instance follows the stream with an ordered consumer and delivers every event from it, its
 * own too: each instance then delivers in id order, so a subscriber's last id is a sound place to
 * resume from (delivering its own at once could put a later id before an earlier one from another
 * instance). A publish resolves once its events have been delivered here. A stream that resumes
 * replays from the publishes this instance heard last, and from the stream itself for older ones.
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
    /** How many publishes the memory holds (fewer in tests, so a replay crosses from the stream to the memory). */
    private readonly recentPublishes = RECENT_PUBLISHES,
  ) {}

  async start(heard: HeardEvents) {
    // No stack trace kept per request: every publish is one (its ack), and the traces cost more than the rest of it.
    const connection = await connect({ servers: this.url, name: 'pitchroom', maxReconnectAttempts: -1, noAsyncTraces: true });
    const manager = await connection.jetstreamManager();
    const config = { name: STREAM, subjects: [SUBJECT], max_age: nanos(KEPT_FOR_MS) };
    // Adding is idempotent for the same settings; a stream made with others (an older version) is updated.
    const stream = await manager.streams.add(config).catch(() => manager.streams.update(STREAM, config));
    this.connection = connection;
    this.jetstream = connection.jetstream();
    const last = stream.state.last_seq;
    this.recent = new RecentEvents(last, this.recentPublishes);
    this.deliveredUpTo = last;
    const consumer = await this.jetstream.consumers.get(STREAM, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: last + 1 });
    this.following = await consumer.consume();
    void (async () => {
      for await (const message of this.following!) {
        try {
          const body = message.json<Body>();
          const publish = { seq: message.seq, scopes: body.scopes, type: body.type, payload: body.payload };
          this.recent.add(publish);
          heard(
            body.scopes.map((scope) => toEvent(publish, scope)),
            body.sentAt,
          );
        } catch (error) {
          logger.warn({ err: error }, 'could not read an event from NATS');
        }
        this.deliveredUpTo = message.seq;
        this.waiting.get(message.seq)?.();
        this.waiting.delete(message.seq);
      }
    })();
  }

  async stop() {
    this.following?.stop();
    // Nothing will be delivered here any more: publishes waiting for that go on.
    for (const resolve of this.waiting.values()) resolve();
    this.waiting.clear();
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
    const found: StreamedPublish[] = [];
    let after = afterId;
    // What the memory does not hold (any more) comes from the stream, until the memory holds the rest.
    while (after < this.recent.heldAfter && found.length < limit) {
      const upTo = this.recent.heldAfter;
      found.push(...(await this.readStream(scope, after, upTo, limit - found.length)));
      after = upTo;
    }
    found.push(...this.recent.forScope(scope, after, limit - found.length));
    return found.map((publish) => toEvent(publish, scope));
  }

  /** The publishes to `scope` in the stream after `afterSeq` up to `upTo`, at most `limit`: read through an ordered consumer of their own. */
  private async readStream(scope: string, afterSeq: number, upTo: number, limit: number) {
    const found: StreamedPublish[] = [];
    const consumer = await this.jetstream!.consumers.get(STREAM, { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: afterSeq + 1 });
    try {
      for (;;) {
        let read = 0;
        for await (const message of await consumer.fetch({ max_messages: REPLAY_BATCH, expires: 1000 })) {
          read++;
          if (message.seq > upTo) return found;
          const body = message.json<Body>();
          if (body.scopes.includes(scope)) found.push({ seq: message.seq, scopes: body.scopes, type: body.type, payload: body.payload });
          if (message.seq === upTo || found.length === limit) return found;
        }
        // Nothing more in the stream (the older messages expired).
        if (read === 0) return found;
      }
    } finally {
      await consumer.delete().catch(() => {});
    }
  }
}
