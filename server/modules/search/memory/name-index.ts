import { EventCache } from '../../../events/event-cache.js';
import { TextHeap } from './text-heap.js';
import {
  asciiTrigramsInto,
  isAscii,
  trigramsOf,
  wordsOf,
  wordSimilarity,
  wordSimilarityOf,
  WORD_SIMILARITY_THRESHOLD,
  type Trigram,
  type WordCharacters,
} from './trigrams.js';
import { intersect } from './word-index.js';

/** Past this many accounts written since the lists were built, they are folded into the lists. */
const FOLD_ABOVE = 10_000;
/** Name searches whose matches are kept until the next change (a name is searched with many filters). */
const KEPT_SEARCHES = 1_000;

type List = { ids: Int32Array; n: number };
/** A searched name: its text, its bytes when it is ASCII, its trigrams. */
type NameQuery = { name: string; bytes: Buffer | null; trigrams: Set<Trigram> };
const EMPTY: List = { ids: new Int32Array(0), n: 0 };

/** The fewest of a query's trigrams a text must share for a word similarity at the threshold: it is at most shared / query trigrams. */
function leastShared(queryTrigrams: number) {
  let shared = 1;
  while (Math.fround(shared / queryTrigrams) < WORD_SIMILARITY_THRESHOLD) shared++;
  return shared;
}

/**
 * The accounts' search names (`lower(fullname || ' ' || handle)`, as read) and, per platform, the
 * accounts holding each pg_trgm trigram of them, ids ascending: a Name search (`search_name like
 * '%name%' or name <% search_name`) checks only the accounts holding the name's inner trigrams or
 * enough of its trigrams, in memory. Accounts written after the lists were built are checked one
 * by one until they are folded in.
 */
export class NameIndex {
  private readonly platforms = new Map<string, Map<Trigram, List>>();
  private readonly names = new TextHeap();
  private capacity = 0;
  /** Accounts written since the lists were built, with their platform now (null: deleted). */
  private readonly changed = new Map<number, string | null>();
  /** Per account id: how many of the query's trigrams it holds (reused; left all zero). */
  private hits = new Uint16Array(0);
  private readonly kept = new EventCache<string, Int32Array>(null, { max: KEPT_SEARCHES });
  /** A name's trigrams, read from its bytes (reused). */
  private trigramsRead = new Int32Array(256);

  constructor(readonly characters: WordCharacters) {}

  /** An account of the load (ids ascending), with its search_name. */
  add(id: number, platform: string, searchName: string) {
    this.setName(id, searchName);
    const lists = this.listsOf(platform);
    for (const trigram of trigramsOf(searchName, this.characters)) {
      let list = lists.get(trigram);
      if (!list) lists.set(trigram, (list = { ids: new Int32Array(4), n: 0 }));
      // Ids come ascending: a trigram the name holds twice was listed by its first.
      if (list.n > 0 && list.ids[list.n - 1] === id) continue;
      if (list.n === list.ids.length) {
        const grown = new Int32Array(list.n * 2);
        grown.set(list.ids);
        list.ids = grown;
      }
      list.ids[list.n++] = id;
    }
  }

  /** Ends the load: each list down to its size. */
  trim() {
    for (const lists of this.platforms.values()) for (const list of lists.values()) list.ids = list.ids.slice(0, list.n);
    this.names.fit();
  }

  /** An account written after the load, with its search_name now (platform null: deleted). */
  change(id: number, platform: string | null, searchName: string) {
    this.changed.set(id, platform);
    this.setName(id, platform === null ? '' : searchName);
    this.kept.clear();
    if (this.changed.size > FOLD_ABOVE) this.fold();
  }

  /** An account's search name now. */
  nameOf(id: number): string {
    return id < this.capacity ? this.names.get(id) : '';
  }

