/** mulberry32: a tiny, fast, seedable PRNG. The generator never uses Math.random, so a seed fixes every value. */
export function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string: turns "seed:index:purpose" into a 32-bit PRNG seed. */
export function hashSeed(...parts: (string | number)[]) {
  let hash = 0x811c9dc5;
  const text = parts.join(':');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Convenience draws over one PRNG stream. */
export class Rng {
  private readonly next: () => number;

  constructor(...seedParts: (string | number)[]) {
    this.next = mulberry32(hashSeed(...seedParts));
  }

  float() {
    return this.next();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number) {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    return out;
  }

  /** A standard normal draw (Box-Muller). */
  normal() {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Weights that add up to `total`, each rounded to `decimals`, the rounding slack put on the largest. */
  shares(weights: number[], total = 100, decimals = 1) {
    const sum = weights.reduce((a, b) => a + b, 0);
    const factor = 10 ** decimals;
    const rounded = weights.map((w) => Math.round((w / sum) * total * factor) / factor);
    const slack = Math.round((total - rounded.reduce((a, b) => a + b, 0)) * factor) / factor;
    const largest = rounded.indexOf(Math.max(...rounded));
    rounded[largest] = Math.round((rounded[largest]! + slack) * factor) / factor;
    return rounded;
  }
}
