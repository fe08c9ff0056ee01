import { describe, expect, it } from 'vitest';
import { parseTsquery } from '../../server/modules/search/memory/tsquery.js';
import { WordIndex } from '../../server/modules/search/memory/word-index.js';

const words = (...lexemes: string[]) => lexemes.map((lexeme, i) => ({ lexeme, positions: [i + 1] }));
const lexeme = (l: string) => ({ lexeme: l });

describe("PostgreSQL's text form of a query, as the word index reads it", () => {
  it('reads lexemes joined by AND and OR, with parentheses and quotes', () => {
    expect(parseTsquery("'food'")).toEqual(lexeme('food'));
    expect(parseTsquery("'new' & 'york'")).toEqual({ and: [lexeme('new'), lexeme('york')] });
    expect(parseTsquery("'food' | 'travel' & 'cook'")).toEqual({ or: [lexeme('food'), { and: [lexeme('travel'), lexeme('cook')] }] });
    expect(parseTsquery("( 'food' | 'travel' ) & 'cook'")).toEqual({ and: [{ or: [lexeme('food'), lexeme('travel')] }, lexeme('cook')] });
    expect(parseTsquery("'o''brien' & 'back\\\\slash'")).toEqual({ and: [lexeme("o'brien"), lexeme('back\\slash')] });
  });

  it('leaves to the database what the index does not hold: phrases, negation, prefixes, weights, an empty query', () => {
    for (const text of ["'new' <-> 'york'", "'food' & !'travel'", "'foo':*", "'foo':AB", '', "'food' &", "( 'food'", "'unterminated"]) {
      expect(parseTsquery(text), text).toBeNull();
    }
  });
});

describe('the word index', () => {
  /** One load batch: each word held by two accounts or more, but "rareword" (account 5's alone). */
  const index = () => {
    const built = new WordIndex();
    built.add(1, 'instagram', words('food', 'travel'));
    built.add(2, 'instagram', words('food'));
    built.add(3, 'tiktok', words('food'));
    built.add(4, 'instagram', words('travel', 'cook'));
    built.add(5, 'instagram', words('rareword'));
    built.add(8, 'instagram', words('cook'));
    built.add(9, 'tiktok', words('food'));
    built.endBatch();
    return built;
  };
  const ids = (found: Int32Array | null) => (found ? [...found] : null);

  it("answers a platform's accounts holding the words, AND and OR", () => {
    const built = index();
    expect(ids(built.matches('instagram', lexeme('food')))).toEqual([1, 2]);
    expect(ids(built.matches('tiktok', lexeme('food')))).toEqual([3, 9]);
    expect(ids(built.matches('instagram', { and: [lexeme('food'), lexeme('travel')] }))).toEqual([1]);
    expect(ids(built.matches('instagram', { or: [lexeme('food'), lexeme('cook')] }))).toEqual([1, 2, 4, 8]);
    expect(ids(built.matches('youtube', lexeme('food')))).toEqual([]);
    expect(ids(built.matches('instagram', lexeme('nothing')))).toEqual([]);
  });

  it('leaves to the database a word held by one account of its load batch, even once others hold it', () => {
    const built = index();
    expect(built.matches('instagram', lexeme('rareword'))).toBeNull();
    expect(built.matches('instagram', { or: [lexeme('food'), lexeme('rareword')] })).toBeNull();
    built.change(6, 'instagram', words('rareword'));
    expect(built.matches('instagram', lexeme('rareword'))).toBeNull();
  });

  it('follows accounts written after the load, and keeps an answer already given as it was', () => {
    const built = index();
    const before = built.matches('instagram', lexeme('food'));
    built.change(2, 'instagram', words('travel'));
    built.change(4, null, []);
    built.change(6, 'instagram', words('food', 'brandnew'));
    built.change(3, 'instagram', words('food'));
    expect(ids(built.matches('instagram', lexeme('food')))).toEqual([1, 3, 6]);
    expect(ids(built.matches('instagram', lexeme('travel')))).toEqual([1, 2]);
    expect(ids(built.matches('instagram', lexeme('brandnew')))).toEqual([6]);
    expect(ids(built.matches('tiktok', lexeme('food')))).toEqual([9]);
    expect(ids(before)).toEqual([1, 2]);
  });

  it('answers the same once many changes are folded into its lists', () => {
    const built = index();
    const before = built.matches('instagram', lexeme('food'));
    built.change(2, null, []);
    built.change(1, 'instagram', words('cook'));
    // Past the fold threshold: 20,001 new accounts, every tenth holding "food".
    for (let id = 100; id <= 20_100; id++) built.change(id, 'youtube', id % 10 === 0 ? words('food', 'new') : words('new'));
    expect(ids(built.matches('instagram', lexeme('food')))).toEqual([]);
    expect(ids(built.matches('instagram', lexeme('cook')))).toEqual([1, 4, 8]);
    expect(built.matches('youtube', lexeme('food'))).toHaveLength(2001);
    expect(built.matches('youtube', lexeme('new'))).toHaveLength(20_001);
    expect(built.matches('instagram', lexeme('rareword'))).toBeNull();
    built.change(7, 'youtube', words('food'));
    expect(ids(built.matches('youtube', lexeme('food'))!.subarray(0, 3))).toEqual([7, 100, 110]);
    expect(ids(before)).toEqual([1, 2]);
  });
});
