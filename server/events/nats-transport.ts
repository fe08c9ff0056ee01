import {
  connect,
  type ConsumerMessages,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type MsgRequest,
  type NatsConnection,
  NatsError,
  nanos,
} from 'nats';
import { logger } from '../logger.js';
import type { AppEvent, EventTransport, HeardEvents } from './bus.js';
import type { Publish } from './event-store.js';

const STREAM = 'PITCHROOM_EVENTS';
const SUBJECTS = 'pitchroom.events';
/** How long the stream keeps events for replay (a tab away longer loads everything again). */
const KEPT_FOR_MS = 7 * 24 * 3600 * 1000;

/** One event's subject: its scope in base64url, a single subject token whatever the scope holds. */
const subjectOf = (scope: string) => `${SUBJECTS}.${Buffer.from(scope).toString('base64url')}`;

interface Body {
  scope: string;
  type: AppEvent['type'];
  payload: AppEvent['payload'];
  sentAt: number;
}

/** The first message at or after `seq` on `subject` (the server's STREAM.MSG.GET takes `next_by_subj`; the client's type has not caught up). */
const nextOnSubject = (seq: number, subject: string) => ({ seq, next_by_subj: subject }) as unknown as MsgRequest;

const toEvent = (seq: number, body: Body) => ({ id: seq, scope: body.scope, type: body.type, payload: body.payload }) as AppEvent;

/**
 * Events over NATS JetStream (`BUS_URL=nats://…`): each event is a message of one stream, its id
 * the stream's sequence number, so a stream that resumes replays from the stream itself. Every
 * instance follows the stream with an ordered consumer and delivers every event from it, its own
 * too: each instance then delivers in id order, so a subscriber's last id is a sound place to
 * resume from (delivering its own at once could put a later id before an earlier one from another
 * instance). A publish resolves once its events have been delivered here.
 */
export class NatsTransport implements EventTransport {
  /** The last sequence number delivered here, and the publishes waiting for theirs. */
  private deliveredUpTo = 0;
  private readonly waiting = new Map<number, () => void>();
  private connection?: NatsConnection;
  private jetstream?: JetStreamClient;
  private manager?: JetStreamManager;
  private following?: ConsumerMessages;

  constructor(private readonly url: string) {}

  async start(heard: HeardEvents) {
    // No stack trace kept per request: every publish is one (its ack), and the traces cost more than the rest of it.
    const connection = await connect({ servers: this.url, name: 'pitchroom', maxReconnectAttempts: -1, noAsyncTraces: true });
    const manager = await connection.jetstreamManager();
    const config = { name: STREAM, subjects: [`${SUBJECTS}.>`], max_age: nanos(KEPT_FOR_MS) };
    // Adding is idempotent for the same settings; a stream made with others (an older version) is updated.
    await manager.streams.add(config).catch(() => manager.streams.update(STREAM, config));
    this.connection = connection;
    this.manager = manager;
    this.jetstream = connection.jetstream();
    const consumer = await this.jetstream.consumers.get(STREAM, { deliver_policy: DeliverPolicy.New });
    this.following = await consumer.consume();
    void (async () => {
      for await (const message of this.following!) {
        try {
          const body = message.json<Body>();
          heard([toEvent(message.seq, body)], body.sentAt);
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

  /** One message per scope, sent together (the stream numbers them in the order sent); resolves once the last is delivered here. */
  async store({ scopes, type, payload }: Publish) {
    const sentAt = Date.now();
    const acks = await Promise.all(scopes.map((scope) => this.jetstream!.publish(subjectOf(scope), JSON.stringify({ scope, type, payload, sentAt }))));
    const last = Math.max(...acks.map((ack) => ack.seq));
    if (last > this.deliveredUpTo) await new Promise<void>((resolve) => this.waiting.set(last, resolve));
    return acks.map((ack, i) => ({ id: ack.seq, scope: scopes[i]! }));
  }

  /** The scope's messages after `afterId`, one "next on this subject" read each (a resuming tab has missed few). */
  async replay(scope: string, afterId: number, limit: number) {
    const events: AppEvent[] = [];
    let seq = afterId + 1;
    while (events.length < limit) {
      const message = await this.manager!.streams.getMessage(STREAM, nextOnSubject(seq, subjectOf(scope))).catch((error: unknown) => {
        if (error instanceof NatsError && error.api_error?.code === 404) return null;
        throw error;
      });
      if (!message) break;
      events.push(toEvent(message.seq, message.json<Body>()));
      seq = message.seq + 1;
    }
    return events;
  }
}
