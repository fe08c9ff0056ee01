import { EventCache } from '../../../events/event-cache.js';
import type { Sql } from '../../../db/sql.js';
import { MIN_TEXT_LENGTH, wordMatchQuery, type SearchFilters } from '../search.sql.js';
import type { SqlMatches } from './memory-query.js';

/** Cached word matches kept, counted in accounts (about 12 bytes each). */
const CACHE_ACCOUNTS = 4_000_000;
/** Changed accounts remembered for bringing cached matches up to date; older matches are read again. */
const CHANGES_KEPT = 100_000;

export type WordMatches = NonNullable<SqlMatches['text']>;

/** Whether a search has keywords or a name long enough to be searched for. */
export const hasWords = (q: SearchFilters) => (q.keywords ?? []).some((k) => k.length >= MIN_TEXT_LENGTH) || (q.name?.trim().length ?? 0) >= MIN_TEXT_LENGTH;

/** What a search's word matches depend on. */
export const wordsKey = (q: SearchFilters) => JSON.stringify([q.platform, q.keywords ?? [], q.name?.trim().toLowerCase() ?? '', q.sort_by === 'relevance']);

type Load = (sql: Sql) => Promise<{ id: number; rank?: number }[]>;
type Kept = { matches: WordMatches; version: number };

/**
 * The word matches of recent searches, so scrolling and repeated searches do not ask the database
 * again, the oldest dropped first past CACHE_ACCOUNTS. When the directory has changed since a
 * search's matches were read, only the changed accounts are asked about (a directory that changes
 * every few seconds would otherwise leave nothing cached); after a full load, everything.
 */
export class WordMatchCache {
  private readonly entries = new EventCache<string, Kept>(null, { maxSize: CACHE_ACCOUNTS, size: (kept) => kept.matches.ids.length + 1 });
  /** Loads under way, by key and version: searches for the same words at once share one statement. */
  private readonly loading = new Map<string, Promise<WordMatches>>();
  /** The accounts each version of the directory changed, oldest first, back to the last full load. */
  private changes: { version: number; ids: number[] }[] = [];
  private changedAccounts = 0;
  /** Counts the full loads, so matches read before one are not kept after it. */
  private reloads = 0;

  /** The directory moved to `version` by writing (or deleting) the accounts `ids`. */
  changed(version: number, ids: number[]) {
    this.changes.push({ version, ids });
    this.changedAccounts += ids.length;
    while (this.changedAccounts > CHANGES_KEPT) this.changedAccounts -= this.changes.shift()!.ids.length;
  }

  /** The directory was loaded again as `version`: nothing cached holds. */
  reloaded() {
    this.reloads++;
    this.entries.clear();
    this.changes = [];
    this.changedAccounts = 0;
  }

  get(q: SearchFilters, version: number, load: Load): Promise<WordMatches> {
    const key = wordsKey(q);
    const kept = this.entries.get(key);
    // Matches read at a later version are as good: the database is read as it is now anyway.
    if (kept && kept.version >= version) return Promise.resolve(kept.matches);
    const loadKey = `${version} ${key}`;
    const underway = this.loading.get(loadKey);
    if (underway) return underway;
    const changed = kept ? this.changedSince(kept.version) : null;
    const reloads = this.reloads;
    const loaded = (
      kept && changed ? patch(kept.matches, changed, (among) => load(wordMatchQuery(q, among))) : load(wordMatchQuery(q)).then((rows) => toMatches(rows, q))
    )
      .then((matches) => {
        if (reloads === this.reloads) this.entries.set(key, { matches, version });
        return matches;
      })
      .finally(() => this.loading.delete(loadKey));
    this.loading.set(loadKey, loaded);
    return loaded;
  }

  /** The accounts changed after `since`, or null when the log does not reach back that far. */
  private changedSince(since: number): number[] | null {
    const first = this.changes[0];
    if (!first || first.version > since + 1) return null;
    return this.changes.filter((c) => c.version > since).flatMap((c) => c.ids);
  }
}

/** `matches` with the `changed` accounts taken out and those of them matching now (`load`) put back. */
async function patch(matches: WordMatches, changed: number[], load: (among: number[]) => ReturnType<Load>): Promise<WordMatches> {
  if (changed.length === 0) return matches;
  const now = await load(changed);
  const out = new Set(changed);
  const keep: number[] = [];
  for (let i = 0; i < matches.ids.length; i++) if (!out.has(matches.ids[i]!)) keep.push(i);
  return {
    ids: Int32Array.from([...keep.map((i) => matches.ids[i]!), ...now.map((r) => r.id)]),
    ranks: matches.ranks && Float64Array.from([...keep.map((i) => matches.ranks![i]!), ...now.map((r) => r.rank!)]),
  };
}

const toMatches = (rows: { id: number; rank?: number }[], q: SearchFilters): WordMatches => ({
  ids: Int32Array.from(rows, (r) => r.id),
  ranks: q.sort_by === 'relevance' ? Float64Array.from(rows, (r) => r.rank!) : null,
});
