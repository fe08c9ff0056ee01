import { SEARCH_PLATFORM_OPTIONS, type SearchPlatform } from '../../../shared/search-options.js';

/** What a campaign description asks for, read from its words (no model: fixed vocabularies). */
export interface CampaignBrief {
  /** Master tags the description names (as the list spells them). */
  topics: string[];
  /** Other content words (lower case, 4+ letters, not stop or audience words). */
  words: string[];
  platform?: SearchPlatform;
  gender?: 'female' | 'male';
  /** Audience age range [min, max] (max null: and above). */
  ages?: [number, number | null];
  /** Audience countries (ISO codes). */
  countries: string[];
  /** Cities named (creator's home or audience city). */
  cities: string[];
  size?: { label: string; min: number; max: number | null };
}

const STOP = new Set(
  `about above after again against also among audience audiences based brand brands campaign campaigns content create creator creators
   does doing each fans followers following from have having into just like looking more most need needs only other over partner partners partnership people
   post posts promote promoting reach really should some such than that their them then there these they this those through want wants well were what when
   where which while will with within would your youre our ours product products launch launching find looking seeking love loves audience's skew skewing
   strong mostly mainly heavy heavily percent share shares aged ages years year old plus size sized tier level account accounts`.split(/\s+/),
);

/** Words that name a topic of the master list in other words. */
const SYNONYMS: Record<string, string> = {
  workout: 'Fitness', workouts: 'Fitness', gym: 'Fitness', runners: 'Running', marathon: 'Running', trail: 'Running', yogi: 'Yoga',
  moms: 'Motherhood', mom: 'Motherhood', mothers: 'Motherhood', dads: 'Fatherhood', parents: 'Parenting', kids: 'Parenting',
  recipes: 'Cooking', chef: 'Cooking', foodie: 'Food', foodies: 'Food', gamer: 'Gaming', gamers: 'Gaming', 'video games': 'Gaming',
  'skin care': 'Skincare', cosmetics: 'Makeup', hair: 'Haircare', outfit: 'Fashion', outfits: 'Fashion', style: 'Fashion',
  puppy: 'Dogs', puppies: 'Dogs', kitten: 'Cats', travelers: 'Travel', travellers: 'Travel', hotel: 'Hotels', vegans: 'Vegan',
  finance: 'Personal Finance', money: 'Personal Finance', investors: 'Investing', startup: 'Entrepreneurship', founders: 'Entrepreneurship',
  decor: 'Home Decor', garden: 'Gardening', books: 'Books', readers: 'Books', reading: 'Books', gadget: 'Gadgets', phones: 'Smartphones',
  skiers: 'Skiing', surfers: 'Surfing', golfers: 'Golf', cyclists: 'Cycling', bikes: 'Cycling', climbers: 'Climbing', hikers: 'Hiking',
};

const PLATFORM_WORDS: Record<string, SearchPlatform> = { instagram: 'instagram', ig: 'instagram', insta: 'instagram', reels: 'instagram', tiktok: 'tiktok', 'tik tok': 'tiktok', youtube: 'youtube', yt: 'youtube', youtuber: 'youtube', youtubers: 'youtube' };
const FEMALE = /\b(female|females|women|woman|womens|girls|ladies|moms|mothers)\b/;
const MALE = /\b(male|males|men|mens|guys|dads|fathers)\b/;
const AGE_WORDS: [RegExp, [number, number | null]][] = [
  [/\bteens?\b|\bteenagers?\b/, [13, 17]], [/\bgen ?z\b|\bcollege\b|\bstudents\b/, [18, 24]], [/\bmillennials?\b/, [25, 44]],
  [/\bgen ?x\b/, [45, 64]], [/\bseniors?\b|\bretirees\b|\bboomers\b/, [65, null]],
];
const COUNTRIES: [RegExp, string][] = [
  [/\b(us|u\.s\.|usa|american|americans|united states|america)\b/, 'US'], [/\b(uk|u\.k\.|british|united kingdom|britain|england)\b/, 'GB'],
  [/\b(canada|canadian|canadians)\b/, 'CA'], [/\b(australia|australian|australians|aussie)\b/, 'AU'], [/\b(brazil|brazilian)\b/, 'BR'],
  [/\b(mexico|mexican)\b/, 'MX'], [/\b(india|indian)\b/, 'IN'], [/\b(germany|german)\b/, 'DE'], [/\b(france|french)\b/, 'FR'],
  [/\b(spain|spanish)\b/, 'ES'], [/\b(italy|italian)\b/, 'IT'], [/\b(japan|japanese)\b/, 'JP'], [/\b(korea|korean)\b/, 'KR'],
];
const CITIES = ['new york', 'los angeles', 'chicago', 'houston', 'london', 'toronto', 'miami', 'atlanta', 'dallas', 'austin', 'nashville', 'san francisco',
  'san diego', 'seattle', 'denver', 'phoenix', 'boston', 'portland', 'las vegas', 'paris', 'madrid', 'berlin', 'sydney', 'melbourne', 'vancouver',
  'mexico city', 'dubai', 'mumbai', 'seoul', 'tokyo', 'amsterdam', 'stockholm', 'manchester', 'milan', 'philadelphia', 'orlando', 'honolulu'];
