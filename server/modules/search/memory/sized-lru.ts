/**
 * Recently used values by key, the least recently used dropped first past `limit` (in the units of
 * `sizeOf`), and all dropped when the directory's version moves on.
 */
export class SizedLru<T> {
  private readonly entries = new Map<string, T>();
  private used = 0;
  private version = -1;

  constructor(
    private readonly limit: number,
    private readonly sizeOf: (value: T) => number,
  ) {}

  get(key: string, version: number): T | undefined {
    if (version !== this.version) {
      this.entries.clear();
      this.used = 0;
      this.version = version;
    }
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` if the directory is still at `version`. */
  set(key: string, value: T, version: number) {
    if (version !== this.version || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.used += this.sizeOf(value);
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.limit) break;
      this.entries.delete(oldest);
      this.used -= this.sizeOf(entry);
    }
  }
}
