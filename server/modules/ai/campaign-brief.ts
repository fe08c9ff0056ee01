import { BRIEF_WORD_MAX_LENGTH, CampaignBrief, SIZE_BANDS, emptyBrief, followerRange } from '../../../shared/campaign-brief.js';
import type { SearchPlatform } from '../../../shared/search-options.js';
import {
  COUNTRY_WORDS,
  COUNTRY_RE,
  LANGUAGE_NAMES,
  LANGUAGE_RE,
  CITIES,
  CITY_NAMES,
  titleCase,
  HOME_BEFORE,
  CREATOR_PLACE_BEFORE,
  CREATOR_PLACE_AFTER,
  fromAfterComma,
  AUDIENCE_PLACE_BEFORE,
} from './brief-places.js';

export type { CampaignBrief };

/** The topics a brief can name: the master list and the team's own tags. */
export interface BriefVocabulary {
  masterTags: readonly string[];
  teamTags: readonly string[];
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a tag or word as written in prose or as a hashtag ("Healthy Recipes": "healthy recipes", "#healthyrecipes"). */
export function tagPattern(tag: string) {
  const lower = tag.toLowerCase();
  const base = lower.length > 4 && lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
  const spaced = escapeRegExp(base).replace(/\s+/g, '[\\s-]?');
  return new RegExp(`(^|[^a-z0-9])#?${spaced}(s|es|ing|ers?)?(?![a-z0-9])`, 'i');
}

const STOP = new Set(
  `about above after again against also among audience audiences based brand brands campaign campaigns content create creator creators
   does doing each fans followers following from have having into just like looking more most need needs only other over partner partners partnership people
   post posts promote promoting reach really should some such than that their them then there these they this those through want wants well were what when
   where which while will with within would your youre our ours product products launch launching find looking seeking love loves
   strong mostly mainly heavy heavily percent share shares aged ages years year old plus size sized tier level account accounts influencers influencer
   talent please help ideally prefer preferred must under between least speaking language speakers viewers subscribers subs mostly majority skewing skews`.split(
    /\s+/,
  ),
);

/** Words that name a topic of the master list in other words. */
const SYNONYMS: Record<string, string> = {
  workout: 'Fitness',
  workouts: 'Fitness',
  gym: 'Fitness',
  'gym-goers': 'Fitness',
  'personal trainer': 'Fitness',
  runners: 'Running',
  marathon: 'Running',
  jogging: 'Running',
  yogi: 'Yoga',
  moms: 'Motherhood',
  mom: 'Motherhood',
  mothers: 'Motherhood',
  mums: 'Motherhood',
  dads: 'Fatherhood',
  parents: 'Parenting',
  kids: 'Parenting',
  recipes: 'Cooking',
  chef: 'Cooking',
  chefs: 'Cooking',
  foodie: 'Food',
  foodies: 'Food',
  gamer: 'Gaming',
  gamers: 'Gaming',
  'video games': 'Gaming',
  'skin care': 'Skincare',
  cosmetics: 'Makeup',
  'make-up': 'Makeup',
  mua: 'Makeup',
  hair: 'Haircare',
  outfit: 'Fashion',
  outfits: 'Fashion',
  style: 'Fashion',
  ootd: 'Fashion',
  puppy: 'Dogs',
  puppies: 'Dogs',
  kitten: 'Cats',
  travelers: 'Travel',
  travellers: 'Travel',
  wanderlust: 'Travel',
  hotel: 'Hotels',
  vegans: 'Vegan',
  'plant-based': 'Vegan',
  finance: 'Personal Finance',
  money: 'Personal Finance',
  budgeting: 'Personal Finance',
  investors: 'Investing',
  stocks: 'Investing',
  startup: 'Entrepreneurship',
  founders: 'Entrepreneurship',
  decor: 'Home Decor',
  'interior design': 'Home Decor',
  garden: 'Gardening',
  gardeners: 'Gardening',
  readers: 'Books',
  reading: 'Books',
  bookstagram: 'Books',
  gadget: 'Gadgets',
  phones: 'Smartphones',
  skiers: 'Skiing',
  surfers: 'Surfing',
  golfers: 'Golf',
  cyclists: 'Cycling',
  bikes: 'Cycling',
  climbers: 'Climbing',
  hikers: 'Hiking',
  baker: 'Baking',
  bakers: 'Baking',
  sourdough: 'Baking',
  pastry: 'Baking',
  barbecue: 'BBQ',
  grilling: 'BBQ',
  tech: 'Tech',
  technology: 'Tech',
  'mental health': 'Mental Health',
  wellbeing: 'Wellness',
};

const PLATFORM_WORDS: [RegExp, SearchPlatform][] = [
  [/\b(instagram|instagrammers?|insta|ig|reels|igers)\b/, 'instagram'],
  [/\b(tiktok|tik tok|tiktokers?|tiktokkers?|booktok)\b/, 'tiktok'],
  [/\b(youtube|yt|youtubers?|youtube shorts|vloggers?)\b/, 'youtube'],
];

const FEMALE = /\b(female|females|women|woman|womens|girls|ladies|gals|moms|mums|mothers|she\/her)\b/;
const MALE = /\b(male|males|men|mens|guys|dads|fathers|gentlemen|lads|bros|boys)\b/;
const AGE_WORDS: [RegExp, [number, number | null]][] = [
  [/\bteens?\b|\bteenagers?\b|\bhigh school(ers)?\b/, [13, 17]],
  [/\bgen ?z\b|\bzoomers?\b|\bcollege\b|\bstudents\b|\buniversity\b/, [18, 24]],
  [/\bmillennials?\b/, [25, 44]],
  [/\byoung adults?\b|\btwenty-?somethings?\b|\b20-?somethings?\b/, [18, 34]],
  [/\bgen ?x\b|\bmiddle[- ]aged\b/, [45, 64]],
  [/\bseniors?\b|\bretirees\b|\bboomers\b|\bover[- ]65s?\b/, [65, null]],
];

/** Size words and follower counts. */
const SIZE_WORDS: [RegExp, keyof typeof SIZE_BANDS][] = [
  [/\bnano(?:[- ]?(?:influencers?|creators?|sized?|tier))?s?\b/, 'nano'],
  [/\bmicro(?:[- ]?(?:influencers?|creators?|sized?|tier))?s?\b|\bmicroinfluencers?\b/, 'micro'],
  [/\bmid[- ]?(?:size[ds]?|tier|level|range|sized)\b|\bmedium[- ]?(?:size[ds]?|sized|tier)\b|\bmiddle[- ]tier\b|\bmid[- ]?(?:influencers?|creators?)\b/, 'mid'],
  [/\bmacro(?:[- ]?(?:influencers?|creators?|sized?|tier))?s?\b/, 'macro'],
  [/\bmega(?:[- ]?(?:influencers?|creators?|stars?|sized?|tier))?s?\b|\bcelebrit(?:y|ies)\b|\btop[- ]tier\b|\bhousehold names?\b/, 'mega'],
];
const COUNT = String.raw`(\d+(?:[.,]\d+)?\s*(?:k|m|thousand|million|mil)\b|\d{1,3}(?:,\d{3})+|\d{4,}|half a million|a million)`;
const COUNT_NOUN = String.raw`(?:\s*(?:followers|follower|subs|subscribers|fans|audience|following))`;

function countValue(raw: string): number {
  const s = raw.replace(/\s+/g, '').replace(/,(?=\d{3}\b)/g, '');
  if (s === 'halfamillion') return 500_000;
  if (s === 'amillion') return 1_000_000;
  const n = Number.parseFloat(s.replace(',', '.'));
  if (/(m|million|mil)$/.test(s)) return Math.round(n * 1_000_000);
  if (/(k|thousand)$/.test(s)) return Math.round(n * 1_000);
  return Math.round(n);
}

const counted = (min: number, max: number | null) => ({ label: followerRange({ min, max }), min, max });

function readSize(text: string): CampaignBrief['size'] {
  const between = new RegExp(`(?:between\\s+)?${COUNT}\\s*(?:-|–|to|and)\\s*${COUNT}${COUNT_NOUN}?`).exec(text);
  if (between) {
    const min = countValue(between[1]!);
    const max = countValue(between[2]!);
    if (max > min) return counted(min, max);
  }
  const rangeK = /\b(\d+)\s*(?:-|–|to)\s*(\d+)\s*k\b/.exec(text);
  if (rangeK && Number(rangeK[2]) > Number(rangeK[1])) return counted(Number(rangeK[1]) * 1000, Number(rangeK[2]) * 1000);
  const over = new RegExp(
    `(?:over|more than|above|at least|min(?:imum)?(?: of)?|north of|upwards of|no (?:fewer|less) than|bigger than|greater than|exceeding)\\s+${COUNT}|${COUNT}\\s*\\+|${COUNT}${COUNT_NOUN}?\\s*(?:or more|and up|and above|plus)`,
  ).exec(text);
  if (over) return counted(countValue(over[1] ?? over[2] ?? over[3]!), null);
  const under = new RegExp(`(?:under|less than|below|at most|max(?:imum)?(?: of)?|up to|fewer than|smaller than|no more than)\\s+${COUNT}`).exec(text);
  if (under) return counted(0, countValue(under[1]!));
  const band = SIZE_WORDS.find(([re]) => re.test(text))?.[1];
  return band ? { ...SIZE_BANDS[band] } : null;
}

function readAges(text: string): CampaignBrief['audience_ages'] {
  const noCounts = text.replace(new RegExp(COUNT, 'g'), ' ');
  const range = /\b(1[3-9]|[2-8]\d)\s*(?:-|–|to|and)\s*(1[3-9]|[2-9]\d)(?!\s*(?:k|m|%|percent|followers))\b/.exec(noCounts);
  if (range && Number(range[2]) >= Number(range[1])) return [Number(range[1]), Number(range[2])];
  const over = /\b(1[3-9]|[2-8]\d)\s*\+(?!\s*(?:k|followers))|\b(?:over|above|older than|aged)\s+(1[3-9]|[2-8]\d)\b(?!\s*(?:k|%|percent|followers))/.exec(
    noCounts,
  );
  if (over) return [Number(over[1] ?? over[2]), null];
  const under = /\b(?:under|younger than|below)\s+(1[4-9]|[2-8]\d)\b(?!\s*(?:k|%|percent|followers))/.exec(noCounts);
  if (under) return [13, Number(under[1]) - 1];
  return AGE_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

/** A topic match is excluded when a negation comes just before it ("no gaming", "avoid crypto or gaming"). */
const NEGATION =
  /(?:\bno|\bnot|\bnon|\bexcluding|\bexclude|\bexcept|\bavoid|\bwithout|\bother than|\bnothing|\banything but|\bskip|\bsteer clear of|\bminus|\bbesides|\bnever)\b(?:\s+(?:any|about|on|in|into|doing|for|related|to|of|the|or|and|,|[a-z]+\s+(?:or|and|,)))*[\s-]*#?$/;
const NEGATED_AFTER = /^[\s-]*(?:free|excluded|not allowed|is out|are out)\b/;

/** A tag as written, or any word the brief reader takes for it ("sourdough" for Baking). */
export function topicPattern(tag: string) {
  const words = Object.entries(SYNONYMS)
    .filter(([, t]) => t.toLowerCase() === tag.toLowerCase())
    .map(([w]) => escapeRegExp(w));
  const own = tagPattern(tag);
  if (!words.length) return own;
  return new RegExp(`${own.source}|(^|[^a-z0-9])#?(?:${words.join('|')})(?![a-z0-9])`, 'i');
}

/** Where each topic of the vocabulary is named in the text (first match). */
function findTopics(text: string, vocabulary: BriefVocabulary) {
  const found = new Map<string, number>();
  const add = (tag: string, at: number) => {
    const key = tag.toLowerCase();
    if (!found.has(key) || found.get(key)! > at) found.set(key, at);
  };
  const tags = new Map<string, string>();
  for (const tag of [...vocabulary.masterTags, ...vocabulary.teamTags]) if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  const spans: [number, number][] = [];
  for (const tag of tags.values()) {
    const m = tagPattern(tag).exec(text);
    if (!m) continue;
    add(tag, m.index + m[1]!.length);
    spans.push([m.index, m.index + m[0].length]);
  }
  // A synonym counts only outside a tag named as such ("recipes" in "healthy recipes" is not also Cooking).
  for (const [word, tag] of Object.entries(SYNONYMS)) {
    const known = tags.get(tag.toLowerCase());
    if (!known) continue;
    const m = new RegExp(`(?<![a-z0-9])${escapeRegExp(word)}(?![a-z0-9])`).exec(text);
    if (m && !spans.some(([from, to]) => m.index >= from && m.index < to)) add(known, m.index);
  }
  return [...found].map(([key, at]) => ({ tag: tags.get(key)!, at }));
}

/** Reads a campaign brief however it is phrased: platforms, size, audience, the creator's home, topics and exclusions. */
export function readBrief(description: string, vocabulary: BriefVocabulary): CampaignBrief {
  const cased = ` ${description.replace(/[’']/g, '').replace(/\s+/g, ' ')} `;
  let text = cased.toLowerCase();
  const brief = emptyBrief();

  brief.platforms = PLATFORM_WORDS.filter(([re]) => re.test(text)).map(([, p]) => p);
  if (/\b(any|all|every) (social )?platforms?\b|\bplatform[- ]agnostic\b/.test(text)) brief.platforms = [];
  brief.size = readSize(text);

  for (const m of text.matchAll(LANGUAGE_RE)) {
    const code = LANGUAGE_NAMES[m[1] ?? m[2] ?? m[3]!];
    if (code && !brief.audience_languages.includes(code)) brief.audience_languages.push(code);
  }
  // A language's name is not also a country ("Spanish-speaking" is not Spain).
  text = text.replace(LANGUAGE_RE, (m) => ' '.repeat(m.length));

  for (const { re, code } of COUNTRY_RE) {
    for (const m of text.matchAll(re)) {
      // "us" is the country only when written "US".
      if (m[0] === 'us' && cased.slice(m.index, m.index + 2) !== 'US') continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40);
      const creatorHome =
        HOME_BEFORE.test(before) ||
        fromAfterComma(before) ||
        (!AUDIENCE_PLACE_BEFORE.test(before) && (CREATOR_PLACE_BEFORE.test(before) || CREATOR_PLACE_AFTER.test(after)));
      const into = creatorHome ? brief.creator_locations : brief.audience_countries;
      if (!into.includes(code)) into.push(code);
    }
  }
  for (const city of [...CITIES, ...Object.keys(CITY_NAMES)]) {
    const m = new RegExp(`(?<![a-z])${escapeRegExp(city)}(?![a-z])`).exec(text);
    if (!m) continue;
    // "Fans in London" is about the audience, which the brief does not filter by city.
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (AUDIENCE_PLACE_BEFORE.test(before) && !HOME_BEFORE.test(before) && !fromAfterComma(before)) continue;
    const name = CITY_NAMES[city] ?? titleCase(city);
    if (!brief.creator_locations.includes(name)) brief.creator_locations.push(name);
  }

  const female = FEMALE.test(text);
  const male = MALE.test(text);
  brief.audience_gender = female && !male ? 'female' : male && !female ? 'male' : null;
  brief.audience_ages = readAges(text);

  const topics = findTopics(text, vocabulary).sort((a, b) => a.at - b.at);
  for (const { tag, at } of topics) {
    const negated = NEGATION.test(text.slice(Math.max(0, at - 60), at)) || NEGATED_AFTER.test(text.slice(at + tag.length));
    (negated ? brief.excluded_topics : brief.topics).push(tag);
  }
  // A narrower tag that names a broader one ("Luxury Travel") keeps only the narrower.
  brief.topics = brief.topics.filter((t) => !brief.topics.some((o) => o !== t && o.toLowerCase().includes(t.toLowerCase())));
  brief.topics = brief.topics.filter((t) => !brief.excluded_topics.includes(t)).slice(0, 10);
  brief.excluded_topics = brief.excluded_topics.slice(0, 10);

  const topicWords = new Set([...brief.topics, ...brief.excluded_topics].flatMap((t) => t.toLowerCase().split(/\s+/)));
  const places = new Set([...CITIES, ...COUNTRY_WORDS.flatMap(([w]) => w.split('|'))].flatMap((p) => p.split(' ')));
  const traitWords =
    /^(female|females|women|woman|womens|girls|ladies|male|males|men|mens|guys|teens?|millennials?|seniors|nano|micro|macro|mega|tier|based|instagram|tiktok|youtube|youtubers?|tiktokers?|english|spanish)$/;
  // A word is 4 to 40 letters (a run of 2,000 "x" is no word a creator's text would hold).
  brief.words = [...new Set(text.match(/[a-z][a-z-]{3,}/g) ?? [])]
    .filter((w) => w.length <= BRIEF_WORD_MAX_LENGTH)
    .filter((w) => !STOP.has(w) && !topicWords.has(w) && !traitWords.test(w) && !SYNONYMS[w] && !places.has(w) && !NEGATION.test(` ${w}`))
    .filter((w) => !/-based$|^(mid|medium)-/.test(w) && !SIZE_WORDS.some(([re]) => re.test(w)))
    .slice(0, 8);
  return CampaignBrief.parse(brief);
}