const SIZES: [RegExp, CampaignBrief['size']][] = [
  [/\bnano\b/, { label: 'nano', min: 1_000, max: 10_000 }], [/\bmicro\b/, { label: 'micro', min: 10_000, max: 100_000 }],
  [/\bmid[- ]?tier\b/, { label: 'mid-tier', min: 100_000, max: 500_000 }], [/\bmacro\b/, { label: 'macro', min: 100_000, max: 1_000_000 }],
  [/\b(mega|celebrity|celebrities)\b/, { label: 'mega', min: 1_000_000, max: null }],
];

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a tag or word as written in prose or as a hashtag ("Healthy Recipes": "healthy recipes", "#healthyrecipes"). */
export function tagPattern(tag: string) {
  const lower = tag.toLowerCase();
  const base = lower.length > 4 && lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
  const spaced = escapeRegExp(base).replace(/\s+/g, '[\\s-]?');
  return new RegExp(`(^|[^a-z0-9])#?${spaced}(s|es|ing)?(?![a-z0-9])`, 'i');
}

function ageRange(text: string): [number, number | null] | undefined {
  const range = /\b(1[3-9]|[2-6]\d)\s*(?:-|–|to)\s*(1[7-9]|[2-6]\d)\b/.exec(text);
  if (range) return [Number(range[1]), Number(range[2])];
  const over = /\b(1[8-9]|[2-6]\d)\s*\+|\bover\s+(1[8-9]|[2-6]\d)\b/.exec(text);
  if (over) return [Number(over[1] ?? over[2]), null];
  return AGE_WORDS.find(([re]) => re.test(text))?.[1];
}

/** Reads a campaign description against the master tag list. */
export function readBrief(description: string, masterTags: readonly string[]): CampaignBrief {
  const text = ` ${description.toLowerCase().replace(/[’']/g, '')} `;
  const topics = new Set<string>();
  for (const tag of masterTags) if (tagPattern(tag).test(text)) topics.add(tag);
  for (const [word, tag] of Object.entries(SYNONYMS)) if (new RegExp(`\\b${escapeRegExp(word)}\\b`).test(text) && masterTags.includes(tag)) topics.add(tag);
  // A narrower tag that names a broader one ("Luxury Travel") keeps only the narrower.
  for (const t of [...topics]) if ([...topics].some((o) => o !== t && o.toLowerCase().includes(t.toLowerCase()))) topics.delete(t);
  const platformWord = Object.keys(PLATFORM_WORDS).find((w) => new RegExp(`\\b${w}\\b`).test(text));
  const female = FEMALE.test(text);
  const male = MALE.test(text);
  const cities = CITIES.filter((c) => text.includes(` ${c}`));
  const topicWords = new Set([...topics].flatMap((t) => t.toLowerCase().split(/\s+/)));
  const audienceWords = /^(female|females|women|woman|womens|girls|ladies|male|males|men|mens|guys|teens?|millennials?|seniors|nano|micro|macro|mega|tier|based|usa|american|americans|british|canadian|australian|instagram|tiktok|youtube|youtubers?)$/;
  const words = [...new Set(text.match(/[a-z][a-z-]{3,}/g) ?? [])]
    .filter((w) => !STOP.has(w) && !topicWords.has(w) && !audienceWords.test(w) && !SYNONYMS[w] && !cities.some((c) => c.includes(w)))
    .slice(0, 8);
  return {
    topics: [...topics],
    words,
    platform: platformWord ? PLATFORM_WORDS[platformWord] : undefined,
    gender: female && !male ? 'female' : male && !female ? 'male' : undefined,
    ages: ageRange(text),
    countries: [...new Set(COUNTRIES.filter(([re]) => re.test(text)).map(([, code]) => code))],
    cities,
    size: SIZES.find(([re]) => re.test(text))?.[1],
  };
}

export const isPlatform = (value: string): value is SearchPlatform => (SEARCH_PLATFORM_OPTIONS as readonly string[]).includes(value);
