import { z } from 'zod';
import { ROSTER_TABLE_SORT_FIELDS } from '../../../shared/schemas/roster/table';
import { ROSTER_LIMIT } from '../../../shared/talent-texts';

const [defaultSize, largeSize] = ROSTER_LIMIT.rosterPageSizes;

/** /influencers query params (spec §2.3) and their defaults. */
export const ROSTER_SEARCH_DEFAULTS = { page: 0, pageSize: defaultSize, sortField: 'created_at', sortDirection: 'asc' } as const;

export const rosterSearchSchema = z.object({
  page: z.coerce.number().int().min(0).catch(0).default(0),
  pageSize: z.coerce
    .number()
    .pipe(z.union([z.literal(defaultSize), z.literal(largeSize)]))
    .catch(defaultSize)
    .default(defaultSize),
  sortField: z.enum(ROSTER_TABLE_SORT_FIELDS).catch('created_at').default('created_at'),
  sortDirection: z.enum(['asc', 'desc']).catch('asc').default('asc'),
});
export type RosterSearch = z.infer<typeof rosterSearchSchema>;
export type RosterSortField = RosterSearch['sortField'];

/**
 * A click on a column header: another column starts ascending, ascending flips to descending,
 * and a click while descending resets the sort to the default (spec §2.3, named for Name).
 */
export function nextSort(current: Pick<RosterSearch, 'sortField' | 'sortDirection'>, field: RosterSortField) {
  if (current.sortField !== field) return { sortField: field, sortDirection: 'asc' as const };
  if (current.sortDirection === 'asc') return { sortField: field, sortDirection: 'desc' as const };
  return { sortField: ROSTER_SEARCH_DEFAULTS.sortField, sortDirection: ROSTER_SEARCH_DEFAULTS.sortDirection };
}
