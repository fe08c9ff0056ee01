import { describe, expect, it } from 'vitest';
import { nextSort, rosterSearchSchema } from '../../client/features/roster/roster-search.js';

describe('the /influencers query params', () => {
  it('default to page 0, 25 a page, created_at ascending, and replace bad values with the defaults', () => {
    expect(rosterSearchSchema.parse({})).toEqual({ page: 0, pageSize: 25, sortField: 'created_at', sortDirection: 'asc' });
    expect(rosterSearchSchema.parse({ page: '-3', pageSize: '30', sortField: 'x', sortDirection: 'up' })).toEqual({
      page: 0,
      pageSize: 25,
      sortField: 'created_at',
      sortDirection: 'asc',
    });
    expect(rosterSearchSchema.parse({ page: '2', pageSize: '50', sortField: 'name', sortDirection: 'desc' })).toEqual({
      page: 2,
      pageSize: 50,
      sortField: 'name',
      sortDirection: 'desc',
    });
  });

  it('name sort: ascending, then descending, then a click while descending resets to the default', () => {
    const first = nextSort({ sortField: 'created_at', sortDirection: 'asc' }, 'name');
    expect(first).toEqual({ sortField: 'name', sortDirection: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ sortField: 'name', sortDirection: 'desc' });
    expect(nextSort(second, 'name')).toEqual({ sortField: 'created_at', sortDirection: 'asc' });
    expect(nextSort(second, 'reach')).toEqual({ sortField: 'reach', sortDirection: 'asc' });
  });
});
