import { LRUCache } from 'lru-cache';
import { TextHeap } from './text-heap.js';
import { trigramsOf, wordsOf, wordSimilarity, WORD_SIMILARITY_THRESHOLD, type Trigram, type WordCharacters } from './trigrams.js';
import { intersect } from './word-index.js';

/** Past this many accounts written since the lists were built, they are folded into the lists. */
const FOLD_ABOVE = 10_000;
/** Name searches whose matches are kept until the next change (a name is searched with many filters). */
const KEPT_SEARCHES = 1_000;

type List = { ids: Int32Array; n: number };
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
  private readonly kept = new LRUCache<string, Int32Array>({ max: KEPT_SEARCHES });

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
    const wanted = new Set(trigramsOf(name, this.characters));
    const listOf = (trigram: Trigram) => this.platforms.get(platform)?.get(trigram) ?? EMPTY;
    // A name holding `name` holds its longest word's inner trigrams; a similar one holds enough of the query's.
    const inner = trigramsOf(longest, this.characters)
      .slice(2, -1)
      .map((t) => {
        const list = listOf(t);
        return list.ids.subarray(0, list.n);
      });
    const candidates = new Set<number>(inner.reduce((a, b) => intersect(a, b)));
    for (const id of this.holdingAtLeast([...wanted].map(listOf), leastShared(wanted.size))) candidates.add(id);
    const matchesName = (text: string) => text.includes(name) || wordSimilarity(wanted, trigramsOf(text, this.characters)) >= WORD_SIMILARITY_THRESHOLD;
    const matching: number[] = [];
    for (const id of candidates) if (!this.changed.has(id) && matchesName(this.nameOf(id))) matching.push(id);
    for (const [id, now] of this.changed) if (now === platform && matchesName(this.nameOf(id))) matching.push(id);
    const ids = Int32Array.from(matching).sort();
    this.kept.set(key, ids);
    return ids;
  }

  /** The accounts in `enough` of the lists or more. */
  private holdingAtLeast(lists: List[], enough: number): number[] {
    let hits = this.hits;
    for (const list of lists) {
      const last = list.n > 0 ? list.ids[list.n - 1]! : 0;
      if (last >= hits.length) hits = this.hits = new Uint16Array(Math.max(1024, last * 2));
    }
    const found: number[] = [];
    for (const list of lists) {
      for (let i = 0; i < list.n; i++) {
        const id = list.ids[i]!;
        if (++hits[id]! === enough) found.push(id);
      }
    }
    for (const list of lists) for (let i = 0; i < list.n; i++) hits[list.ids[i]!] = 0;
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
      for (const trigram of new Set(trigramsOf(this.nameOf(id), this.characters))) (byTrigram.get(trigram) ?? byTrigram.set(trigram, []).get(trigram)!).push(id);
    }
    for (const [platform, byTrigram] of additions) for (const trigram of byTrigram.keys()) if (!this.listsOf(platform).has(trigram)) this.listsOf(platform).set(trigram, { ids: new Int32Array(0), n: 0 });
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
