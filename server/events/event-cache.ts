import { LRUCache } from 'lru-cache';
import type { AppEvent, EventBus } from './bus.js';

/** What an event makes stale: some keys, and every key of some groups. */
export type Stale<K> = { keys?: Iterable<K>; groups?: Iterable<string> };

export interface EventCacheOptions<K, V> {
  /** At most this many entries, the least recently used dropped first... */
  max?: number;
  /** ...or at most this much of `size`. */
  maxSize?: number;
  size?: (value: V, key: K) => number;
  /** Entries older than this are read again. */
  ttlMs?: number;
  /** The groups of an entry (its team, its sheet), so an event can drop a whole group at once; `value` is absent while it loads. */
  groupsOf?: (key: K, value: V | undefined) => string[];
  /** What an event heard on the bus (from this instance or another) makes stale. */
  staleOn?: (event: AppEvent) => Stale<K> | null | undefined;
}

type Entry<V> = { value: Promise<V> } | { value: V; settled: true };

/**
 * The one cache of the server: lru-cache, bounded by entries or size and by age, whose entries the
 * bus's events drop. `load` keeps a value's load from the moment it starts, so callers asking
 * meanwhile share it; a load that fails is not kept, nor is one an event made stale while it ran.
 */
export class EventCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Entry<V>>;
  private readonly groups = new Map<string, Set<K>>();
  /** Counts the events that made something stale, for reads made outside `load` (setUnlessStaleSince). */
  private staleEvents = 0;
  private readonly stopListening: () => void;

  constructor(
    bus: EventBus | null,
    private readonly options: EventCacheOptions<K, V>,
  ) {
    const { max, maxSize, size, ttlMs, groupsOf } = options;
    this.entries = new LRUCache<K, Entry<V>>({
      ...(max ? { max } : {}),
      ...(maxSize ? { maxSize, sizeCalculation: (entry: Entry<V>, key: K) => ('settled' in entry && size ? Math.max(1, size(entry.value, key)) : 1) } : {}),
      // Ages read from Date.now() at each look (no timer-cached clock), so a test's clock moves them too.
      ...(ttlMs ? { ttl: ttlMs, ttlResolution: 0, perf: { now: () => Date.now() } } : {}),
      dispose: groupsOf ? (entry: Entry<V>, key: K) => this.ungroup(key, entry) : undefined,
    } as LRUCache.Options<K, Entry<V>, unknown>);
    this.stopListening = bus && options.staleOn ? bus.subscribeAll((event) => this.onEvent(event)) : () => {};
  }

  /** The value kept under `key`, or one load of it shared by every caller until it settles. */
  load(key: K, load: () => Promise<V>): Promise<V> {
    const known = this.entries.get(key);
    if (known) return Promise.resolve(known.value);
    const entry: Entry<V> = { value: load() };
    this.put(key, entry);
    (entry.value as Promise<V>).then(
      (value) => this.entries.peek(key) === entry && this.put(key, { value, settled: true }),
      () => this.entries.peek(key) === entry && this.entries.delete(key),
    );
    return entry.value as Promise<V>;
  }

  /** The value kept under `key` (settled), if any. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    return entry && 'settled' in entry ? entry.value : undefined;
  }

  set(key: K, value: V) {
    this.put(key, { value, settled: true });
  }

  /** Where the events stand now: a value read after this is kept by `setUnlessStaleSince` only if no event made anything stale meanwhile. */
  mark(): number {
    return this.staleEvents;
  }

  setUnlessStaleSince(key: K, value: V, mark: number) {
    if (mark === this.staleEvents) this.set(key, value);
  }

  delete(key: K) {
    this.entries.delete(key);
  }

  /** Drops every key of `group`. */
  dropGroup(group: string) {
    for (const key of [...(this.groups.get(group) ?? [])]) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  close() {
    this.stopListening();
    this.clear();
  }

  private put(key: K, entry: Entry<V>) {
    this.entries.set(key, entry);
    if (this.entries.peek(key) !== entry) return;
    for (const group of this.groupsOf(key, entry)) this.groups.set(group, (this.groups.get(group) ?? new Set()).add(key));
  }

  private groupsOf(key: K, entry: Entry<V>) {
    return this.options.groupsOf?.(key, 'settled' in entry ? entry.value : undefined) ?? [];
  }

  private ungroup(key: K, entry: Entry<V>) {
    for (const group of this.groupsOf(key, entry)) {
      const keys = this.groups.get(group);
      keys?.delete(key);
      if (keys?.size === 0) this.groups.delete(group);
    }
  }

  private onEvent(event: AppEvent) {
    const stale = this.options.staleOn!(event);
    if (!stale) return;
    this.staleEvents++;
    for (const key of stale.keys ?? []) this.entries.delete(key);
    for (const group of stale.groups ?? []) this.dropGroup(group);
  }
}
