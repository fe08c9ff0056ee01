import type { SearchFilters } from '../search.sql.js';
import { ageBuckets, ageShareAt } from './age-groups.js';
import { CARD_FIELD_COUNT, CARD_SEPARATOR_BYTE, realAsPrinted, roundedAgeShare } from './account-cards.js';
import type { PlatformColumns } from './platform-columns.js';

/** The result fields of the card's fields, in the card's order (SearchResult's, where the platform follows the handle). */
const CARD_KEYS = ['fullname', 'handle', 'picture_url', 'profile_url', 'gender', 'age_range'] as const;
/** An ASCII text's bytes (the platform is one of the three names). */
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const NULL = ascii('null');
const TRUE = ascii('true');
const FALSE = ascii('false');

/** Grown when an answer needs more; an answer's bytes are copied out of it. */
let scratch = Buffer.allocUnsafe(1 << 20);

/**
 * A page's results written as JSON straight from the columns, byte for byte as JSON.stringify
 * writes the SearchResult objects the SQL path answers (the cards are kept as JSON and copied):
 * `{"results":[...]` + `tail` (the answer's other fields, from `,` on). Each helper takes the
 * write position and gives back the next one.
 */
export function writeAnswerJson(
  columns: PlatformColumns,
  platform: string,
  positions: readonly number[],
  q: SearchFilters,
  onRoster: (influencerId: number) => boolean,
  tail: string,
): Buffer {
  const heap = columns.cards;
  // At most: the card's bytes, and the keys and numbers (under 600 bytes).
  let bound = 64 + tail.length;
  for (const p of positions) bound += 1024 + heap.lengthOf(p) + platform.length;
  if (scratch.length < bound) scratch = Buffer.allocUnsafe(bound * 2);
  const out = scratch;
  const source = heap.buffer;
  const keys = keysFor(platform);
  const f = columns.figures;
  const buckets = ageBuckets(q)?.map((b) => f[b]) ?? null;
  let at = copy(out, 0, keys.start);
  for (let n = 0; n < positions.length; n++) {
    const p = positions[n]!;
    at = copy(out, at, n === 0 ? keys.first : keys.next);
    at = number(out, at, columns.ids[p]!);
    at = copy(out, at, keys.influencerId);
    const influencerId = columns.influencerIds[p]!;
    at = number(out, at, influencerId);
    // The card: its fields' JSON values, separated by NUL.
    let from = heap.startOf(p);
    const end = from + heap.lengthOf(p);
    for (let field = 0; field < CARD_FIELD_COUNT; field++) {
      at = copy(out, at, keys.card[field]!);
      for (; from < end; from++) {
        const b = source[from]!;
        if (b === CARD_SEPARATOR_BYTE) break;
        out[at++] = b;
      }
      from++;
    }
    at = copy(out, at, keys.followers);
    at = number(out, at, f.followers[p]!);
    at = copy(out, at, keys.engagementRate);
    at = number(out, at, realAsPrinted(f.engagement_rate[p]!));
    at = copy(out, at, keys.avgViews);
    at = number(out, at, f.avg_views[p]!);
    at = copy(out, at, keys.usAudienceShare);
    at = number(out, at, realAsPrinted(f.us_audience_share[p]!));
    at = copy(out, at, keys.audienceFemalePercent);
    at = number(out, at, realAsPrinted(f.audience_female_percent[p]!));
    at = copy(out, at, keys.audienceMalePercent);
    at = number(out, at, realAsPrinted(f.audience_male_percent[p]!));
    at = copy(out, at, keys.audienceAgeShare);
    at = number(out, at, buckets ? roundedAgeShare(realAsPrinted(ageShareAt(buckets, p))!) : null);
    at = copy(out, at, keys.onRoster);
    at = copy(out, at, onRoster(influencerId) ? TRUE : FALSE);
    out[at++] = 0x7d;
  }
  out[at++] = 0x5d;
  at = text(out, at, tail);
  return Buffer.from(out.subarray(0, at));
}

function copy(out: Buffer, at: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) out[at++] = bytes[i]!;
  return at;
}

/** ASCII text (numbers, the answer's tail). */
function text(out: Buffer, at: number, ascii: string): number {
  for (let i = 0; i < ascii.length; i++) out[at++] = ascii.charCodeAt(i);
  return at;
}

/** A number as JSON.stringify writes it: whole numbers digit by digit, others as String() prints them, NaN as null. */
function number(out: Buffer, at: number, value: number | null): number {
  if (value === null || !Number.isFinite(value)) return copy(out, at, NULL);
  if (!Number.isInteger(value) || value < 0 || value > Number.MAX_SAFE_INTEGER) return text(out, at, String(value));
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  for (let i = at + digits - 1, rest = value; i >= at; i--, rest = Math.floor(rest / 10)) out[i] = 0x30 + (rest % 10);
  return at + digits;
}

type Keys = ReturnType<typeof writeKeys>;
const keysByPlatform = new Map<string, Keys>();
const keysFor = (platform: string) => keysByPlatform.get(platform) ?? keysByPlatform.set(platform, writeKeys(platform)).get(platform)!;

function writeKeys(platform: string) {
  const card = CARD_KEYS.map((key, i) => ascii(`${i === 2 ? `,"platform":${JSON.stringify(platform)}` : ''},"${key}":`));
  return {
    start: ascii('{"results":['),
    first: ascii('{"id":'),
    next: ascii(',{"id":'),
    influencerId: ascii(',"influencer_id":'),
    card,
    followers: ascii(',"followers":'),
    engagementRate: ascii(',"engagement_rate":'),
    avgViews: ascii(',"avg_views":'),
    usAudienceShare: ascii(',"us_audience_share":'),
    audienceFemalePercent: ascii(',"audience_female_percent":'),
    audienceMalePercent: ascii(',"audience_male_percent":'),
    audienceAgeShare: ascii(',"audience_age_share":'),
    onRoster: ascii(',"on_roster":'),
  };
}
