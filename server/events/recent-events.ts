/** One publish as the stream holds it: the same event for each of its scopes. */
export interface StreamedPublish {
  seq: number;
  scopes: string[];
  type: string;
  payload: unknown;
}

/**
 * The publishes an instance heard last, in sequence order, so a stream that resumes here replays
 * from memory: every publish after `heldAfter` up to the last heard, the oldest dropped past
 * `capacity`.
 */
export class RecentEvents {
  private readonly held: StreamedPublish[] = [];
  /** Of how many of `held` the first ones were dropped (kept as a gap at the front until compacted). */
  private dropped = 0;

  constructor(
    /** Every publish after this sequence number is held (until dropped). */
    private after: number,
    private readonly capacity: number,
  ) {}

  get heldAfter() {
    return this.after;
  }

  add(publish: StreamedPublish) {
    this.held.push(publish);
    if (this.held.length - this.dropped <= this.capacity) return;
    this.after = this.held[this.dropped]!.seq;
    this.dropped++;
    // Drops from the front in one splice now and then, not a shift per publish.
    if (this.dropped >= this.capacity / 4) {
      this.held.splice(0, this.dropped);
      this.dropped = 0;
    }
  }

  /** The publishes to `scope` after `afterSeq`, oldest first, at most `limit`. */
  forScope(scope: string, afterSeq: number, limit: number): StreamedPublish[] {
    const found: StreamedPublish[] = [];
    for (let i = this.firstAfter(afterSeq); i < this.held.length && found.length < limit; i++) {
      if (this.held[i]!.scopes.includes(scope)) found.push(this.held[i]!);
    }
    return found;
  }

  /** The index of the first held publish after `seq` (binary search: sequence numbers only grow). */
  private firstAfter(seq: number) {
    let [low, high] = [this.dropped, this.held.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.held[middle]!.seq <= seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
