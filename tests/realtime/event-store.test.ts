import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { type AppEvent, EventBus, type EventTransport, type HeardEvents } from '../../server/events/bus.js';
import { NatsTransport } from '../../server/events/nats-transport.js';
import { EVENTS_KEPT_MS } from '../../server/events/event-forgetting.js';
import { eventTransport } from '../../server/events/transport.js';
import { withoutStart } from '../helpers/bus-events.js';
import { createTestDatabase } from '../helpers/database.js';
import { BUS_KINDS, type BusKind, startNatsServer } from '../helpers/nats-server.js';

/** Collects what `bus` delivers on `scope` until `count` events have come (or 5 s pass). */
function collect(bus: EventBus, scope: string, count: number) {
  const heard: AppEvent[] = [];
  let stop = () => {};
  const done = new Promise<AppEvent[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`heard ${heard.length} of ${count}`)), 5000);
    stop = bus.subscribe(scope, (event) => {
      heard.push(event);
      if (heard.length < count) return;
      clearTimeout(timer);
      resolve(heard);
    });
  });
  return done.finally(() => stop());
}

const numbers = (events: AppEvent[]) => events.map((event) => (event.payload as { teamId: string }).teamId);

/** Two buses on one database, as two instances would run, over `kind`: started before the describe's tests, stopped after. */
function twoInstances(kind: BusKind) {
  const buses = {} as {
    here: EventBus;
    there: EventBus;
    transport: () => EventTransport;
    sql: <T>(text: string) => Promise<T[]>;
    natsUrl: () => string;
  };
  let orm: Orm;
  let nats: Awaited<ReturnType<typeof startNatsServer>> | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    orm = database.orm;
    if (kind === 'nats') nats = await startNatsServer();
    const transport = () => eventTransport(orm.em.fork() as EntityManager, database.url, nats?.url);
    buses.transport = transport;
    buses.natsUrl = () => nats!.url;
    buses.sql = (text) => orm.em.fork().getConnection().execute(text);
    buses.here = new EventBus(transport());
    buses.there = new EventBus(transport());
    await Promise.all([buses.here.start(), buses.there.start()]);
  });
  afterAll(async () => {
    await Promise.all([buses.here?.stop(), buses.there?.stop()]);
    await nats?.stop();
    await orm.close();
  });
  return buses;
}

describe.each(BUS_KINDS)('publishing many events at once, over %s', (kind) => {
  const buses = twoInstances(kind);

  it('gives each publish its own events, in the order published, here, on the other instance and on replay', async () => {
    const sent = Array.from({ length: 300 }, (_, i) => String(i));
    const local = collect(buses.here, 'team:a', sent.length);
    const remote = collect(buses.there, 'team:a', sent.length);
    const remoteB = collect(buses.there, 'team:b', sent.length);
    const published = await Promise.all(sent.map((n) => buses.here.publishToEach(['team:a', 'team:b'], 'team.settings.changed', { teamId: n })));

    expect(published.map((events) => events.map((e) => e.scope))).toEqual(sent.map(() => ['team:a', 'team:b']));
    expect(published.map((events) => numbers(events))).toEqual(sent.map((n) => [n, n]));
    // A scope's ids only grow (over NATS a publish's events share its message's number).
    for (const scope of [0, 1]) {
      const ids = published.map((events) => events[scope]!.id);
      expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    }

    expect(numbers(await local)).toEqual(sent);
    expect(numbers(await remote)).toEqual(sent);
    expect(numbers(await remoteB)).toEqual(sent);
    const replay = withoutStart(buses.there.stream('team:a', published[0]![0]!.id - 1, AbortSignal.timeout(2000)));
    const replayed: AppEvent[] = [];
    for await (const event of replay) if (replayed.push(event) === sent.length) break;
    expect(numbers(replayed)).toEqual(sent);
  });

  it('replays from the start of the log on an instance started after the events were published', async () => {
    const sent = ['one', 'two', 'three'];
    const published = [];
    for (const teamId of sent) published.push(await buses.here.publishToEach(['team:late', 'team:other'], 'team.settings.changed', { teamId }));
    const late = new EventBus(buses.transport());
    await late.start();
    try {
      const replayed: AppEvent[] = [];
      for await (const event of withoutStart(late.stream('team:late', published[0]![0]!.id - 1, AbortSignal.timeout(5000))))
        if (replayed.push(event) === sent.length) break;
      expect(numbers(replayed)).toEqual(sent);
      expect(replayed.map((event) => event.scope)).toEqual(sent.map(() => 'team:late'));
    } finally {
      await late.stop();
    }
  });

  it('carries a payload too big for a notification through the stored row, in order with small ones', async () => {
    const big = 'x'.repeat(10_000);
    const remote = collect(buses.there, 'team:c', 3);
    await Promise.all(['small', big, 'last'].map((teamId) => buses.here.publish('team:c', 'team.settings.changed', { teamId })));
    expect(numbers(await remote)).toEqual(['small', big, 'last']);
  });
});

