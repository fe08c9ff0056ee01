import { z } from 'zod';
import { SEARCH_PLATFORM_OPTIONS } from './search-options.js';

/**
 * What a campaign brief asks for, as the AI helpers read it (spec §2.5, §7.6). Hard constraints
 * filter (every suggestion meets them); topics and other words rank. The thresholds below say what
 * "meets" means for an audience trait; they are the product's, written once for both sides.
 */
export const BRIEF_RULES = {
  /** An audience gender is met when at least this share (%) of the audience is of it. */
  genderSharePercent: 50,
  /** An audience age range is met when at least this share (%) of the audience is in it. */
  ageSharePercent: 35,
  /** Audience countries (or a language's countries) are met when together they hold at least this share (%). */
  countrySharePercent: 20,
} as const;

/** Size bands by the industry's usual follower ranges (max exclusive; null: no upper bound). */
export const SIZE_BANDS = {
  nano: { label: 'Nano', min: 0, max: 10_000 },
  micro: { label: 'Micro', min: 10_000, max: 100_000 },
  mid: { label: 'Mid-size', min: 100_000, max: 500_000 },
  macro: { label: 'Macro', min: 500_000, max: 1_000_000 },
  mega: { label: 'Mega', min: 1_000_000, max: null },
} as const;

/** Languages the brief can ask for, each met by the audience share of the countries that speak it. */
export const BRIEF_LANGUAGES: Record<string, { label: string; countries: string[] }> = {
  en: { label: 'English', countries: ['US', 'GB', 'CA', 'AU', 'NG', 'PH', 'IN'] },
  es: { label: 'Spanish', countries: ['ES', 'MX'] },
  pt: { label: 'Portuguese', countries: ['BR'] },
  fr: { label: 'French', countries: ['FR'] },
  de: { label: 'German', countries: ['DE'] },
  it: { label: 'Italian', countries: ['IT'] },
  ja: { label: 'Japanese', countries: ['JP'] },
  ko: { label: 'Korean', countries: ['KR'] },
  id: { label: 'Indonesian', countries: ['ID'] },
};

export const COUNTRY_NAMES: Record<string, string> = {
  US: 'US',
  GB: 'UK',
  CA: 'Canada',
  AU: 'Australia',
  BR: 'Brazil',
  MX: 'Mexico',
  IN: 'India',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  PH: 'Philippines',
  ID: 'Indonesia',
  NG: 'Nigeria',
  JP: 'Japan',
  KR: 'South Korea',
  AE: 'UAE',
  NL: 'Netherlands',
  SE: 'Sweden',
};

/** Other content words of a brief are at most this long. */
export const BRIEF_WORD_MAX_LENGTH = 40;

const tag = z.string().trim().min(1).max(100);
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code');

export const CampaignBrief = z.object({
  platforms: z.array(z.enum(SEARCH_PLATFORM_OPTIONS)).max(3).default([]),
  size: z
    .object({ label: z.string().trim().min(1).max(40), min: z.number().int().min(0), max: z.number().int().positive().nullable() })
    .refine((s) => s.max === null || s.max > s.min, { message: 'max must be above min', path: ['max'] })
    .nullable()
    .default(null),
  audience_gender: z.enum(['female', 'male']).nullable().default(null),
  audience_ages: z
    .tuple([z.number().int().min(13).max(99), z.number().int().min(13).max(99).nullable()])
    .refine(([min, max]) => max === null || max >= min, { message: 'the age range ends before it starts' })
    .nullable()
    .default(null),
  audience_countries: z.array(countryCode).max(10).default([]),
  audience_languages: z
    .array(z.enum(Object.keys(BRIEF_LANGUAGES) as [string, ...string[]]))
    .max(5)
    .default([]),
  /** The creator's own home: city names or country codes. */
  creator_locations: z.array(z.string().trim().min(2).max(60)).max(5).default([]),
  topics: z.array(tag).max(10).default([]),
  excluded_topics: z.array(tag).max(10).default([]),
  /** Other content words that rank when no topic is named. */
  words: z.array(z.string().trim().min(1).max(BRIEF_WORD_MAX_LENGTH)).max(8).default([]),
});
export type CampaignBrief = z.output<typeof CampaignBrief>;

/** The hard constraints, in the order a brief is shown; each can be removed on its own. */
export const HARD_CONSTRAINTS = [
  'platforms',
  'size',
  'audience_gender',
  'audience_ages',
  'audience_countries',
  'audience_languages',
  'creator_locations',
  'excluded_topics',
] as const;
export type HardConstraint = (typeof HARD_CONSTRAINTS)[number];

export const emptyBrief = (): CampaignBrief => CampaignBrief.parse({});

const PLATFORM_LABELS: Record<string, string> = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' };
const compact = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : n >= 1_000 ? `${n / 1_000}k` : String(n));

/** "100k-500k", "1M+", "under 10k". */
export const followerRange = ({ min, max }: { min: number; max: number | null }) =>
  max === null ? `${compact(min)}+` : min === 0 ? `under ${compact(max)}` : `${compact(min)}-${compact(max)}`;

export function sizeLabel(size: NonNullable<CampaignBrief['size']>) {
  const range = followerRange(size);
  return size.label === range ? `${range} followers` : `${size.label} (${range} followers)`;
}

export const ageLabel = ([min, max]: readonly [number, number | null]) => (max === null ? `${min}+` : `${min}-${max}`);
const locationLabel = (l: string) => COUNTRY_NAMES[l] ?? l;
const or = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** How one hard constraint of a brief reads on a chip and in messages ("TikTok or Instagram", "Women audience"). */
export function constraintLabel(brief: CampaignBrief, kind: HardConstraint): string | null {
  switch (kind) {
    case 'platforms':
      return brief.platforms.length ? or(brief.platforms.map((p) => PLATFORM_LABELS[p]!)) : null;
    case 'size':
      return brief.size ? sizeLabel(brief.size) : null;
    case 'audience_gender':
      return brief.audience_gender ? `${brief.audience_gender === 'female' ? 'Women' : 'Men'} audience` : null;
    case 'audience_ages':
      return brief.audience_ages ? `Audience ${ageLabel(brief.audience_ages)}` : null;
    case 'audience_countries':
      return brief.audience_countries.length ? `${or(brief.audience_countries.map(locationLabel))} audience` : null;
    case 'audience_languages':
      return brief.audience_languages.length ? `${or(brief.audience_languages.map((l) => BRIEF_LANGUAGES[l]!.label))}-speaking audience` : null;
    case 'creator_locations':
      return brief.creator_locations.length ? `Based in ${or(brief.creator_locations.map(locationLabel))}` : null;
    case 'excluded_topics':
      return brief.excluded_topics.length ? `No ${or(brief.excluded_topics)}` : null;
  }
}

/** The brief without one constraint (a chip removed). */
export function withoutConstraint(brief: CampaignBrief, kind: HardConstraint): CampaignBrief {
  const empty = emptyBrief();
  return { ...brief, [kind]: empty[kind] };
}