  /**
   * The platform's accounts whose search name holds `name` or is word-similar to it, ids
   * ascending; null for a name whose words are all shorter than three characters (no trigram
   * narrows that substring search: the database's).
   */
  matches(platform: string, name: string): Int32Array | null {
    const key = `${platform}\n${name}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const longest = wordsOf(name, this.characters).reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest.length < 3) return null;
    const query = this.queryOf(name);
    const wanted = query.trigrams;
    const listOf = (trigram: Trigram) => this.platforms.get(platform)?.get(trigram) ?? EMPTY;
    // A name holding `name` holds its longest word's inner trigrams; a similar one holds enough of the query's.
    const inner = trigramsOf(longest, this.characters)
      .slice(2, -1)
      .map((t) => {
        const list = listOf(t);
        return list.ids.subarray(0, list.n);
      });
    const candidates = this.candidates(
      inner.reduce((a, b) => intersect(a, b)),
      [...wanted].map(listOf),
      leastShared(wanted.size),
    );
    const matching: number[] = [];
    const anyChanged = this.changed.size > 0;
    for (const id of candidates) if (!(anyChanged && this.changed.has(id)) && this.nameMatches(id, query)) matching.push(id);
    for (const [id, now] of this.changed) if (now === platform && this.nameMatches(id, query)) matching.push(id);
    const ids = Int32Array.from(matching).sort();
    this.kept.set(key, ids);
    return ids;
  }

  /** What `matches` and `similarity` compare each account's name with. */
  queryOf(name: string): NameQuery {
    return { name, bytes: isAscii(name) ? Buffer.from(name, 'latin1') : null, trigrams: new Set(trigramsOf(name, this.characters)) };
  }

  /** word_similarity(query, the account's search name). */
  similarity(id: number, query: NameQuery): number {
    const read = this.readTrigrams(id);
    if (read >= 0) return wordSimilarityOf(query.trigrams, this.trigramsRead, read);
    return wordSimilarity(query.trigrams, trigramsOf(this.nameOf(id), this.characters));
  }

  /** `search_name like '%name%' or name <% search_name`, from the name's bytes when both are ASCII. */
  private nameMatches(id: number, query: NameQuery): boolean {
    if (query.bytes && id < this.capacity) {
      const start = this.names.startOf(id);
      if (holdsBytes(this.names.buffer, start, start + this.names.lengthOf(id), query.bytes)) return true;
    } else if (this.nameOf(id).includes(query.name)) return true;
    return this.similarity(id, query) >= WORD_SIMILARITY_THRESHOLD;
  }

  /** The account's name's trigrams into trigramsRead, read from its bytes: how many, or -1 for a name beyond ASCII. */
  private readTrigrams(id: number): number {
    if (id >= this.capacity) return 0;
    const start = this.names.startOf(id);
    const end = start + this.names.lengthOf(id);
    if (end - start > this.trigramsRead.length / 2) this.trigramsRead = new Int32Array((end - start) * 2 + 2);
    return asciiTrigramsInto(this.names.buffer, start, end, this.trigramsRead);
  }

  /** The accounts of `inner`, and those in `enough` of the lists or more, each once. */
  private candidates(inner: Int32Array, lists: List[], enough: number): number[] {
    let hits = this.hits;
    for (const list of lists) {
      const last = list.n > 0 ? list.ids[list.n - 1]! : 0;
      if (last >= hits.length) hits = this.hits = new Uint16Array(Math.max(1024, last * 2));
    }
    for (const list of lists) for (let i = 0; i < list.n; i++) hits[list.ids[i]!]!++;
    const found = Array.from(inner);
    // The inner accounts are in the lists too: counted as found already.
    for (const id of inner) hits[id] = 0;
    for (const list of lists) {
      for (let i = 0; i < list.n; i++) {
        const id = list.ids[i]!;
        if (hits[id]! >= enough) found.push(id);
        hits[id] = 0;
      }
    }
    return found;
  }

  private setName(id: number, name: string) {
    if (id >= this.capacity) this.names.resize((this.capacity = Math.max(1024, id * 2)));
    this.names.set(id, name);
  }

  /** Lists rebuilt without the changed accounts, then with each under its name now. */
  private fold() {
    const additions = new Map<string, Map<Trigram, number[]>>();
    for (const [id, platform] of [...this.changed].sort((a, b) => a[0] - b[0])) {
      if (platform === null) continue;
      const byTrigram = additions.get(platform) ?? additions.set(platform, new Map()).get(platform)!;
      for (const trigram of new Set(trigramsOf(this.nameOf(id), this.characters)))
        (byTrigram.get(trigram) ?? byTrigram.set(trigram, []).get(trigram)!).push(id);
    }
    for (const [platform, byTrigram] of additions)
      for (const trigram of byTrigram.keys()) if (!this.listsOf(platform).has(trigram)) this.listsOf(platform).set(trigram, { ids: new Int32Array(0), n: 0 });
    for (const [platform, lists] of this.platforms) {
      for (const [trigram, list] of lists) {
        const kept = list.ids.subarray(0, list.n).filter((id) => !this.changed.has(id));
        const ids = Int32Array.from([...kept, ...(additions.get(platform)?.get(trigram) ?? [])]).sort();
        if (ids.length === 0) lists.delete(trigram);
        else lists.set(trigram, { ids, n: ids.length });
      }
    }
    this.changed.clear();
  }

  private listsOf(platform: string) {
    let lists = this.platforms.get(platform);
    if (!lists) this.platforms.set(platform, (lists = new Map()));
    return lists;
  }
}

/** Whether bytes[start..end) holds `needle`. */
function holdsBytes(bytes: Uint8Array, start: number, end: number, needle: Uint8Array) {
  const last = end - needle.length;
  outer: for (let i = start; i <= last; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}
