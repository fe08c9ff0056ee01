import { SEARCH_OPTIONS as O } from '../../../../shared/search-options.js';
import { hasAgeGroup, SORTED_FIGURES, sortsByReal, type After, type SearchFilters } from '../search-sql.js';
import { talentGenderCode, type Figure, type PlatformColumns } from './platform-columns.js';
import { boundsOf, type Bound } from './range-bits.js';
import type { SortedOrder } from './sorted-order.js';
import { topPositions } from './top-positions.js';

/** What a search's words, name and tags matched (from the indexes in memory or the database; absent: no such filter). */
export interface SqlMatches {
  /** The accounts matching the keywords and name, with the relevance when sorted by it. */
  text?: { ids: Int32Array; ranks: Float64Array | null };
  /** The creators on the team's roster carrying every asked tag. */
  taggedInfluencers?: Set<number>;
}

export interface MemoryPageRequest {
  after?: After;
  offset: number;
  limit: number;
}

export interface MemoryPage {
  /** Where the page's accounts are in the platform's columns. */
  positions: number[];
  ids: number[];
  sortValues: number[];
  total: number;
}

/** Below this many matches a page is picked from the matches; above, walked along the sort's order. */
export const WALK_FROM = 2000;

const bucketFigure = (min: number, max: number | null) => `audience_age_${min}_${max ?? 'plus'}` as Figure;

/**
 * One page of a search over a platform's columns, with the same matches, order and keyset as the
 * SQL of search-sql.ts (float4 sums and comparisons included), and the exact number of matches.
 */
export function memoryPage(
  columns: PlatformColumns,
  orderOf: (figure: Figure) => SortedOrder,
  positionOf: (id: number) => number,
  q: SearchFilters,
  matches: SqlMatches,
  page: MemoryPageRequest,
  options: { walkFrom?: number; matchCache?: MatchCache } = {},
): MemoryPage {
  const buckets = ageBuckets(q);
  const { positions, values: scratch, marks } = columns.scratchArrays();
  let matched = options.matchCache?.get();
  if (matched) {
    if (buckets && q.sort_by === 'audience_age_share') fillAgeShares(columns, buckets, matched, scratch);
  } else {
    matched = positions.subarray(0, filterPositions(columns, positionOf, q, matches, buckets, positions, scratch));
    // Kept for the following pages once a search is scrolled: a first page, most searches, copies
    // nothing (a broad search's matches are megabytes, and each copy is memory the collector must find).
    if (page.after || page.offset > 0) options.matchCache?.set(matched.slice());
  }
  let keys: Float64Array;
  let order: SortedOrder | null = null;
  if (q.sort_by === 'audience_age_share') keys = scratch;
  // Without words or a name every rank is 0 (as ts_rank_cd of an empty query): the order is the ids'.
  else if (q.sort_by === 'relevance') keys = matches.text ? fillRanks(positionOf, matches.text, scratch) : zeroAt(matched, scratch);
  else {
    keys = columns.figures[q.sort_by];
    order = orderOf(q.sort_by);
  }
  const after = page.after && { value: sortsByReal(q.sort_by) ? Math.fround(Number(page.after.value)) : Number(page.after.value), id: page.after.id };
  const descending = q.sort_order !== 'asc';
  const picked =
    order && matched.length > (options.walkFrom ?? WALK_FROM)
      ? walkOrder(
          columns,
          order,
          matched,
          marks,
          descending,
          after,
          page,
          figureRanges(q).find((r) => r.figure === order.figure),
        )
      : topPositions(matched, keys, columns.ids, descending, after, page.offset + page.limit).slice(page.offset);
  return { positions: picked, ids: picked.map((p) => columns.ids[p]!), sortValues: picked.map((p) => keys[p]!), total: matched.length };
}

/** A search's matches kept from an earlier page of it (scrolling asks for the same matches again). */
export interface MatchCache {
  get(): Int32Array | undefined;
  set(matched: Int32Array): void;
}

/** The range of a figure a search keeps. */
type FigureRange = Bound;

/** The ranges the search's figure filters keep, as search-sql.ts compares them (reals as float4). */
function figureRanges(q: SearchFilters): FigureRange[] {
  const real = Math.fround;
  const ranges: FigureRange[] = [];
  const keep = (figure: Figure, min = -Infinity, max = Infinity) => ranges.push({ figure, min, max });
  if (q.followers_min !== undefined || q.followers_max !== undefined) keep('followers', q.followers_min, q.followers_max);
  if (q.us_share_min !== undefined) keep('us_audience_share', real(q.us_share_min));
  if (q.audience_gender) keep(`audience_${q.audience_gender}_percent`, real(O.genderSkewMin));
  if (q.engagement_min !== undefined) keep('engagement_rate', real(q.engagement_min));
  if (q.avg_views_min !== undefined || q.avg_views_max !== undefined) keep('avg_views', q.avg_views_min, q.avg_views_max);
  if (q.talent_gender) keep('talent_gender', talentGenderCode(q.talent_gender), talentGenderCode(q.talent_gender));
  if (q.talent_age_min !== undefined) keep('talent_age_max', q.talent_age_min);
  if (q.talent_age_max !== undefined) keep('talent_age_min', undefined, q.talent_age_max);
  return ranges;
}

