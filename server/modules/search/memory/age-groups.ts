import { SEARCH_OPTIONS as O } from '../../../../shared/search-options.js';
import type { SearchFilters } from '../search.sql.js';
import type { Figure } from './platform-columns.js';

const bucketFigure = (min: number, max: number | null) => `audience_age_${min}_${max ?? 'plus'}` as Figure;

/** The directory's age buckets overlapping the asked group (as ageShareExpression), or null without one. */
export function ageBuckets(q: Pick<SearchFilters, 'audience_age_min' | 'audience_age_max'>): Figure[] | null {
  if (q.audience_age_min === undefined && q.audience_age_max === undefined) return null;
  const low = q.audience_age_min ?? 0;
  const high = q.audience_age_max ?? Infinity;
  return O.audienceBuckets.filter(([min, max]) => min <= high && (max ?? Infinity) >= low).map(([min, max]) => bucketFigure(min, max));
}

/** One account's share of the group (`arrays`: its buckets' columns), summed in float4 left to right as PostgreSQL sums `real`s (null as 0). */
export function ageShareAt(arrays: Float64Array[], p: number) {
  let sum = 0;
  for (let b = 0; b < arrays.length; b++) {
    const v = arrays[b]![p]!;
    const share = Number.isNaN(v) ? 0 : v;
    sum = b === 0 ? share : Math.fround(sum + share);
  }
  return sum;
}
