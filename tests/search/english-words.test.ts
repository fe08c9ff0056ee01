import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import type { Sql } from '../../server/db/sql.js';
import { englishWordQuery, ENGLISH_STOP_WORDS } from '../../server/modules/search/memory/english-words.js';
import { KeywordQueries } from '../../server/modules/search/memory/keyword-queries.js';
import { keywordTsqueries } from '../../server/modules/search/search.sql.js';
import { createTestDatabase } from '../helpers/database.js';

let orm: Orm;
let asked: string[][] = [];
/** Runs a statement of keywords' readings, noting the keywords asked. */
const run = async <T>(statement: Sql): Promise<T[]> => {
  const rows = (await orm.em.getConnection().execute(statement.text, statement.params as unknown[])) as { keyword: string }[];
  asked.push(rows.map((r) => r.keyword));
  return rows as T[];
};
const databaseReads = async (keywords: string[]) =>
  new Map((await run<{ keyword: string; query: string }>(keywordTsqueries(keywords))).map((r) => [r.keyword, r.query]));

beforeAll(async () => {
  orm = (await createTestDatabase()).orm;
});
afterAll(() => orm?.close());

// Words whose stems take the stemmer's rarer rules (exceptions, double consonants, -ly, -ization, y to i).
const WORDS = `travelling traveling running hopping skis skies dying lying tying news sky generously generous communism arsenal
  gently early only singly innings outing canning proceed exceed succeed cycling beautiful beauty fitness happiness organization
  organizational relational conditional decisiveness hopefulness callousness formality sensitivity skincare vlogging gaming
  makeup photography photographer yoga cooking recipes foodie fashionista luxury mothers fathers babies ponies caress cats feed`.split(/\s+/);

describe('a lone English word read in memory', () => {
  it('reads as PostgreSQL reads it: its stop words, and the stems of words of every rule', async () => {
    const words = [...ENGLISH_STOP_WORDS, ...WORDS, ...WORDS.map((w) => w.toUpperCase())];
    const database = await databaseReads(words);
    for (const word of words) {
      const mine = englishWordQuery(word);
      expect(mine, word).toBeDefined();
      expect(mine, word).toBe(database.get(word));
    }
  });

  it('leaves to PostgreSQL what is not one word of ASCII letters, and the stems of two letters or fewer', () => {
    for (const keyword of ['e-mail', 'café', '2024', 'k9', 'food travel', '"yoga"', '-yoga', 'oing'])
      expect(englishWordQuery(keyword), keyword).toBeUndefined();
  });

  it('asks the database only for what it does not read itself, once the check has found it agreeing', async () => {
    const queries = new KeywordQueries();
    asked = [];
    await queries.check({ someLexemes: () => ['travel', 'beauti', 'cook'] }, run);
    expect(asked).toHaveLength(1);
    asked = [];
    const read = await queries.of(['travelling', 'beauty', 'the', 'e-mail'], run);
    expect(asked).toEqual([['e-mail']]);
    expect(read.slice(0, 2)).toEqual([{ lexeme: 'travel' }, { lexeme: 'beauti' }]);
    // A stop word is no query: the search goes to the database, as with the database's reading.
    expect(read[2]).toBeNull();
  });

  it('asks the database for every keyword while the check has not passed', async () => {
    const queries = new KeywordQueries();
    asked = [];
    expect(await queries.of(['travelling'], run)).toEqual([{ lexeme: 'travel' }]);
    await queries.check({ someLexemes: () => ['cook'] }, () => Promise.reject(new Error('the database is down')));
    expect(await queries.of(['cooking'], run)).toEqual([{ lexeme: 'cook' }]);
    expect(asked).toEqual([['travelling'], ['cooking']]);
  });
});