/**
 * Writes the positions of the accounts matching every filter into `positions` (and, with an age
 * group, each one's share into `shares`); answers how many. Each filter is one pass over one array.
 */
function filterPositions(
  columns: PlatformColumns,
  positionOf: (id: number) => number,
  q: SearchFilters,
  matches: SqlMatches,
  buckets: Figure[] | null,
  positions: Int32Array,
  shares: Float64Array,
) {
  const f = columns.figures;
  const ranges = figureRanges(q);
  // Sorted by a figure some accounts lack: those are left out (NaN fails every comparison).
  if (q.sort_by !== 'followers' && q.sort_by !== 'audience_age_share' && q.sort_by !== 'relevance')
    ranges.push({ figure: q.sort_by, min: -Infinity, max: Infinity });
  let n = matches.text ? startingPositions(positionOf, matches.text, positions) : 0;
  const narrow = (values: Float64Array, min: number, max: number) => {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const p = positions[i]!;
      const v = values[p]!;
      if (v >= min && v <= max) positions[k++] = p;
    }
    n = k;
  };
  if (matches.text) for (const { figure, min, max } of ranges) narrow(f[figure], min, max);
  else n = scanRanges(columns, ranges, positions);
  if (matches.taggedInfluencers) {
    const tagged = matches.taggedInfluencers;
    let k = 0;
    for (let i = 0; i < n; i++) if (tagged.has(columns.influencerIds[positions[i]!]!)) positions[k++] = positions[i]!;
    n = k;
  }
  if (buckets) fillAgeShares(columns, buckets, positions.subarray(0, n), shares);
  if (buckets && hasAgeGroup(q)) narrow(shares, Math.fround(q.audience_age_share_min!), Infinity);
  return n;
}

