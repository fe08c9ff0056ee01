import { SEARCH_PLATFORMS, type SocialPlatform } from '../../../shared/schemas/platforms.js';
import type { TalentGender } from '../../modules/directory/influencer.entity.js';
import { drawFollowers, generateAccount } from './accounts.js';
import { MASTER_TAGS } from './master-tags.js';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, NEUTRAL_FIRST_NAMES } from './names.js';
import { CREATOR_PLACES } from './places.js';
import type { Rng } from './prng.js';
import { creatorDescription } from './text.js';
import type { ProviderAccount, ProviderCreator } from './types.js';

/** Talent age ranges (spec: talent age min 18..65, max 24..64); 65+ has no upper bound. */
const AGE_RANGES: [number, number | null, number][] = [
  [18, 24, 22],
  [25, 34, 38],
  [35, 44, 22],
  [45, 54, 10],
  [55, 64, 5],
  [65, null, 3],
];
const PRIMARY_PLATFORM_WEIGHTS: [SocialPlatform, number][] = [
  ['instagram', 55],
  ['tiktok', 30],
  ['youtube', 15],
];
const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.com', 'creatormail.co'];
const PLACE_TOTAL = CREATOR_PLACES.reduce((sum, p) => sum + p.weight, 0);

function weighted<T>(rng: Rng, items: [T, number][]): T {
  let roll = rng.float() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
  return items.at(-1)![0];
}

function pickPlace(rng: Rng) {
  let roll = rng.float() * PLACE_TOTAL;
  for (const { place, weight } of CREATOR_PLACES) if ((roll -= weight) < 0) return place;
  return CREATOR_PLACES[0]!.place;
}

function pickName(rng: Rng, gender: TalentGender) {
  const firsts = gender === 'female' ? FEMALE_FIRST_NAMES : gender === 'male' ? MALE_FIRST_NAMES : NEUTRAL_FIRST_NAMES;
  return { first: rng.pick(firsts), last: rng.pick(LAST_NAMES) };
}

/** A handle ends in the creator's index, so handles never collide however many creators are made. */
function handleFor(rng: Rng, first: string, last: string, topic: string, index: number) {
  const f = first.toLowerCase().replace(/[^a-z]/g, '');
  const l = last.toLowerCase().replace(/[^a-z]/g, '');
  const t = topic.toLowerCase().replace(/[^a-z]/g, '');
  const base = rng.pick([`${f}${l}`, `${f}.${l}`, `${f}_${l}`, `the${f}${l}`, `${f}${t}`, `${f}.${t}`, `${f}${l[0]}`]);
  return `${base}${index}`;
}

/** How many accounts creator `index` has (1-3), drawn first so loaders can count accounts cheaply. */
export function accountCount(rng: Rng) {
  const roll = rng.float();
  return roll < 0.5 ? 1 : roll < 0.85 ? 2 : 3;
}

export function generateCreator(rng: Rng, index: number, now: Date): ProviderCreator {
  const count = accountCount(rng);
  const gender = weighted<TalentGender>(rng, [
    ['female', 58],
    ['male', 38],
    ['other', 4],
  ]);
  const { first, last } = pickName(rng, gender);
  const [ageMin, ageMax] = weighted(
    rng,
    AGE_RANGES.map(([min, max, w]) => [[min, max] as const, w]),
  );
  const place = pickPlace(rng);
  const topics = rng.sample(MASTER_TAGS, rng.int(2, 5));
  const fullname = `${first} ${last}`;
  const handle = handleFor(rng, first, last, topics[0]!, index);
  const primaryPlatform = weighted(rng, PRIMARY_PLATFORM_WEIGHTS);
  const platforms = [
    primaryPlatform,
    ...rng.sample(
      SEARCH_PLATFORMS.filter((p) => p !== primaryPlatform),
      count - 1,
    ),
  ];
  const primaryFollowers = drawFollowers(rng);
  const notableNames = [...FEMALE_FIRST_NAMES.slice(0, 20), ...MALE_FIRST_NAMES.slice(0, 20)];
  const accounts: ProviderAccount[] = platforms.map((platform, slot) =>
    generateAccount(rng, {
      platform,
      handle,
      primary: slot === 0,
      followers: slot === 0 ? primaryFollowers : Math.max(1_000, Math.round(primaryFollowers * Math.exp(rng.normal() - 0.7))),
      fullname,
      gender,
      ageMin,
      country: place.country,
      topics,
      accountId: String(10_000_000_000 + index * 4 + slot),
      now,
      notableNames,
    }),
  );
  return {
    index,
    fullname,
    email: rng.chance(0.6) ? `${first}.${last}${index % 100}@${rng.pick(EMAIL_DOMAINS)}`.toLowerCase().replace(/'/g, '') : null,
    gender,
    ageMin,
    ageMax,
    description: creatorDescription(rng, first, place.city, topics),
    city: place.city,
    state: place.state,
    country: place.country,
    topics,
    lastDataUpdate: new Date(now.getTime() - rng.int(0, 14) * 86_400_000),
    accounts,
  };
}
