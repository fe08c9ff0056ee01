import { SEARCH_OPTIONS as O } from '../../../../shared/search-options.js';
import { hasAgeGroup, SORTED_FIGURES, sortsByReal, type After, type SearchFilters } from '../search.sql.js';
import { talentGenderCode, type Figure, type PlatformColumns } from './platform-columns.js';
import { ageBuckets, ageShareAt } from './age-groups.js';
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

/** A search's matches: one bit per position of the platform's columns, and how many are set. */
export interface Matched {
  bits: Uint32Array;
  count: number;
}

/**
 * One page of a search over a platform's columns, with the same matches, order and keyset as the
 * SQL of search.sql.ts (float4 sums and comparisons included), and the exact number of matches.
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
  const { positions, values: scratch, bits } = columns.scratchArrays();
  let matched = options.matchCache?.get();
  if (!matched) {
    matched = { bits, count: matchBits(columns, positionOf, q, matches, bits) };
    // Kept for the following pages once a search is scrolled (a first page, most searches, copies nothing).
    if (page.after || page.offset > 0) options.matchCache?.set({ bits: bits.slice(0, wordsOf(columns)), count: matched.count });
  }
  const after = page.after && { value: sortsByReal(q.sort_by) ? Math.fround(Number(page.after.value)) : Number(page.after.value), id: page.after.id };
  const descending = q.sort_order !== 'asc';
  let keys: Float64Array;
  let picked: number[];
  if (q.sort_by !== 'audience_age_share' && q.sort_by !== 'relevance' && matched.count > (options.walkFrom ?? WALK_FROM)) {
    keys = columns.figures[q.sort_by];
    const order = orderOf(q.sort_by);
    picked = walkOrder(
      columns,
      order,
      matched.bits,
      descending,
      after,
      page,
      figureRanges(q).find((r) => r.figure === order.figure),
    );
  } else {
    const listed = positions.subarray(0, setPositions(matched.bits, wordsOf(columns), positions));
    if (q.sort_by === 'audience_age_share') keys = fillAgeShares(columns, ageBuckets(q)!, listed, scratch);
    // Without words or a name every rank is 0 (as ts_rank_cd of an empty query): the order is the ids'.
    else if (q.sort_by === 'relevance') keys = matches.text ? fillRanks(positionOf, matches.text, scratch) : zeroAt(listed, scratch);
    else keys = columns.figures[q.sort_by];
    picked = topPositions(listed, keys, columns.ids, descending, after, page.offset + page.limit).slice(page.offset);
  }
  return { positions: picked, ids: picked.map((p) => columns.ids[p]!), sortValues: picked.map((p) => keys[p]!), total: matched.count };
}

/** A search's matches kept from an earlier page of it (scrolling asks for the same matches again). */
export interface MatchCache {
  get(): Matched | undefined;
  set(matched: Matched): void;
}

/** The range of a figure a search keeps. */
type FigureRange = Bound;

/** The ranges the search's figure filters keep, as search.sql.ts compares them (reals as float4). */
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

const wordsOf = (columns: PlatformColumns) => Math.ceil(columns.size / 32);

/**
 * Sets the bits of the positions matching every filter (32 accounts a word: the word matches'
 * positions, ANDed with the bits each range keeps); answers how many.
 */
