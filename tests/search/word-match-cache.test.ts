import { describe, expect, it } from 'vitest';
import { WordMatchCache } from '../../server/modules/search/memory/word-matches.js';
import type { Sql } from '../../server/db/sql.js';
import type { SearchFilters } from '../../server/modules/search/search.sql.js';

const food = { platform: 'instagram', keywords: ['food'], sort_by: 'followers' } as SearchFilters;

/** A load the test finishes by hand, counting the statements the cache asked for. */
function manualLoad() {
  const calls: ((rows: { id: number; rank?: number }[]) => void)[] = [];
  const statements: Sql[] = [];
  const load = (sql: Sql) => new Promise<{ id: number; rank?: number }[]>((resolve) => (calls.push(resolve), statements.push(sql)));
  return { calls, load, statements };
}
/** The accounts a statement was limited to (`among`), or null for the whole platform. */
const among = (sql: Sql) => (/any\(/.test(sql.text) ? String(sql.params.at(-1)) : null);

describe('the cache of word matches', () => {
  it('runs one statement for searches of the same words at once, and keeps the answer', async () => {
    const cache = new WordMatchCache();
    const { calls, load } = manualLoad();
    const first = cache.get(food, 1, load);
    const second = cache.get(food, 1, load);
    expect(calls).toHaveLength(1);
    calls[0]!([{ id: 7 }, { id: 9 }]);
    expect([...(await first).ids]).toEqual([7, 9]);
    expect([...(await second).ids]).toEqual([7, 9]);
    expect([...(await cache.get(food, 1, load)).ids]).toEqual([7, 9]);
    expect(calls).toHaveLength(1);
  });

  it('asks again once the directory has changed, and after a failed load', async () => {
    const cache = new WordMatchCache();
    const { calls, load } = manualLoad();
    const before = cache.get(food, 1, load);
    const after = cache.get(food, 2, load);
    expect(calls).toHaveLength(2);
    calls[0]!([{ id: 7 }]);
    calls[1]!([{ id: 8 }]);
    expect([...(await before).ids]).toEqual([7]);
    expect([...(await after).ids]).toEqual([8]);

    const failing = () => Promise.reject(new Error('statement timeout'));
    const other = { ...food, keywords: ['travel'] } as SearchFilters;
    await expect(cache.get(other, 2, failing)).rejects.toThrow('statement timeout');
    const retried = cache.get(other, 2, load);
    expect(calls).toHaveLength(3);
    calls[2]!([{ id: 3 }]);
    expect([...(await retried).ids]).toEqual([3]);
  });

  it('asks only about the accounts changed since, and keeps the ranks beside their accounts', async () => {
    const cache = new WordMatchCache();
    const { calls, load, statements } = manualLoad();
    const ranked = { ...food, sort_by: 'relevance' } as SearchFilters;
    const first = cache.get(ranked, 1, load);
    calls[0]!([
      { id: 7, rank: 0.7 },
      { id: 8, rank: 0.8 },
      { id: 10, rank: 0.1 },
    ]);
    await first;
    cache.changed(2, [8, 9]);
    cache.changed(3, [10]);
    const patched = cache.get(ranked, 3, load);
    expect(statements).toHaveLength(2);
    expect(among(statements[1]!)).toBe('{8,9,10}');
    calls[1]!([
      { id: 9, rank: 0.9 },
      { id: 10, rank: 0.2 },
    ]);
    const now = await patched;
    expect([...now.ids]).toEqual([7, 9, 10]);
    expect([...now.ranks!]).toEqual([0.7, 0.9, 0.2]);
    expect(await cache.get(ranked, 3, load)).toBe(now);
    expect(statements).toHaveLength(2);
  });

  it('reads everything again after a full load, or when the changes since were too many to keep', async () => {
    const cache = new WordMatchCache();
    const { calls, load, statements } = manualLoad();
    const first = cache.get(food, 1, load);
    calls[0]!([{ id: 7 }]);
    await first;
    cache.reloaded();
    cache.changed(3, [7]);
    const afterReload = cache.get(food, 3, load);
    expect(among(statements[1]!)).toBeNull();
    calls[1]!([{ id: 8 }]);
    expect([...(await afterReload).ids]).toEqual([8]);
    for (let version = 4; version < 30; version++)
      cache.changed(
        version,
        Array.from({ length: 5_000 }, (_, i) => version * 10_000 + i),
      );
    const afterMany = cache.get(food, 29, load);
    expect(among(statements[2]!)).toBeNull();
    calls[2]!([{ id: 9 }]);
    expect([...(await afterMany).ids]).toEqual([9]);
  });
});
