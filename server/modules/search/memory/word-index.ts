import { RareLexemes } from './rare-lexemes.js';
import type { WordQuery } from './tsquery.js';

/** Joins an account's lexemes in the rows the load reads (`array_to_string(tsvector_to_array(...), chr(31))`). */
export const LEXEME_SEPARATOR = '\x1f';
/** Past this many accounts written since the lists were built, they are folded into the lists. */
const FOLD_ABOVE = 20_000;

type Posting = { ids: Int32Array; n: number };
/** While loading, a word held by one account so far is just that account's id. */
type Entry = Posting | number;
type Now = { platform: string; lexemes: Set<string> } | null;

const lexemesOf = (joined: string) => (joined ? joined.split(LEXEME_SEPARATOR) : []);

/**
 * The directory's full-text words in memory: for each platform and lexeme (as PostgreSQL's
 * tsvector of the account holds it, so stemming is the database's), the accounts holding it,
 * ids ascending. Words held by a single account of a load batch (handles, mostly) are left to
 * the database, which finds a rare word fast. Accounts written after the lists were built are
 * kept aside with their lexemes and override the lists until enough of them are folded in.
 * Lists are never changed in place: an answer handed out stays as it was.
 */
export class WordIndex {
  private readonly platforms = new Map<string, Map<string, Entry>>();
  private readonly rare = new RareLexemes();
  private readonly changed = new Map<number, Now>();

  /** An account of the load (ids ascending, as the load reads them). */
  add(id: number, platform: string, lexemes: string) {
    const lists = this.listsOf(platform);
    for (const lexeme of lexemesOf(lexemes)) {
      const entry = lists.get(lexeme);
      if (entry === undefined) {
        if (!this.rare.has(platform, lexeme)) lists.set(lexeme, id);
        continue;
      }
      let posting = entry;
      if (typeof posting === 'number') lists.set(lexeme, (posting = { ids: Int32Array.of(posting, 0, 0, 0), n: 1 }));
      if (posting.n === posting.ids.length) {
        const grown = new Int32Array(posting.n * 2);
        grown.set(posting.ids);
        posting.ids = grown;
      }
      posting.ids[posting.n++] = id;
    }
  }

  /** Ends a batch of the load: a word held by one account of it is left to the database from now on. */
  endBatch() {
    for (const [platform, lists] of this.platforms) {
      for (const [lexeme, entry] of lists) {
        if (typeof entry !== 'number') continue;
        lists.delete(lexeme);
        this.rare.add(platform, lexeme);
      }
    }
  }

  /** Ends the load: each list down to its size (lists grow by doubling). */
  trim() {
    for (const lists of this.platforms.values()) {
      for (const [lexeme, entry] of lists) if (typeof entry !== 'number' && entry.n < entry.ids.length) lists.set(lexeme, { ids: entry.ids.slice(0, entry.n), n: entry.n });
    }
  }

  /** An account written after the load, with what it holds now (platform null: deleted). */
  change(id: number, platform: string | null, lexemes: string) {
    this.changed.set(id, platform === null ? null : { platform, lexemes: new Set(lexemesOf(lexemes)) });
    if (this.changed.size > FOLD_ABOVE) this.fold();
  }

  /** The platform's accounts matching `query`, ids ascending; null when one of its words is left to the database. */
  matches(platform: string, query: WordQuery): Int32Array | null {
    if ('lexeme' in query) return this.holding(platform, query.lexeme);
    const parts = ('and' in query ? query.and : query.or).map((part) => this.matches(platform, part));
    if (parts.some((part) => part === null)) return null;
    return (parts as Int32Array[]).reduce((a, b) => ('and' in query ? intersect(a, b) : union(a, b)));
  }

  private holding(platform: string, lexeme: string): Int32Array | null {
    const posting = this.platforms.get(platform)?.get(lexeme) as Posting | undefined;
    if (!posting && this.rare.has(platform, lexeme)) return null;
    const listed = posting ? posting.ids.subarray(0, posting.n) : new Int32Array(0);
    if (this.changed.size === 0) return listed;
    const kept = listed.filter((id) => !this.changed.has(id));
    const added: number[] = [];
    for (const [id, now] of this.changed) if (now?.platform === platform && now.lexemes.has(lexeme)) added.push(id);
    return added.length ? union(kept, Int32Array.from(added).sort()) : kept;
  }

  /** New lists without the changed accounts, then with each where its lexemes are now. */
  private fold() {
    let maxId = 0;
    for (const id of this.changed.keys()) maxId = Math.max(maxId, id);
    const isChanged = new Uint8Array(maxId + 1);
    for (const id of this.changed.keys()) isChanged[id] = 1;
    const additions = new Map<string, Map<string, number[]>>();
    for (const [id, now] of this.changed) {
      if (!now) continue;
      const byLexeme = additions.get(now.platform) ?? additions.set(now.platform, new Map()).get(now.platform)!;
      for (const lexeme of now.lexemes) if (!this.rare.has(now.platform, lexeme)) (byLexeme.get(lexeme) ?? byLexeme.set(lexeme, []).get(lexeme)!).push(id);
    }
    for (const [platform, byLexeme] of additions) for (const lexeme of byLexeme.keys()) if (!this.listsOf(platform).has(lexeme)) this.listsOf(platform).set(lexeme, { ids: new Int32Array(0), n: 0 });
    for (const [platform, lists] of this.platforms) {
      for (const [lexeme, entry] of lists) {
        const posting = entry as Posting;
        const kept = posting.ids.subarray(0, posting.n).filter((id) => id > maxId || isChanged[id] === 0);
        const added = additions.get(platform)?.get(lexeme);
        const ids = added ? union(kept, Int32Array.from(added).sort()) : kept;
        if (ids.length === 0) lists.delete(lexeme);
        else lists.set(lexeme, { ids, n: ids.length });
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

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) out[n++] = a[i++]!;
    else if (a[i]! > b[j]!) out[n++] = b[j++]!;
    else {
      out[n++] = a[i++]!;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}
