import type { EntityManager } from '@mikro-orm/postgresql';

export const EVENTS_CHANNEL = 'pitchroom_events';
/** PostgreSQL's NOTIFY payloads stop at 8,000 bytes; leave room for the envelope. */
const NOTIFY_PAYLOAD_BUDGET = 7000;
/** At most this many publishes share one statement (their rows and notifications). */
const MAX_BATCH = 200;
/** Events forgotten a statement at a time. */
const FORGET_BATCH = 5000;
/** Any fixed number: the transaction lock every instance's event write takes, so ids commit (and are announced) in order. */
const EVENT_WRITE_LOCK = 7_318_224;

/** One publish: the same event for each of `scopes`. */
export interface Publish {
  scopes: string[];
  type: string;
  payload: unknown;
}

interface Queued extends Publish {
  done: (stored: StoredEvent[]) => void;
  failed: (error: unknown) => void;
}

export interface StoredEvent {
  id: number;
  scope: string;
}

/**
 * Stores published events and announces them (NOTIFY), several publishes to a statement. Every
 * instance's write takes one transaction lock first, so a write's ids are taken only after the
 * write before it has committed: ids commit, and notifications arrive, in id order everywhere.
 * Commits that notify are serialized by PostgreSQL anyway, so one statement per publish would cap
 * the whole server at one commit's latency per event; while a write runs, the publishes that
 * arrive wait and then go together in the next one, in order (ids follow the order of publishing).
 */
export class EventStore {
  private readonly queue: Queued[] = [];
  private writing = false;

  constructor(private readonly em: EntityManager) {}

  store(publish: Publish): Promise<StoredEvent[]> {
    return new Promise((done, failed) => {
      this.queue.push({ ...publish, done, failed });
      if (!this.writing) void this.writeQueued();
    });
  }

  private async writeQueued() {
    this.writing = true;
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        const stored = await this.write(batch);
        batch.forEach((publish, i) => publish.done(stored[i] ?? []));
      } catch (error) {
        batch.forEach((publish) => publish.failed(error));
      }
    }
    this.writing = false;
  }

  /**
   * Deletes the events stored before `before`, oldest first, a batch a statement; the newest event
   * always stays (an instance that starts goes on from its id). Ids follow time, so the first event
   * at or after `before` bounds what goes.
   */
  async forgetBefore(before: Date): Promise<number> {
    const connection = this.em.getConnection();
    const [edge] = await connection.execute<{ id: string | null }[]>(
      `select coalesce((select id from event_log where created_at >= ? order by id limit 1), (select max(id) from event_log)) as id`,
      [before],
    );
    if (!edge?.id) return 0;
    let forgotten = 0;
    for (;;) {
      const [gone] = await connection.execute<{ count: number }[]>(
        `with gone as (delete from event_log where id in (select id from event_log where id < ? order by id limit ?) returning 1) select count(*)::int as count from gone`,
        [edge.id, FORGET_BATCH],
      );
      forgotten += gone!.count;
      if (gone!.count < FORGET_BATCH) return forgotten;
    }
  }

  /** One statement: every row, in the order published, and one notification per publish. */
  private async write(batch: Publish[]): Promise<StoredEvent[][]> {
    const items = batch.map(({ scopes, type, payload }) => {
      const json = JSON.stringify(payload);
      const fits = Buffer.byteLength(json) + scopes.length * 48 < NOTIFY_PAYLOAD_BUDGET;
      return { scopes, type, payload, carried: fits ? payload : null };
    });
    // Output expressions are evaluated after ORDER BY, so ids (and notifications) follow the order published.
    // The lock is taken (joined in) before the first id; a statement's transaction holds it until it commits.
    const rows = await this.em.getConnection().execute<{ ord: string; events: [string, string][] }[]>(
      `with locked as materialized (select pg_advisory_xact_lock(?) as taken),
       items as (select ord, item from json_array_elements(?::json) with ordinality as i(item, ord)),
       numbered as materialized (
         select nextval(pg_get_serial_sequence('event_log', 'id')) as id, t.ord, s.scope
           from locked cross join items t cross join lateral json_array_elements_text(t.item->'scopes') with ordinality as s(scope, n)
          order by t.ord, s.n),
       stored as (
         insert into event_log (id, scope, type, payload, created_at)
         select n.id, n.scope, t.item->>'type', (t.item->'payload')::jsonb, now() from numbered n join items t using (ord)),
       listed as (select ord, json_agg(json_build_array(id::text, scope) order by id) as events from numbered group by ord)
       select l.ord, l.events,
              pg_notify(?, json_build_object('sent_at', ?::bigint, 'type', t.item->>'type', 'events', l.events, 'payload', t.item->'carried')::text)
         from listed l join items t using (ord) order by l.ord`,
      [EVENT_WRITE_LOCK, JSON.stringify(items), EVENTS_CHANNEL, Date.now()],
    );
    const byOrd = new Map(rows.map((row) => [Number(row.ord), row.events.map(([id, scope]) => ({ id: Number(id), scope }))]));
    return batch.map((_, i) => byOrd.get(i + 1) ?? []);
  }
}
