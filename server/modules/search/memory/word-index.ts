import { RareLexemes } from './rare-lexemes.js';
import type { WordPosition } from './tsvector.js';
import type { WordQuery } from './tsquery.js';

/** An account's lexemes with their positions, as its tsvector holds them. */
export type WordDocument = { lexeme: string; positions: WordPosition[] }[];
/** Past this many accounts written since the lists were built, they are folded into the lists. */
const FOLD_ABOVE = 20_000;

/** The accounts holding a lexeme (ids ascending) and, for each, how many positions it has there and which. */
class Posting {
  ids = new Int32Array(4);
  counts = new Uint16Array(4);
  at = new Uint16Array(4);
  n = 0;
  m = 0;

  push(id: number, positions: ArrayLike<WordPosition>) {
    if (this.n === this.ids.length) {
      this.ids = grown(this.ids, this.n * 2);
      this.counts = grown(this.counts, this.n * 2);
    }
    if (this.m + positions.length > this.at.length) this.at = grown(this.at, Math.max(this.at.length * 2, this.m + positions.length));
    this.ids[this.n] = id;
    this.counts[this.n++] = positions.length;
    for (let i = 0; i < positions.length; i++) this.at[this.m++] = positions[i]!;
  }

  trimmed() {
    const posting = new Posting();
    posting.ids = this.ids.slice(0, this.n);
    posting.counts = this.counts.slice(0, this.n);
    posting.at = this.at.slice(0, this.m);
    posting.n = this.n;
    posting.m = this.m;
    return posting;
  }

  /** Calls `each` with every account and its positions, ids ascending. */
  forEach(each: (id: number, positions: Uint16Array) => void) {
    for (let i = 0, m = 0; i < this.n; m += this.counts[i++]!) each(this.ids[i]!, this.at.subarray(m, m + this.counts[i]!));
  }
}

/** A lexeme's positions in each of the accounts asked (by their index in the ask): `at[start[i], end[i])`, unless the account was rewritten since the lists were built. */
export class LexemePositions {
  readonly start: Int32Array;
  readonly end: Int32Array;
  readonly rewritten = new Map<number, Uint16Array>();

  constructor(
    readonly at: Uint16Array,
    accounts: number,
  ) {
    this.start = new Int32Array(accounts);
    this.end = new Int32Array(accounts);
  }

  /** The positions in the i-th account asked (a view: allocates). */
  of(i: number): Uint16Array {
    return this.rewritten.get(i) ?? this.at.subarray(this.start[i]!, this.end[i]!);
  }
}