describe.each(BUS_KINDS)('events over %s, published by two instances at once', (kind) => {
  const buses = twoInstances(kind);

  it("delivers one scope's events in id order on each instance while both publish to it at once, so resuming from the last id misses nothing", async () => {
    const count = 200;
    const onHere = collect(buses.here, 'team:mixed', 2 * count);
    const onThere = collect(buses.there, 'team:mixed', 2 * count);
    await Promise.all(
      Array.from({ length: count }, (_, i) => [
        buses.here.publish('team:mixed', 'team.settings.changed', { teamId: `h${i}` }),
        buses.there.publish('team:mixed', 'team.settings.changed', { teamId: `t${i}` }),
      ]).flat(),
    );
    for (const heard of [await onHere, await onThere]) {
      const ids = heard.map((event) => event.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });
});

describe.each(BUS_KINDS)('a stream that heard nothing before its connection dropped, over %s', (kind) => {
  const buses = twoInstances(kind);

  it('resumes on another instance from where it started: what was sent meanwhile comes once, nothing from before it started', async () => {
    await buses.here.publish('user:quiet', 'team.settings.changed', { teamId: 'before' });
    const dropped = buses.here.stream('user:quiet', undefined, AbortSignal.timeout(5000));
    const start = (await dropped.next()).value!;
    await dropped.return(undefined);
    expect(start.type).toBe('stream.start');
    for (const teamId of ['1', '2']) await buses.here.publish('user:quiet', 'team.settings.changed', { teamId });
    const resumed: AppEvent[] = [];
    for await (const event of withoutStart(buses.there.stream('user:quiet', start.id, AbortSignal.timeout(5000)))) if (resumed.push(event) === 2) break;
    expect(numbers(resumed)).toEqual(['1', '2']);
  });
});

/** A real transport whose deliveries here are held back until `release`: an instance that lags behind the stream. */
class LaggingTransport implements EventTransport {
  private held: [AppEvent[], number][] | null = [];
  private heard?: HeardEvents;
  constructor(private readonly inner: EventTransport) {}
  start(heard: HeardEvents) {
    this.heard = heard;
    return this.inner.start((events, sentAt) => (this.held ? this.held.push([events, sentAt]) : heard(events, sentAt)));
  }
  /** How many deliveries it holds back. */
  get heldCount() {
    return this.held?.length ?? 0;
  }
  release() {
    const held = this.held ?? [];
    this.held = null;
    for (const [events, sentAt] of held) this.heard!(events, sentAt);
  }
  stop() {
    return this.inner.stop();
  }
  store(publish: Parameters<EventTransport['store']>[0]) {
    return this.inner.store(publish);
  }
  replay(scope: string, afterId: number, limit: number) {
    return this.inner.replay(scope, afterId, limit);
  }
  forgetBefore(before: Date) {
    return this.inner.forgetBefore(before);
  }
}

describe.each(BUS_KINDS)('a stream resumed on an instance that lags behind, over %s', (kind) => {
  const buses = twoInstances(kind);

  it('yields each event once: the ones the subscriber had from another instance are not yielded again when the lagging instance catches up', async () => {
    const transport = new LaggingTransport(buses.transport());
    const lagging = new EventBus(transport);
    await lagging.start();
    try {
      const sent = [];
      for (const n of ['1', '2', '3', '4', '5']) sent.push(await buses.here.publish('user:lag', 'team.settings.changed', { teamId: n }));
      // The lagging instance has read all five (over NATS, what it replays from) but delivered none.
      await expect.poll(() => transport.heldCount).toBe(5);
      // The subscriber had 1-3 from the other instance, then resumes here.
      const stream = withoutStart(lagging.stream('user:lag', sent[2]!.id, AbortSignal.timeout(5000)));
      const yielded = [(await stream.next()).value as AppEvent, (await stream.next()).value as AppEvent];
      transport.release();
      await buses.here.publish('user:lag', 'team.settings.changed', { teamId: '6' });
      yielded.push((await stream.next()).value as AppEvent);
      await stream.return(undefined);
      expect(numbers(yielded)).toEqual(['4', '5', '6']);
    } finally {
      await lagging.stop();
    }
  });
});

describe('a stream resumed over NATS', () => {
  const buses = twoInstances('nats');

  it("replays from the last publishes an instance read from the stream at start, and from those it heard since: a resume from further back gets the window's", async () => {
    const sent = Array.from({ length: 11 }, (_, i) => `m${i}`);
    const published = [];
    for (const teamId of sent.slice(0, 6)) published.push(await buses.here.publishToEach(['team:deep', 'team:noise'], 'team.settings.changed', { teamId }));
    // Started after six publishes, holding four: m2-m5 read from the stream at start, then m6-m10 heard.
    const small = new EventBus(new NatsTransport(buses.natsUrl(), 4));
    await small.start();
    try {
      for (const teamId of sent.slice(6, 8)) published.push(await buses.here.publishToEach(['team:deep', 'team:noise'], 'team.settings.changed', { teamId }));
      const resume = async (afterId: number, count: number) => {
        const replayed: AppEvent[] = [];
        for await (const event of withoutStart(small.stream('team:deep', afterId, AbortSignal.timeout(5000)))) if (replayed.push(event) === count) break;
        return numbers(replayed);
      };
      expect(await resume(published[3]![0]!.id, 4)).toEqual(['m4', 'm5', 'm6', 'm7']);
      for (const teamId of sent.slice(8)) published.push(await buses.here.publishToEach(['team:deep', 'team:noise'], 'team.settings.changed', { teamId }));
      expect(await resume(published[7]![0]!.id, 3)).toEqual(['m8', 'm9', 'm10']);
      expect(await resume(published[0]![0]!.id, 4)).toEqual(['m7', 'm8', 'm9', 'm10']);
    } finally {
      await small.stop();
    }
  });
});

describe('events over PostgreSQL kept for replay', () => {
  const instances = twoInstances('postgres');

  it('forgets the events stored before a time, keeps the later ones and always the newest, and replays what is left', async () => {
    const { here, sql } = instances;
    const ids = async () => (await sql<{ id: string }>('select id from event_log order by id')).map((row) => Number(row.id));
    const forget = () => here.forgetBefore(new Date(Date.now() - EVENTS_KEPT_MS));
    const old = await here.publishToEach(['team:forget-a', 'team:forget-b'], 'team.changed', { teamId: '1' });
    const kept = await here.publish('team:forget-a', 'team.changed', { teamId: '2' });
    await sql(`update event_log set created_at = now() - interval '8 days' where id <= ${old.at(-1)!.id}`);
    expect(await forget()).toBe(2);
    expect(await ids()).toEqual([kept.id]);
    expect((await instances.transport().replay('team:forget-a', 0, 10)).map((event) => event.id)).toEqual([kept.id]);

    const newest = await here.publish('team:forget-b', 'team.changed', { teamId: '3' });
    await sql(`update event_log set created_at = now() - interval '8 days'`);
    expect(await forget()).toBe(1);
    expect(await ids()).toEqual([newest.id]);
  });
});

describe('an instance whose PostgreSQL listener lost its connection', () => {
  const buses = twoInstances('postgres');

  it('delivers what was published meanwhile once the listener is back, before what comes after', async () => {
    const heard = collect(buses.there, 'team:gap', 2);
    const [{ ended }] = await buses.sql<{ ended: number }>(
      `select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = current_database() and query = 'listen pitchroom_events'`,
    );
    expect(ended).toBe(2);
    await buses.here.publish('team:gap', 'team.settings.changed', { teamId: 'while away' });
    await expect
      .poll(
        () => buses.sql(`select 1 from pg_stat_activity where datname = current_database() and query = 'listen pitchroom_events'`).then((rows) => rows.length),
        { timeout: 5000 },
      )
      .toBe(2);
    await buses.here.publish('team:gap', 'team.settings.changed', { teamId: 'after' });
    expect(numbers(await heard)).toEqual(['while away', 'after']);
  });
});
