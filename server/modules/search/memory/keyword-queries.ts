import type { Sql } from '../../../db/sql.js';
import { EventCache } from '../../../events/event-cache.js';
import { keywordTsqueries } from '../search.sql.js';
import { logger } from '../../../logger.js';
import { englishWordQuery, ENGLISH_STOP_WORDS } from './english-words.js';
import { parseTsquery, type WordQuery } from './tsquery.js';
import type { WordIndex } from './word-index.js';

/** Parsed keywords kept (they do not depend on the directory, so no event drops them). */
const KEPT = 10_000;

type Run = <T>(statement: Sql) => Promise<T[]>;

/** Lexemes of the directory whose inflections check the English stemmer against the database. */
const CHECKED_LEXEMES = 2_000;
const INFLECTIONS = ['', 's', 'es', 'ing', 'ed', 'ly', 'er', 'ness'];

/**
 * Each keyword as PostgreSQL's websearch_to_tsquery reads it (null where the word index cannot
 * answer it). A lone English word is read in memory (englishWordQuery) once `check` has found the
 * stemmer answering as this database does, so its first search waits for no round trip; anything
 * else is asked of the database, once.
 */
export class KeywordQueries {
  private readonly parsed = new EventCache<string, WordQuery | null>(null, { max: KEPT });
  private stemmerAgrees = false;

  async of(keywords: string[], run: Run): Promise<(WordQuery | null)[]> {
    const unknown = keywords.filter((k) => this.parsed.get(k) === undefined && !this.readInMemory(k));
    if (unknown.length) {
      const rows = await run<{ keyword: string; query: string }>(keywordTsqueries(unknown));
      for (const row of rows) this.parsed.set(row.keyword, parseTsquery(row.query));
    }
    return keywords.map((k) => this.parsed.get(k) ?? null);
  }

  /** Compares englishWordQuery with the database over the stop words and inflections of the index's lexemes; in memory only if every one agrees. */
  async check(index: Pick<WordIndex, 'someLexemes'>, run: Run) {
    const inflected = index.someLexemes(CHECKED_LEXEMES).flatMap((lexeme) => INFLECTIONS.map((ending) => lexeme + ending));
    try {
      const rows = await run<{ keyword: string; query: string }>(keywordTsqueries([...ENGLISH_STOP_WORDS, ...inflected]));
      const differing = rows.filter(({ keyword, query }) => ![undefined, query].includes(englishWordQuery(keyword)));
      this.stemmerAgrees = differing.length === 0;
      if (differing.length)
        logger.warn({ differing: differing.slice(0, 10) }, "the English stemmer differs from the database's: keywords are read by the database");
    } catch (err) {
      this.stemmerAgrees = false;
      logger.warn({ err }, 'the English stemmer could not be checked: keywords are read by the database');
    }
  }

  private readInMemory(keyword: string) {
    const text = this.stemmerAgrees ? englishWordQuery(keyword) : undefined;
    if (text === undefined) return false;
    this.parsed.set(keyword, parseTsquery(text));
    return true;
  }
}
