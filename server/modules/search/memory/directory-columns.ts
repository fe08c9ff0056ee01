import { SORTED_FIGURES } from '../search.sql.js';
import { PlatformColumns, type AccountFigures, type Figure } from './platform-columns.js';
import { SortedOrder } from './sorted-order.js';
import type { Bound } from './range-bits.js';

const PLATFORM_BITS = 4;
const POSITION_LIMIT = 2 ** (31 - PLATFORM_BITS);
/** An account's place: its platform's index in the high bits, its position in the low ones. */
const platformIndexOf = (place: number) => place >>> (31 - PLATFORM_BITS);
const positionOf = (place: number) => place & (POSITION_LIMIT - 1);

/** Every account's figures by platform, and where each account id is (its platform and position). */
export class DirectoryColumns {
  private readonly platforms: { name: string; columns: PlatformColumns; orders: Map<Figure, SortedOrder> }[] = [];
  /** Per account id: its place, or -1. */
  private places = new Int32Array(0);
  /** Per account id: the hash of its texts as last put. */
  private textHashes = new Int32Array(0);

  platform(name: string) {
    return this.platforms.find((p) => p.name === name) ?? null;
  }

  /** Accounts held, removed ones included until the next full load. */
  get size() {
    return this.platforms.reduce((sum, p) => sum + p.columns.size, 0);
  }

  /** Gives back the room the platforms' arrays kept for more accounts (after a load). */
  fit() {
    for (const p of this.platforms) p.columns.fit();
  }

  /**
   * Sorts every platform's orders not sorted yet (at load, and after a bulk change made them stale)
   * rather than in the next search of each sort (about 100 ms each at a million accounts), one per
   * turn of the event loop, while `wanted`.
   */
  async sortOrders(wanted: () => boolean) {
    for (const order of this.platforms.flatMap((p) => [...p.orders.values()])) {
      if (!wanted()) return;
      if (order.sorted) continue;
      order.current();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** The position of `id` in `platform`'s columns, or -1. */
  positionIn(platform: string, id: number): number {
    const place = id < this.places.length ? this.places[id]! : -1;
    if (place < 0) return -1;
    return this.platforms[platformIndexOf(place)]!.name === platform ? positionOf(place) : -1;
  }

  /** `positionIn` for one platform, for the many ids of one search (the platform's name compared once, not per id). */
  positionsIn(platform: string): (id: number) => number {
    const index = this.platforms.findIndex((p) => p.name === platform);
    const places = this.places;
    return (id) => {
      const place = id < places.length ? places[id]! : -1;
      return place >= 0 && platformIndexOf(place) === index ? positionOf(place) : -1;
    };
  }

  /** Builds every platform's bits of the options' bounds (memory-query.ts), one per turn of the event loop. */
  async buildBits(bounds: Bound[]) {
    for (const { columns } of this.platforms) {
      for (const bound of bounds) {
        columns.bits.of(bound);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }

  /** Whether the account `id` is in memory with texts of this hash (else its indexes need its texts). */
  holdsTexts(id: number, textHash: number): boolean {
    return id < this.places.length && this.places[id]! >= 0 && this.textHashes[id] === textHash;
  }

  /** Adds or overwrites an account (moving it when its platform changed). */
  put(account: AccountFigures) {
    this.ensurePlace(account.id);
    this.textHashes[account.id] = account.textHash;
    const place = account.id < this.places.length ? this.places[account.id]! : -1;
    const current = place >= 0 ? this.platforms[platformIndexOf(place)]! : null;
    if (current?.name === account.platform) return this.overwrite(current, positionOf(place), account);
    this.remove(account.id);
    const index = this.platformIndex(account.platform);
    const { columns, orders } = this.platforms[index]!;
    const position = columns.append(account);
    if (position >= POSITION_LIMIT) throw new Error('too many accounts on one platform for the in-memory directory');
    this.ensurePlace(account.id);
    this.places[account.id] = (index << (31 - PLATFORM_BITS)) | position;
    for (const order of orders.values()) order.markChanged(position);
  }

  private overwrite(platform: (typeof this.platforms)[number], position: number, account: AccountFigures) {
    platform.columns.write(position, account);
    for (const order of platform.orders.values()) order.markChanged(position);
  }

  remove(id: number) {
    const place = id < this.places.length ? this.places[id]! : -1;
    if (place < 0) return;
    const platform = this.platforms[platformIndexOf(place)]!;
    const position = positionOf(place);
    platform.columns.remove(position);
    for (const order of platform.orders.values()) order.markChanged(position);
    this.places[id] = -1;
  }

  private platformIndex(name: string) {
    const index = this.platforms.findIndex((p) => p.name === name);
    if (index >= 0) return index;
    if (this.platforms.length === 2 ** PLATFORM_BITS - 1) throw new Error('too many platforms for the in-memory directory');
    const columns = new PlatformColumns();
    this.platforms.push({ name, columns, orders: new Map(SORTED_FIGURES.map((f) => [f as Figure, new SortedOrder(columns, f)])) });
    return this.platforms.length - 1;
  }

  private ensurePlace(id: number) {
    if (id < this.places.length) return;
    const length = Math.max(1024, id * 2);
    const grown = new Int32Array(length).fill(-1);
    grown.set(this.places);
    this.places = grown;
    const hashes = new Int32Array(length);
    hashes.set(this.textHashes);
    this.textHashes = hashes;
  }
}
