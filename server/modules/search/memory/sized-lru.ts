/** Recently used values by key, the least recently used dropped first past `limit` (in the units of `sizeOf`). */
export class SizedLru<T> {
  private readonly entries = new Map<string, T>();
  private used = 0;

  constructor(
    private readonly limit: number,
    private readonly sizeOf: (value: T) => number,
  ) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps `value` for `key` (in place of what it held). */
  set(key: string, value: T) {
    this.delete(key);
    this.entries.set(key, value);
    this.used += this.sizeOf(value);
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.limit) break;
      this.entries.delete(oldest);
      this.used -= this.sizeOf(entry);
    }
  }

  delete(key: string) {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.used -= this.sizeOf(value);
  }

  clear() {
    this.entries.clear();
    this.used = 0;
  }
}
