import { filterConditions, MIN_TEXT_LENGTH, sortKey, type SearchFilters, type Sql } from '../search-sql.js';
import type { SqlMatches } from './memory-query.js';
import { SizedLru } from './sized-lru.js';

/** Cached word matches kept, counted in accounts (about 12 bytes each). */
const CACHE_ACCOUNTS = 4_000_000;

type WordMatches = NonNullable<SqlMatches['text']>;

/** Whether a search has keywords or a name long enough to be searched for. */
export const hasWords = (q: SearchFilters) => (q.keywords ?? []).some((k) => k.length >= MIN_TEXT_LENGTH) || (q.name?.trim().length ?? 0) >= MIN_TEXT_LENGTH;

/** The platform's accounts matching the search's keywords and name (full-text and trigram indexes), ranked when sorted by relevance. */
export function wordMatchQuery(q: SearchFilters): Sql {
  const words = filterConditions({ platform: q.platform, keywords: q.keywords, name: q.name } as SearchFilters, '');
  const rank = q.sort_by === 'relevance' ? sortKey(q) : null;
  return {
    text: `select sa.id${rank ? `, (${rank.text})::float8 as rank` : ''} from directory_search sa where ${words.text}`,
    params: [...(rank?.params ?? []), ...words.params],
  };
}

/**
 * The word matches of recent searches, so scrolling and repeated searches do not ask the database
 * again; all are dropped when the directory changes (`version`), the oldest first past CACHE_ACCOUNTS.
 */
export class WordMatchCache {
  private readonly entries = new SizedLru<WordMatches>(CACHE_ACCOUNTS, (m) => m.ids.length);
  /** Loads under way, by key and version: searches for the same words at once share one statement. */
  private readonly loading = new Map<string, Promise<WordMatches>>();

  get(q: SearchFilters, version: number, load: (sql: Sql) => Promise<{ id: number; rank?: number }[]>): Promise<WordMatches> {
    const key = JSON.stringify([q.platform, q.keywords ?? [], q.name?.trim().toLowerCase() ?? '', q.sort_by === 'relevance']);
    const cached = this.entries.get(key, version);
    if (cached) return Promise.resolve(cached);
    const loadKey = `${version} ${key}`;
    const underway = this.loading.get(loadKey);
    if (underway) return underway;
    const loaded = load(wordMatchQuery(q))
      .then((rows) => {
        const matches: WordMatches = {
          ids: Int32Array.from(rows, (r) => r.id),
          ranks: q.sort_by === 'relevance' ? Float64Array.from(rows, (r) => r.rank!) : null,
        };
        this.entries.set(key, matches, version);
        return matches;
      })
      .finally(() => this.loading.delete(loadKey));
    this.loading.set(loadKey, loaded);
    return loaded;
  }
}
