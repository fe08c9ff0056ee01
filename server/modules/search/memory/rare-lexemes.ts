const BITS = 2 ** 26;
const HASHES = 3;

/** FNV-1a over the platform, a separator and the lexeme, from `basis`. */
function hash(basis: number, platform: string, lexeme: string) {
  let h = basis;
  const mix = (code: number) => {
    h ^= code;
    h = Math.imul(h, 16777619);
  };
  for (let i = 0; i < platform.length; i++) mix(platform.charCodeAt(i));
  mix(0);
  for (let i = 0; i < lexeme.length; i++) mix(lexeme.charCodeAt(i));
  return h >>> 0;
}

/**
 * The (platform, lexeme) pairs the word index leaves to the database, as a Bloom filter (8 MB):
 * a million of them (at a million accounts, nearly every handle is one) would otherwise cost
 * hundreds of MB of map entries. A false "rare" (below one in ten thousand at a million pairs)
 * only sends that word's search to the database, which answers it right.
 */
export class RareLexemes {
  private readonly bits = new Uint32Array(BITS / 32);

  add(platform: string, lexeme: string) {
    const a = hash(0x811c9dc5, platform, lexeme);
    const b = hash(0x01000193, platform, lexeme) | 1;
    for (let i = 0; i < HASHES; i++) {
      const bit = ((a + Math.imul(i, b)) >>> 0) & (BITS - 1);
      this.bits[bit >>> 5]! |= 1 << (bit & 31);
    }
  }

  has(platform: string, lexeme: string) {
    const a = hash(0x811c9dc5, platform, lexeme);
    const b = hash(0x01000193, platform, lexeme) | 1;
    for (let i = 0; i < HASHES; i++) {
      const bit = ((a + Math.imul(i, b)) >>> 0) & (BITS - 1);
      if ((this.bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
    }
    return true;
  }
}
