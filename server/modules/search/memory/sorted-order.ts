import type { Figure, PlatformColumns } from './platform-columns.js';

/** Above this share of changed accounts an order is sorted again rather than merged. */
const RESORT_SHARE = 1 / 8;

/**
 * A platform's accounts that have a value in one figure, in the order of that figure's SQL index
 * (value desc, id desc): a page sorted by the figure is a walk along it. Sorted at load (or on first
 * use); accounts written since are taken out and merged back in at their new place when it is next used.
 */
export class SortedOrder {
  private positions: Int32Array | null = null;
  private readonly changed = new Set<number>();

  constructor(
    private readonly columns: PlatformColumns,
    readonly figure: Figure,
  ) {}

  /** Whether it was sorted whole since it was built or last went stale (changes since then are merged on use). */
  get sorted(): boolean {
    return this.positions !== null;
  }

  markChanged(position: number) {
    if (!this.positions) return;
    this.changed.add(position);
    // So many changed that the order will be sorted again whole (a bulk change): stop counting them.
    if (this.changed.size > this.positions.length * RESORT_SHARE) {
      this.positions = null;
      this.changed.clear();
    }
  }

  current(): Int32Array {
    if (!this.positions || this.changed.size > this.positions.length * RESORT_SHARE) this.positions = this.sortedPositions(this.allWithValue());
    else if (this.changed.size > 0) this.positions = this.mergeChanged(this.positions);
    this.changed.clear();
    return this.positions;
  }

  /** Negative when `a` comes first (value desc, id desc). */
  readonly compare = (a: number, b: number) => {
    const values = this.columns.figures[this.figure];
    return values[b]! - values[a]! || this.columns.ids[b]! - this.columns.ids[a]!;
  };

  private hasValue(position: number) {
    return this.columns.alive[position] === 1 && !Number.isNaN(this.columns.figures[this.figure][position]);
  }

  private allWithValue(): Int32Array {
    const out = new Int32Array(this.columns.size);
    let n = 0;
    for (let p = 0; p < this.columns.size; p++) if (this.hasValue(p)) out[n++] = p;
    return out.subarray(0, n);
  }

  private sortedPositions(positions: Int32Array) {
    return positions.sort(this.compare);
  }

  private mergeChanged(positions: Int32Array): Int32Array {
    const added = this.sortedPositions(Int32Array.from([...this.changed].filter((p) => this.hasValue(p))));
    const out = new Int32Array(positions.length + added.length);
    let n = 0;
    let a = 0;
    for (const p of positions) {
      if (this.changed.has(p)) continue;
      while (a < added.length && this.compare(added[a]!, p) < 0) out[n++] = added[a++]!;
      out[n++] = p;
    }
    while (a < added.length) out[n++] = added[a++]!;
    return out.subarray(0, n);
  }
}