function grown<T extends Int32Array | Uint16Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (n: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/** While loading, a word held by one account so far is just that account and its positions. */
type Single = { id: number; positions: WordPosition[] };
type Now = { platform: string; lexemes: Map<string, Uint16Array> } | null;

/**
 * The directory's full-text words in memory: for each platform and lexeme (as PostgreSQL's
 * tsvector of the account holds it, so stemming is the database's), the accounts holding it,
 * ids ascending, with its positions and weights there (for ts_rank_cd). Words held by a single
 * account of a load batch (handles, mostly) are left to the database, which finds a rare word
 * fast. Accounts written after the lists were built are kept aside with their lexemes and override
 * the lists until enough of them are folded in. Lists are never changed in place: an answer handed
 * out stays as it was.
 */
export class WordIndex {
  private readonly platforms = new Map<string, Map<string, Posting | Single>>();
  private readonly rare = new RareLexemes();
  private readonly changed = new Map<number, Now>();

  /** An account of the load (ids ascending, as the load reads them). */
  add(id: number, platform: string, document: WordDocument) {
    const lists = this.listsOf(platform);
    for (const { lexeme, positions } of document) {
      const entry = lists.get(lexeme);
      if (entry === undefined) {
        if (!this.rare.has(platform, lexeme)) lists.set(lexeme, { id, positions });
        continue;
      }
      let posting = entry;
      if (!(posting instanceof Posting)) {
        const single = entry as Single;
        lists.set(lexeme, (posting = new Posting()));
        posting.push(single.id, single.positions);
      }
      posting.push(id, positions);
    }
  }

  /** Ends a batch of the load: a word held by one account of it is left to the database from now on. */
  endBatch() {
    for (const [platform, lists] of this.platforms) {
      for (const [lexeme, entry] of lists) {
        if (entry instanceof Posting) continue;
        lists.delete(lexeme);
        this.rare.add(platform, lexeme);
      }
    }
  }

  /** Ends the load: each list down to its size (lists grow by doubling). */
  trim() {
    for (const lists of this.platforms.values()) for (const [lexeme, entry] of lists) lists.set(lexeme, (entry as Posting).trimmed());
  }

  /** An account written after the load, with what it holds now (platform null: deleted). */
  change(id: number, platform: string | null, document: WordDocument) {
    this.changed.set(id, platform === null ? null : { platform, lexemes: new Map(document.map((e) => [e.lexeme, Uint16Array.from(e.positions)])) });
    if (this.changed.size > FOLD_ABOVE) this.fold();
  }

  /** The platform's accounts matching `query`, ids ascending; null when one of its words is left to the database. */
  /** Up to `limit` of the lexemes the index holds, of any platform. */
  someLexemes(limit: number): string[] {
    const found = new Set<string>();
    for (const lists of this.platforms.values()) {
      for (const lexeme of lists.keys()) {
        if (found.size >= limit) return [...found];
        found.add(lexeme);
      }
    }
    return [...found];
  }

  matches(platform: string, query: WordQuery): Int32Array | null {
    if ('lexeme' in query) return this.holding(platform, query.lexeme);
    const parts = ('and' in query ? query.and : query.or).map((part) => this.matches(platform, part));
    if (parts.some((part) => part === null)) return null;
    return (parts as Int32Array[]).reduce((a, b) => ('and' in query ? intersect(a, b) : union(a, b)));
  }

  /**
   * Where `lexeme` is in each of the platform's accounts `ids` (ascending), read in one walk of its
   * list; null when the word is left to the database.
   */
  positions(platform: string, lexeme: string, ids: Int32Array): LexemePositions | null {
    const posting = this.platforms.get(platform)?.get(lexeme) as Posting | undefined;
    if (!posting && this.rare.has(platform, lexeme)) return null;
    const found = new LexemePositions(posting?.at ?? new Uint16Array(0), ids.length);
    const changed = this.changed.size > 0 ? this.changed : null;
    if (posting) {
      // Both ascending: one walk of the list.
      let j = 0;
      let m = 0;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        while (j < posting.n && posting.ids[j]! < id) m += posting.counts[j++]!;
        if (j < posting.n && posting.ids[j] === id && !changed?.has(id)) {
          found.start[i] = m;
          found.end[i] = m + posting.counts[j]!;
        }
      }
    }
    if (changed) {
      for (let i = 0; i < ids.length; i++) {
        const now = changed.get(ids[i]!);
        const positions = now?.platform === platform ? now.lexemes.get(lexeme) : undefined;
        if (positions) found.rewritten.set(i, positions);
      }
    }
    return found;
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
    const additions = new Map<string, Map<string, [number, Uint16Array][]>>();
    for (const [id, now] of this.changed) {
      if (!now) continue;
      const byLexeme = additions.get(now.platform) ?? additions.set(now.platform, new Map()).get(now.platform)!;
      for (const [lexeme, positions] of now.lexemes) {
        if (!this.rare.has(now.platform, lexeme)) (byLexeme.get(lexeme) ?? byLexeme.set(lexeme, []).get(lexeme)!).push([id, positions]);
      }
    }
    for (const [platform, byLexeme] of additions)
      for (const lexeme of byLexeme.keys()) if (!this.listsOf(platform).has(lexeme)) this.listsOf(platform).set(lexeme, new Posting());
    for (const [platform, lists] of this.platforms) {
      for (const [lexeme, entry] of lists) {
        const added = (additions.get(platform)?.get(lexeme) ?? []).sort((a, b) => a[0] - b[0]);
        const folded = new Posting();
        let next = 0;
        (entry as Posting).forEach((id, positions) => {
          for (; next < added.length && added[next]![0] < id; next++) folded.push(added[next]![0], added[next]![1]);
          if (!this.changed.has(id)) folded.push(id, positions);
        });
        for (; next < added.length; next++) folded.push(added[next]![0], added[next]![1]);
        if (folded.n === 0) lists.delete(lexeme);
        else lists.set(lexeme, folded.trimmed());
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

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
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
