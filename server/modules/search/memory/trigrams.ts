/**
 * pg_trgm's trigrams and word similarity, so a Name search answers from memory exactly as
 * `? <% search_name` and `word_similarity(?, search_name)` do in the database.
 */

/** pg_trgm.word_similarity_threshold's default: `a <% b` is word_similarity(a, b) >= this. */
export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** Which characters pg_trgm counts as word characters depends on the database's locale (probed at load). */
export type WordCharacters = 'unicode' | 'ascii';
const WORD_CHARACTER = { unicode: /[\p{L}\p{N}]/u, ascii: /[A-Za-z0-9]/ } as const;

export const isAscii = (text: string) => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
};

/** The text's words (runs of word characters), lower-cased. */
export function wordsOf(text: string, characters: WordCharacters): string[] {
  // Most names are plain ASCII: split without testing each character against a Unicode class.
  if (isAscii(text))
    return text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 0);
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

/**
 * The trigrams of ASCII text held as bytes (`bytes[start..end)`), as trigramsOf gives them, written
 * into `out` from 0; answers how many, or -1 for text beyond ASCII (trigramsOf reads that) or more
 * trigrams than `out` holds. A name search checks thousands of names: this reads them without
 * making a string of each.
 */
export function asciiTrigramsInto(bytes: Uint8Array, start: number, end: number, out: Int32Array): number {
  const BLANK = 0x20;
  let n = 0;
  let before = BLANK;
  let last = BLANK;
  let inWord = false;
  for (let i = start; i <= end; i++) {
    let c = i < end ? bytes[i]! : BLANK;
    if (c > 0x7f) return -1;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    const isWordCharacter = (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39);
    if (!isWordCharacter && !inWord) continue;
    if (n === out.length) return -1;
    out[n++] = (before << 14) | (last << 7) | (isWordCharacter ? c : BLANK);
    if (isWordCharacter) {
      before = last;
      last = c;
      inWord = true;
    } else {
      before = last = BLANK;
      inWord = false;
    }
  }
  return n;
}

const similarity = (shared: number, queryTrigrams: number, extentTrigrams: number) => Math.fround(shared / (queryTrigrams + extentTrigrams - shared));

/** Scratch arrays of wordSimilarityOf (a text's trigrams rarely number more than a few dozen). */
let distinct: Trigram[] = [];
let indexes = new Int32Array(64);
let lastAt = new Int32Array(64);
let held = new Uint8Array(64);

/**
 * word_similarity(query, text): the greatest similarity between the query's trigram set and the
 * trigrams of any stretch of the text, found as pg_trgm does (each stretch ending on a trigram
 * the query holds, its start moved right while that raises the similarity), as a float4.
 */
export function wordSimilarity(query: Trigram[] | Set<Trigram>, text: Trigram[]): number {
  return wordSimilarityOf(query instanceof Set ? query : new Set(query), text, text.length);
}

/** wordSimilarity of the first `length` trigrams of `text`. */
export function wordSimilarityOf(wanted: Set<Trigram>, text: ArrayLike<Trigram>, length: number): number {
  if (wanted.size === 0) return 0;
  if (length > indexes.length) {
    indexes = new Int32Array(length * 2);
    lastAt = new Int32Array(length * 2);
    held = new Uint8Array(length * 2);
  }
  // Each distinct trigram of the text numbered, with whether the query holds it.
  let count = 0;
  for (let i = 0; i < length; i++) {
    const trigram = text[i]!;
    let n = 0;
    while (n < count && distinct[n] !== trigram) n++;
    if (n === count) {
      distinct[count++] = trigram;
      held[n] = wanted.has(trigram) ? 1 : 0;
    }
    indexes[i] = n;
  }
  if (distinct.length > 1024) distinct = [];
  lastAt.fill(-1, 0, count);
  let distinctInExtent = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  for (let i = 0; i < length; i++) {
    const n = indexes[i]!;
    if (lower >= 0 || held[n]) {
      if (lastAt[n]! < 0) {
        distinctInExtent++;
        if (held[n]) shared++;
      }
      lastAt[n] = i;
    }
    if (!held[n]) continue;
    if (lower === -1) {
      lower = i;
      distinctInExtent = 1;
    }
    let current = similarity(shared, wanted.size, distinctInExtent);
    let tryShared = shared;
    let tryDistinct = distinctInExtent;
    const previousLower = lower;
    for (let start = lower; start <= i; start++) {
      const tried = similarity(tryShared, wanted.size, tryDistinct);
      if (tried > current) {
        current = tried;
        distinctInExtent = tryDistinct;
        lower = start;
        shared = tryShared;
      }
      const m = indexes[start]!;
      if (lastAt[m] === start) {
        tryDistinct--;
        if (held[m]) tryShared--;
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
