import type { Figure, PlatformColumns } from './platform-columns.js';

/** One side of a figure's range a search keeps (min..max, either side open), as search.sql.ts compares it. */
export interface Bound {
  figure: Figure;
  min: number;
  max: number;
}

const keyOf = (b: Bound) => `${b.figure} ${b.min} ${b.max}`;

/**
 * For one platform's columns, the positions of the live accounts inside each bound searched (the
 * filters' options: a few dozen per platform, 1 bit per account each), kept in step with every
 * write: a search ANDs a word of 32 accounts at a time instead of comparing each account's figures.
 */
export class RangeBits {
  private readonly sets = new Map<string, { bound: Bound; bits: Uint32Array }>();

  constructor(private readonly columns: PlatformColumns) {}

  /** The bound's positions as bits (built on first use: the load builds the options' bounds). */
  of(bound: Bound): Uint32Array {
    const key = keyOf(bound);
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = { bound, bits: this.build(bound) }));
    return set.bits;
  }

  /** The account at `position` was written or removed. */
  changed(position: number) {
    const word = position >>> 5;
    const bit = 1 << (position & 31);
    const alive = this.columns.alive[position] === 1;
    const figures = this.columns.figures;
    // A bulk change calls this for every account and every bound: no allocation or lookup beyond the bound's column.
    for (const set of this.sets.values()) {
      if (word >= set.bits.length) {
        const grown = new Uint32Array(Math.max(word + 1, Math.ceil(set.bits.length * 1.25)));
        grown.set(set.bits);
        set.bits = grown;
      }
      const { figure, min, max } = set.bound;
      const v = figures[figure][position]!;
      if (alive && v >= min && v <= max) set.bits[word]! |= bit;
      else set.bits[word]! &= ~bit;
    }
  }

  private build({ figure, min, max }: Bound) {
    const { size, alive } = this.columns;
    const values = this.columns.figures[figure];
    const bits = new Uint32Array(Math.ceil(this.columns.ids.length / 32) + 1);
    for (let p = 0; p < size; p++) {
      const v = values[p]!;
      if (alive[p] === 1 && v >= min && v <= max) bits[p >>> 5]! |= 1 << (p & 31);
    }
    return bits;
  }
}

/** The bounds a range is made of: each finite side, one bound for an exact value, or "has a value" for an open range. */
export function boundsOf(range: Bound): Bound[] {
  const { figure, min, max } = range;
  if (min === max || (min === -Infinity && max === Infinity)) return [range];
  return [...(min > -Infinity ? [{ figure, min, max: Infinity }] : []), ...(max < Infinity ? [{ figure, min: -Infinity, max }] : [])];
}
