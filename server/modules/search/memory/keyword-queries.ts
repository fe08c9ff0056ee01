import type { Sql } from '../../../db/sql.js';
import { EventCache } from '../../../events/event-cache.js';
import { keywordTsqueries } from '../search.sql.js';
import { parseTsquery, type WordQuery } from './tsquery.js';

/** Parsed keywords kept (they do not depend on the directory, so no event drops them). */
const KEPT = 10_000;

type Run = <T>(statement: Sql) => Promise<T[]>;

/** Each keyword as PostgreSQL's websearch_to_tsquery reads it (null where the word index cannot answer it), asked once. */
export class KeywordQueries {
  private readonly parsed = new EventCache<string, WordQuery | null>(null, { max: KEPT });

  async of(keywords: string[], run: Run): Promise<(WordQuery | null)[]> {
    const unknown = keywords.filter((k) => this.parsed.get(k) === undefined);
    if (unknown.length) {
      const rows = await run<{ keyword: string; query: string }>(keywordTsqueries(unknown));
      for (const row of rows) this.parsed.set(row.keyword, parseTsquery(row.query));
    }
    return keywords.map((k) => this.parsed.get(k) ?? null);
  }
}