/** Writes the positions of the live accounts inside every range into `positions` (from the ranges' bits, 32 accounts at a time); answers how many. */
function scanRanges(columns: PlatformColumns, ranges: FigureRange[], positions: Int32Array) {
  let n = 0;
  if (ranges.length === 0) {
    for (let p = 0; p < columns.size; p++) if (columns.alive[p] === 1) positions[n++] = p;
    return n;
  }
  const sets = ranges.flatMap(boundsOf).map((bound) => columns.bits.of(bound));
  const words = Math.ceil(columns.size / 32);
  for (let w = 0; w < words; w++) {
    let word = sets[0]![w]!;
    for (let s = 1; s < sets.length && word !== 0; s++) word &= sets[s]![w]!;
    while (word !== 0) {
      const lowest = word & -word;
      positions[n++] = (w << 5) | (31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return n;
}

/** Every bound the search options can ask (search-options.ts), for the load to build their bits before the first search. */
export function optionBounds(): Bound[] {
  const asked: SearchFilters[] = [
    ...O.followers.flatMap((v) => [{ followers_min: v }, { followers_max: v }]),
    ...O.averageViews.flatMap((v) => [{ avg_views_min: v }, { avg_views_max: v }]),
    ...O.shares.map((v) => ({ us_share_min: v })),
    ...O.audienceGenders.map((g) => ({ audience_gender: g })),
    ...O.engagementMin.map((v) => ({ engagement_min: v })),
    ...O.talentGenders.map((g) => ({ talent_gender: g })),
    ...O.talentAgeMin.map((v) => ({ talent_age_min: v })),
    ...O.talentAgeMax.map((v) => ({ talent_age_max: v })),
  ].map((filters) => ({ platform: 'instagram', sort_by: 'followers', sort_order: 'desc', ...filters }) as SearchFilters);
  const hasValue = SORTED_FIGURES.map((figure): FigureRange => ({ figure, min: -Infinity, max: Infinity }));
  return [...asked.flatMap(figureRanges), ...hasValue].flatMap(boundsOf);
}

/** Writes the positions of a search's word matches into `positions`, in position order; answers how many. */
function startingPositions(positionOf: (id: number) => number, text: NonNullable<SqlMatches['text']>, positions: Int32Array) {
  let n = 0;
  let ordered = true;
  for (const id of text.ids) {
    const p = positionOf(id);
    if (p < 0) continue;
    if (n > 0 && positions[n - 1]! > p) ordered = false;
    positions[n++] = p;
  }
  // Accounts written after the load sit at the end whatever their id.
  if (!ordered) positions.subarray(0, n).sort();
  return n;
}

function zeroAt(positions: Int32Array, values: Float64Array) {
  for (const p of positions) values[p] = 0;
  return values;
}

/** The directory's age buckets overlapping the asked group (as ageShareExpression), or null without one. */
export function ageBuckets(q: SearchFilters): Figure[] | null {
  if (q.audience_age_min === undefined && q.audience_age_max === undefined) return null;
  const low = q.audience_age_min ?? 0;
  const high = q.audience_age_max ?? Infinity;
  return O.audienceBuckets.filter(([min, max]) => min <= high && (max ?? Infinity) >= low).map(([min, max]) => bucketFigure(min, max));
}

/** Each position's share of the group, summed in float4 left to right as PostgreSQL sums `real`s (null as 0). */
function fillAgeShares(columns: PlatformColumns, buckets: Figure[], positions: Int32Array, out: Float64Array) {
  const arrays = buckets.map((b) => columns.figures[b]);
  for (const p of positions) out[p] = ageShareAt(arrays, p);
}

/** One account's share of the group (`arrays`: the group's bucket columns). */
export function ageShareAt(arrays: Float64Array[], p: number) {
  let sum = 0;
  for (let b = 0; b < arrays.length; b++) {
    const v = arrays[b]![p]!;
    const share = Number.isNaN(v) ? 0 : v;
    sum = b === 0 ? share : Math.fround(sum + share);
  }
  return sum;
}

function fillRanks(positionOf: (id: number) => number, text: NonNullable<SqlMatches['text']>, out: Float64Array) {
  if (!text.ranks) throw new Error('a relevance sort needs the matches ranked');
  for (let i = 0; i < text.ids.length; i++) {
    const p = positionOf(text.ids[i]!);
    if (p >= 0) out[p] = text.ranks[i]!;
  }
  return out;
}

/**
 * Many matches: the sort's order walked from the cursor, keeping the matches, until the page is
 * full. Whether an account matches is first a binary search of the matches (in position order):
 * a broad search's page is near. A walk that goes on past what marking every match would cost
 * (filters that keep the far end of the order) marks them and goes on with the marks.
 */
function walkOrder(
  columns: PlatformColumns,
  order: SortedOrder,
  matched: Int32Array,
  marks: Uint8Array,
  descending: boolean,
  after: After | undefined,
  page: MemoryPageRequest,
  kept: FigureRange | undefined,
) {
  const sorted = order.current();
  const values = columns.figures[order.figure];
  // Whether the account at i sorts below the cursor (value desc, id desc), or at it when `orAt`.
  const below = (i: number, orAt: boolean) => {
    const v = values[sorted[i]!]!;
    const id = columns.ids[sorted[i]!]!;
    return v < Number(after!.value) || (v === Number(after!.value) && (id < after!.id || (orAt && id === after!.id)));
  };
  // Only the part of the order inside the range the filters keep of the figure is walked.
  const start = kept ? firstIndex(sorted.length, (i) => values[sorted[i]!]! <= kept.max) : 0;
  const end = kept ? firstIndex(sorted.length, (i) => values[sorted[i]!]! < kept.min) : sorted.length;
  const firstBelow = Math.max(start, after ? firstIndex(sorted.length, (i) => below(i, false)) : 0);
  const firstAtOrBelow = Math.min(end, after ? firstIndex(sorted.length, (i) => below(i, true)) : sorted.length);
  let searchesLeft = matched.length >> SEARCHES_PER_MARK_SHIFT;
  let marked = false;
  const out: number[] = [];
  let skip = page.offset;
  const take = (p: number) => {
    if (!marked && searchesLeft-- === 0) {
      for (let i = 0; i < matched.length; i++) marks[matched[i]!] = 1;
      marked = true;
    }
    if (marked ? marks[p] !== 1 : !contains(matched, p)) return true;
    if (skip > 0) return (skip--, true);
    out.push(p);
    return out.length < page.limit;
  };
  if (descending) for (let i = firstBelow; i < end && take(sorted[i]!); i++);
  else for (let i = firstAtOrBelow - 1; i >= start && take(sorted[i]!); i--);
  if (marked) for (let i = 0; i < matched.length; i++) marks[matched[i]!] = 0;
  return out;
}

/** A walk searches the matches at most (matches >> this) times before marking them (a search costs about as much as marking 8 to 16 of them). */
const SEARCHES_PER_MARK_SHIFT = 4;

/** Whether `sorted` (ascending) holds `value`. */
function contains(sorted: Int32Array, value: number) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low < sorted.length && sorted[low] === value;
}

/** The first index in [0, length) where `test` holds, `test` being false then true along the range. */
function firstIndex(length: number, test: (i: number) => boolean) {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (test(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}
