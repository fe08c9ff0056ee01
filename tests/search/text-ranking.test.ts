import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../../server/db/orm.js';
import { coverDensityRank, lexemesOf } from '../../server/modules/search/memory/cover-density-rank.js';
import { asciiTrigramsInto, isAscii, trigramsOf, wordSimilarity } from '../../server/modules/search/memory/trigrams.js';
import { parseTsquery } from '../../server/modules/search/memory/tsquery.js';
import { parseTsvector } from '../../server/modules/search/memory/tsvector.js';
import { createTestDatabase } from '../helpers/database.js';

let orm: Orm;
beforeAll(async () => {
  orm = (await createTestDatabase()).orm;
}, 60_000);
afterAll(() => orm?.close());

const sql = <T>(text: string, params: unknown[]) => orm.em.getConnection().execute<T[]>(text, params);
const NAMES = [
  'emma',
  'gemma stone',
  'emily martin',
  "o'brien",
  'noah taylor thenoahtaylor1000000',
  'zoë ávila',
  'são paulo',
  'mia mia',
  'a b c',
  'ethan_7 ethan',
  '',
  'x',
];
const texts = fc.oneof(fc.constantFrom(...NAMES), fc.string({ unit: fc.constantFrom(...'aeimnostz é_-.1 '), maxLength: 24 }));

describe("pg_trgm's word similarity, in memory", () => {
  it('equals word_similarity() for names, partial words, punctuation and letters beyond ASCII', async () => {
    await fc.assert(
      fc.asyncProperty(texts, texts, async (query, text) => {
        const [row] = await sql<{ s: number }>('select word_similarity(?, ?)::float8 as s', [query, text]);
        expect(wordSimilarity(trigramsOf(query, 'unicode'), trigramsOf(text, 'unicode')), JSON.stringify([query, text])).toBe(row!.s);
      }),
      { numRuns: 300 },
    );
  });
});

describe("a name's trigrams read from its bytes", () => {
  it('are the trigrams of its text, and a name beyond ASCII is left to the text', () => {
    const out = new Int32Array(64);
    fc.assert(
      fc.property(texts, fc.string({ unit: fc.constantFrom(...'AZaz09 _-.'), maxLength: 24 }), (text, ascii) => {
        for (const name of [text, ascii]) {
          const bytes = Buffer.from(`»${name}«`);
          const read = asciiTrigramsInto(bytes, 2, bytes.length - 2, out);
          if (isAscii(name)) expect([...out.subarray(0, read)], name).toEqual(trigramsOf(name, 'unicode'));
          else expect(read, name).toBe(-1);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('ts_rank_cd, in memory', () => {
  const documents = fc.array(fc.constantFrom('food', 'travel', 'cooking', 'emma', 'fitness', 'coach', 'the', 'daily', 'recipes'), {
    minLength: 1,
    maxLength: 14,
  });
  const queries = fc.constantFrom('food', 'fitness coach', 'food or travel', 'emma cooking', 'travel daily recipes', 'food travel or emma');

  it('equals ts_rank_cd() with weighted positions, AND and OR', async () => {
    await fc.assert(
      fc.asyncProperty(documents, documents, queries, async (title, body, text) => {
        const [row] = await sql<{ rank: number; document: string; query: string }>(
          `select ts_rank_cd(d, q)::float8 as rank, d::text as document, q::text as query
             from (select setweight(to_tsvector('english', ?), 'A') || setweight(to_tsvector('english', ?), 'C') as d, websearch_to_tsquery('english', ?) as q) x`,
          [title.join(' '), body.join(' '), text],
        );
        const query = parseTsquery(row!.query)!;
        const positions = new Map(parseTsvector(row!.document).map((e) => [e.lexeme, e.positions]));
        expect(
          coverDensityRank(query, [...lexemesOf(query)], (l) => positions.get(l)),
          JSON.stringify([title, body, text]),
        ).toBe(row!.rank);
      }),
      { numRuns: 300 },
    );
  });
});
