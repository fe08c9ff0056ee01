/**
 * pg_trgm's trigrams and word similarity, so a Name search answers from memory exactly as
 * `? <% search_name` and `word_similarity(?, search_name)` do in the database.
 */

/** pg_trgm.word_similarity_threshold's default: `a <% b` is word_similarity(a, b) >= this. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** Which characters pg_trgm counts as word characters depends on the database's locale (probed at load). */
export type WordCharacters = 'unicode' | 'ascii';
const WORD_CHARACTER = { unicode: /[\p{L}\p{N}]/u, ascii: /[A-Za-z0-9]/ } as const;

const isAscii = (text: string) => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
};

/** The text's words (runs of word characters), lower-cased. */
export function wordsOf(text: string, characters: WordCharacters): string[] {
  // Most names are plain ASCII: split without testing each character against a Unicode class.
  if (isAscii(text)) return text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0);
  const test = WORD_CHARACTER[characters];
  const words: string[] = [];
  let word = '';
  for (const c of text) {
    if (test.test(c)) word += c;
    else if (word) {
      words.push(word.toLowerCase());
      word = '';
    }
  }
  if (word) words.push(word.toLowerCase());
  return words;
}

/** A trigram of ASCII characters as a small integer (7 bits each), any other as its text: the same trigram always gets the same key. */
export type Trigram = number | string;

/** Each word padded with two blanks before and one after, cut into every run of three characters, in order. */
export function trigramsOf(text: string, characters: WordCharacters): Trigram[] {
  const trigrams: Trigram[] = [];
  for (const word of wordsOf(text, characters)) {
    const padded = `  ${word} `;
    if (isAscii(padded)) {
      for (let i = 0; i + 2 < padded.length; i++) trigrams.push((padded.charCodeAt(i) << 14) | (padded.charCodeAt(i + 1) << 7) | padded.charCodeAt(i + 2));
      continue;
    }
    const chars = Array.from(padded);
    for (let i = 0; i + 2 < chars.length; i++) {
      const trigram = chars[i]! + chars[i + 1]! + chars[i + 2]!;
      trigrams.push(isAscii(trigram) ? (trigram.charCodeAt(0) << 14) | (trigram.charCodeAt(1) << 7) | trigram.charCodeAt(2) : trigram);
    }
  }
  return trigrams;
}

const similarity = (shared: number, queryTrigrams: number, extentTrigrams: number) => Math.fround(shared / (queryTrigrams + extentTrigrams - shared));

/**
 * word_similarity(query, text): the greatest similarity between the query's trigram set and the
 * trigrams of any stretch of the text, found as pg_trgm does (each stretch ending on a trigram
 * the query holds, its start moved right while that raises the similarity), as a float4.
 */
export function wordSimilarity(query: Trigram[] | Set<Trigram>, text: Trigram[]): number {
  const wanted = query instanceof Set ? query : new Set(query);
  if (wanted.size === 0) return 0;
  // Each distinct trigram of the text numbered, with whether the query holds it.
  const numbers = new Map<Trigram, number>();
  const indexes = new Int32Array(text.length);
  const found: boolean[] = [];
  text.forEach((trigram, i) => {
    let n = numbers.get(trigram);
    if (n === undefined) {
      numbers.set(trigram, (n = found.length));
      found.push(wanted.has(trigram));
    }
    indexes[i] = n;
  });
  const lastAt = new Int32Array(found.length).fill(-1);
  let distinct = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < text.length; i++) {
    const n = indexes[i]!;
    if (lower >= 0 || found[n]) {
      if (lastAt[n]! < 0) {
        distinct++;
        if (found[n]) shared++;
      }
      lastAt[n] = i;
    }
    if (!found[n]) continue;
    if (lower === -1) {
      lower = i;
      distinct = 1;
    }
    let current = similarity(shared, wanted.size, distinct);
    let tryShared = shared;
    let tryDistinct = distinct;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      const tried = similarity(tryShared, wanted.size, tryDistinct);
      if (tried > current) {
        current = tried;
        distinct = tryDistinct;
        lower = start;
        shared = tryShared;
      }
      const m = indexes[start]!;
      if (lastAt[m] === start) {
        tryDistinct--;
        if (found[m]) tryShared--;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start++) {
      const m = indexes[start]!;
      if (lastAt[m] === start) lastAt[m] = -1;
    }
  }
  return best;
}