function matchBits(columns: PlatformColumns, positionOf: (id: number) => number, q: SearchFilters, matches: SqlMatches, bits: Uint32Array) {
  const words = wordsOf(columns);
  const ranges = figureRanges(q);
  // Sorted by a figure some accounts lack: those are left out (NaN fails every comparison).
  if (q.sort_by !== 'followers' && q.sort_by !== 'audience_age_share' && q.sort_by !== 'relevance')
    ranges.push({ figure: q.sort_by, min: -Infinity, max: Infinity });
  const sets = ranges.flatMap(boundsOf).map((bound) => columns.bits.of(bound));
  if (matches.text) {
    bits.fill(0, 0, words);
    for (const id of matches.text.ids) {
      const p = positionOf(id);
      if (p >= 0) bits[p >>> 5]! |= 1 << (p & 31);
    }
  } else if (sets.length > 0) bits.set(sets.shift()!.subarray(0, words));
  else {
    bits.fill(0, 0, words);
    for (let p = 0; p < columns.size; p++) if (columns.alive[p] === 1) bits[p >>> 5]! |= 1 << (p & 31);
  }
  for (const set of sets) for (let w = 0; w < words; w++) bits[w]! &= set[w]!;
  // An age group's share is a sum of several columns: summed only for the accounts the other filters kept.
  if (hasAgeGroup(q)) {
    const buckets = ageBuckets(q)!.map((b) => columns.figures[b]);
    keepAgeShare(bits, words, buckets, Math.fround(q.audience_age_share_min!));
  }
  const tagged = matches.taggedInfluencers;
  if (tagged) keepWhere(bits, words, (p) => tagged.has(columns.influencerIds[p]!));
  let count = 0;
  for (let w = 0; w < words; w++) count += bitCount(bits[w]!);
  return count;
}

/** Clears the set bits of the positions `keep` is false for. */
function keepWhere(bits: Uint32Array, words: number, keep: (p: number) => boolean) {
  for (let w = 0; w < words; w++) {
    for (let word = bits[w]!; word !== 0; word &= word - 1) {
      const bit = word & -word;
      if (!keep((w << 5) | (31 - Math.clz32(bit)))) bits[w]! &= ~bit;
    }
  }
}

/** Clears the set bits of the positions whose share of the age group (`arrays`: its buckets' columns) is below `min`, a word at a time. */
function keepAgeShare(bits: Uint32Array, words: number, arrays: Float64Array[], min: number) {
  for (let w = 0; w < words; w++) {
    let kept = bits[w]!;
    for (let word = kept; word !== 0; word &= word - 1) {
      const bit = word & -word;
      if (!(ageShareAt(arrays, (w << 5) | (31 - Math.clz32(bit))) >= min)) kept &= ~bit;
    }
    bits[w] = kept;
  }
}

function bitCount(word: number) {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Writes the positions whose bits are set into `positions`, ascending; answers how many. */
function setPositions(bits: Uint32Array, words: number, positions: Int32Array) {
  let n = 0;
  for (let w = 0; w < words; w++) {
    for (let word = bits[w]!; word !== 0; word &= word - 1) positions[n++] = (w << 5) | (31 - Math.clz32(word & -word));
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

function zeroAt(positions: Int32Array, values: Float64Array) {
  for (const p of positions) values[p] = 0;
  return values;
}

/** Each position's share of the group (its `buckets`); answers `out`. */
function fillAgeShares(columns: PlatformColumns, buckets: Figure[], positions: Int32Array, out: Float64Array) {
  const arrays = buckets.map((b) => columns.figures[b]);
  for (const p of positions) out[p] = ageShareAt(arrays, p);
  return out;
}

function fillRanks(positionOf: (id: number) => number, text: NonNullable<SqlMatches['text']>, out: Float64Array) {
  if (!text.ranks) throw new Error('a relevance sort needs the matches ranked');
  for (let i = 0; i < text.ids.length; i++) {
    const p = positionOf(text.ids[i]!);
    if (p >= 0) out[p] = text.ranks[i]!;
  }
  return out;
}

/** Many matches: the sort's order walked from the cursor, keeping the matched positions, until the page is full. */
function walkOrder(
  columns: PlatformColumns,
  order: SortedOrder,
  bits: Uint32Array,
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
  const out: number[] = [];
  let skip = page.offset;
  const step = descending ? 1 : -1;
  for (let i = descending ? firstBelow : firstAtOrBelow - 1; descending ? i < end : i >= start; i += step) {
    const p = sorted[i]!;
    if ((bits[p >>> 5]! & (1 << (p & 31))) === 0) continue;
    if (skip > 0) skip--;
    else if (out.push(p) === page.limit) break;
  }
  return out;
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
