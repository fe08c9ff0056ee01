/**
 * One string per position, kept as UTF-8 in a single growing buffer (a million JavaScript strings
 * would cost several times their bytes in object headers). A rewritten or removed position leaves
 * its old bytes behind until they outweigh the live ones, when the buffer is compacted.
 */
export class TextHeap {
  private bytes: Buffer = Buffer.alloc(0);
  private used = 0;
  private garbage = 0;
  private starts = new Int32Array(0);
  private lengths = new Int32Array(0);

  /** Room for positions below `capacity` (those above it are dropped). */
  resize(capacity: number) {
    const starts = new Int32Array(capacity);
    const lengths = new Int32Array(capacity);
    starts.set(this.starts.subarray(0, capacity));
    lengths.set(this.lengths.subarray(0, capacity));
    this.starts = starts;
    this.lengths = lengths;
  }

  /** Gives back the buffer's unused room (after a load). */
  fit() {
    this.compactInto(Buffer.alloc(this.used - this.garbage));
  }

  set(position: number, text: string) {
    this.clear(position);
    const length = Buffer.byteLength(text);
    if (this.used + length > this.bytes.length) this.makeRoom(length);
    this.bytes.write(text, this.used, 'utf8');
    this.starts[position] = this.used;
    this.lengths[position] = length;
    this.used += length;
  }

  get(position: number): string {
    const start = this.starts[position]!;
    return this.bytes.toString('utf8', start, start + this.lengths[position]!);
  }

  /** The bytes the texts are kept in: a position's are [startOf, startOf + lengthOf) (good until the next write). */
  get buffer(): Buffer {
    return this.bytes;
  }

  startOf(position: number) {
    return this.starts[position]!;
  }

  lengthOf(position: number) {
    return this.lengths[position]!;
  }

  clear(position: number) {
    this.garbage += this.lengths[position]!;
    this.lengths[position] = 0;
  }

  /** Grows the buffer by a quarter beyond what is needed (compacting it when most of it is garbage). */
  private makeRoom(length: number) {
    const live = this.used - this.garbage;
    const compact = this.garbage > live;
    const into = Buffer.alloc(Math.max(1 << 16, Math.ceil(((compact ? live : this.used) + length) * 1.25)));
    if (compact) return this.compactInto(into);
    this.bytes.copy(into, 0, 0, this.used);
    this.bytes = into;
  }

  /** Copies the live texts to the start of `into`, in position order. */
  private compactInto(into: Buffer) {
    let used = 0;
    for (let p = 0; p < this.starts.length; p++) {
      const length = this.lengths[p]!;
      if (length === 0) continue;
      this.bytes.copy(into, used, this.starts[p]!, this.starts[p]! + length);
      this.starts[p] = used;
      used += length;
    }
    this.bytes = into;
    this.used = used;
    this.garbage = 0;
  }
}
