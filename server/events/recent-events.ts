/** One publish as the stream holds it: the same event for each of its scopes. */
export interface StreamedPublish {
  seq: number;
  scopes: string[];
  type: string;
  payload: unknown;
}

/** The index of the first of `publishes` (in sequence order) after `seq`. */
function firstAfter(publishes: StreamedPublish[], seq: number) {
  let [low, high] = [0, publishes.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (publishes[middle]!.seq <= seq) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The publishes an instance heard last, in sequence order, so a stream that resumes here replays
 * from memory: every publish after `heldAfter` up to the last heard, the oldest dropped past
 * `capacity`. Each scope's are listed apart, so a resume reads only its own.
 */
export class RecentEvents {
  private readonly held: StreamedPublish[] = [];
  /** Of how many of `held` the first ones were dropped (kept as a gap at the front until compacted). */
  private dropped = 0;
  private readonly byScope = new Map<string, StreamedPublish[]>();

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
    for (const scope of publish.scopes) {
      const ofScope = this.byScope.get(scope);
      if (ofScope?.at(-1) === publish) continue;
      if (ofScope) ofScope.push(publish);
      else this.byScope.set(scope, [publish]);
    }
    if (this.held.length - this.dropped <= this.capacity) return;
    const oldest = this.held[this.dropped]!;
    this.after = oldest.seq;
    this.dropped++;
    for (const scope of oldest.scopes) {
      const ofScope = this.byScope.get(scope);
      if (ofScope?.[0] !== oldest) continue;
      ofScope.shift();
      if (!ofScope.length) this.byScope.delete(scope);
    }
    // Drops from the front in one splice now and then, not a shift per publish.
    if (this.dropped >= this.capacity / 4) {
      this.held.splice(0, this.dropped);
      this.dropped = 0;
    }
  }

  /** The publishes to `scope` after `afterSeq`, oldest first, at most `limit`. */
  forScope(scope: string, afterSeq: number, limit: number): StreamedPublish[] {
    const ofScope = this.byScope.get(scope) ?? [];
    const first = firstAfter(ofScope, afterSeq);
    return ofScope.slice(first, first + limit);
  }
}
