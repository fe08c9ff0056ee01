import { describe, expect, it } from 'vitest';
import { WordMatchCache } from '../../server/modules/search/memory/word-matches.js';
import type { SearchFilters } from '../../server/modules/search/search-sql.js';

const food = { platform: 'instagram', keywords: ['food'], sort_by: 'followers' } as SearchFilters;

/** A load the test finishes by hand, counting the statements the cache asked for. */
function manualLoad() {
  const calls: ((rows: { id: number }[]) => void)[] = [];
  const load = () => new Promise<{ id: number }[]>((resolve) => calls.push(resolve));
  return { calls, load };
}

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
});
