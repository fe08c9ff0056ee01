import { trigramsOf, wordsOf, wordSimilarity, WORD_SIMILARITY_THRESHOLD, type WordCharacters } from './trigrams.js';

/** Past this many accounts written since the lists were built, they are folded into the lists. */
const FOLD_ABOVE = 10_000;

type List = { ids: Int32Array; n: number };

/**
 * The accounts' search names (`lower(fullname || ' ' || handle)`) by pg_trgm trigram, per platform,
 * ids ascending: a Name search (`search_name like '%name%' or name <% search_name`) counts the
 * query's trigrams in these lists and checks the accounts holding enough of them, in memory.
 * The names themselves are the cards' (`cardName`); the few PostgreSQL lower-cases otherwise than
 * JavaScript are kept as read. Accounts written after the lists were built are checked one by one
 * until they are folded in.
 */
export class NameIndex {
  private readonly platforms = new Map<string, Map<string, List>>();
  /** Accounts written since the lists were built, with their platform now (null: deleted). */
  private readonly changed = new Map<number, string | null>();
  private readonly readNames = new Map<number, string>();
  /** Per account id: how many of the query's trigrams it holds (reused; left all zero). */
  private hits = new Uint16Array(0);

  constructor(
    readonly characters: WordCharacters,
    /** An account's name as its card gives it, lower-cased; null when it is not in the directory. */
    private readonly cardName: (id: number) => string | null,
  ) {}

  /** An account of the load (ids ascending), with its search_name as read. */
  add(id: number, platform: string, searchName: string) {
    this.remember(id, searchName);
    const lists = this.listsOf(platform);
    for (const trigram of new Set(trigramsOf(searchName, this.characters))) {
      let list = lists.get(trigram);
      if (!list) lists.set(trigram, (list = { ids: new Int32Array(4), n: 0 }));
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
  }

  /** An account written after the load, with its search_name now (platform null: deleted). */
  change(id: number, platform: string | null, searchName: string) {
    this.changed.set(id, platform);
    if (platform === null) this.readNames.delete(id);
    else this.remember(id, searchName);
    if (this.changed.size > FOLD_ABOVE) this.fold();
  }

  /** An account's search name now. */
  nameOf(id: number): string {
    return this.readNames.get(id) ?? this.cardName(id) ?? '';
  }

  /**
   * The platform's accounts whose search name holds `name` or is word-similar to it, ids
   * ascending; null for a name whose words are all shorter than three characters (no trigram
   * narrows that substring search: the database's).
   */
  matches(platform: string, name: string): Int32Array | null {
    const longest = wordsOf(name, this.characters).reduce((a, b) => (b.length > a.length ? b : a), '');
    if (longest.length < 3) return null;
    const wanted = new Set(trigramsOf(name, this.characters));
    // word_similarity <= shared / query trigrams; a name holding `name` holds its longest word's inner trigrams.
    const enough = Math.max(1, Math.min(Math.floor(WORD_SIMILARITY_THRESHOLD * wanted.size), longest.length - 2));
    const lists = [...wanted].map((t) => this.platforms.get(platform)?.get(t)).filter((l) => l !== undefined);
    const candidates = this.holdingAtLeast(lists, enough);
    const matches = (text: string) => text.includes(name) || wordSimilarity(wanted, trigramsOf(text, this.characters)) >= WORD_SIMILARITY_THRESHOLD;
    const matching: number[] = [];
    for (const id of candidates) if (!this.changed.has(id) && matches(this.nameOf(id))) matching.push(id);
    for (const [id, now] of this.changed) if (now === platform && matches(this.nameOf(id))) matching.push(id);
    return Int32Array.from(matching).sort();
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

  private remember(id: number, searchName: string) {
    if (searchName === this.cardName(id)) this.readNames.delete(id);
    else this.readNames.set(id, searchName);
  }

  /** Lists rebuilt without the changed accounts, then with each under its name now. */
  private fold() {
    const additions = new Map<string, Map<string, number[]>>();
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
