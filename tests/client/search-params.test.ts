import { describe, expect, it } from 'vitest';
import { searchUrlSchema } from '../../client/features/search/search-params.js';

describe("the search's URL", () => {
  it('reads keywords and tags as the app writes them (a list) and as the REST call takes them (comma-separated)', () => {
    expect(searchUrlSchema.parse({ keywords: ['fitness', 'travel'] }).keywords).toEqual(['fitness', 'travel']);
    expect(searchUrlSchema.parse({ keywords: 'fitness, travel', tags: 'vip' })).toMatchObject({ keywords: ['fitness', 'travel'], tags: ['vip'] });
  });

  it('drops what it cannot read instead of failing the page', () => {
    expect(searchUrlSchema.parse({ keywords: 42, followers_min: 12345 })).toEqual({});
    expect(searchUrlSchema.parse({ keywords: Array.from({ length: 11 }, (_, i) => `w${i}`) }).keywords).toBeUndefined();
  });
});
