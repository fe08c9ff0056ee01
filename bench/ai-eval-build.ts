/**
 * npx tsx bench/ai-eval-build.ts — writes bench/ai-eval.json, the evaluation set of bench:ai:
 * campaign briefs written in varied phrasing (each constraint said at least ten ways), each a topic
 * and one to four more constraints (platforms, size words and numbers, audience gender, age,
 * country and language, the creator's home, an exclusion). Each case keeps the constraints it
 * states: the bench checks every suggestion against them, and counts as relevant the creators
 * that meet them all and have the topic, from the demo directory's known attributes
 * (bench/ai-eval-rules.ts); only briefs with at least ten relevant creators are kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HARD_CONSTRAINTS as KINDS, SIZE_BANDS, emptyBrief, followerRange, type CampaignBrief } from '../shared/campaign-brief.js';
import { DEMO_DIRECTORY_ACCOUNTS } from '../server/seed/demo-directory.js';
import { DEMO_SEED } from '../server/seed/demo.js';
import { MASTER_TAGS } from '../server/providers/social-data/master-tags.js';
import { Rng } from '../server/providers/social-data/prng.js';
import { demoCreators, relevantCreators } from './ai-eval-rules.js';

type Phrase = { text: string; set: (b: CampaignBrief) => void };
const CASES = 160;
const MIN_RELEVANT = 10;
/** Tags whose names are also constraint words ("Celebrity" is a size, "BookTok" a platform) are not drawn as topics. */
const AMBIGUOUS = new Set([
  'Celebrity',
  'Teens',
  'Languages',
  'BookTok',
  'Plus Size',
  'Luxury',
  'Menswear',
  'Motherhood',
  'Fatherhood',
  'Family',
  'Streaming',
  'Education',
  'Education Content',
  'Couples',
  'Singer',
  'Lifestyle',
  'Food',
  'Travel',
  'Fashion',
  'Film',
  'Magic',
]);
const TOPICS = MASTER_TAGS.filter((t) => !AMBIGUOUS.has(t));

const P = {
  instagram: ['Instagram', 'IG', 'Insta', 'Instagram Reels'],
  tiktok: ['TikTok', 'Tik Tok', 'TikTok'],
  youtube: ['YouTube', 'YT', 'YouTube'],
} as const;
type Platform = keyof typeof P;
const platformPhrases = (rng: Rng, platforms: Platform[]): string => {
  const names = platforms.map((p) => rng.pick(P[p]));
  if (names.length === 1)
    return rng.pick([
      `on ${names[0]}`,
      `for ${names[0]}`,
      `posting on ${names[0]}`,
      `active on ${names[0]}`,
      `with a ${names[0]} presence`,
      `who make ${names[0]} content`,
      `(${names[0]} only)`,
      `big on ${names[0]}`,
      `who are on ${names[0]}`,
      `for a ${names[0]} push`,
    ]);
  return rng.pick([
    `on ${names[0]} and ${names[1]}`,
    `on ${names[0]} + ${names[1]}`,
    `on ${names[0]} or ${names[1]}`,
    `on both ${names[0]} and ${names[1]}`,
    `on ${names[0]}/${names[1]}`,
    `across ${names[0]} and ${names[1]}`,
    `for ${names[0]} & ${names[1]}`,
    `posting to ${names[0]} or ${names[1]}`,
    `with ${names[0]} and ${names[1]} channels`,
    `active on ${names[0]} and ${names[1]}`,
  ]);
};

const SIZE_PHRASES: { words: string[]; size: CampaignBrief['size'] }[] = [
  { words: ['nano', 'nano-influencer', 'nano-sized'], size: SIZE_BANDS.nano },
  { words: ['micro', 'micro-influencer', 'micro-sized', 'micro tier'], size: SIZE_BANDS.micro },
  { words: ['mid-size', 'midsize', 'mid-tier', 'mid-sized', 'medium-sized'], size: SIZE_BANDS.mid },
  { words: ['macro', 'macro-influencer', 'macro tier'], size: SIZE_BANDS.macro },
  { words: ['mega', 'mega-influencer'], size: SIZE_BANDS.mega },
];
const COUNT_PHRASES: { text: string; min: number; max: number | null }[] = [
  { text: 'with over 500k followers', min: 500_000, max: null },
  { text: 'with at least 100,000 followers', min: 100_000, max: null },
  { text: 'with between 50k and 200k followers', min: 50_000, max: 200_000 },
  { text: 'with under 20k followers', min: 0, max: 20_000 },
  { text: 'with 1M+ followers', min: 1_000_000, max: null },
  { text: 'with 10-50k followers', min: 10_000, max: 50_000 },
  { text: 'with more than 250k followers', min: 250_000, max: null },
  { text: 'with fewer than 30k followers', min: 0, max: 30_000 },
  { text: 'with 100K+ followers', min: 100_000, max: null },
  { text: 'with 20k to 80k followers', min: 20_000, max: 80_000 },
];

const GENDER: { text: string; gender: 'female' | 'male' }[] = [
  ...[
    'an audience of women',
    'a female audience',
    'mostly women watching',
    'a women-heavy audience',
    'ladies in the audience',
    'female fans',
    'women followers',
  ].map((text) => ({ text, gender: 'female' as const })),
  ...['an audience of men', 'male viewers', 'mostly guys following', 'men in the audience', 'a male audience', 'male fans'].map((text) => ({
    text,
    gender: 'male' as const,
  })),
];
const AGES: { text: string; ages: [number, number | null] }[] = [
  { text: 'aged 18-24', ages: [18, 24] },
  { text: 'aged 18 to 34', ages: [18, 34] },
  { text: 'between 25 and 34', ages: [25, 34] },
  { text: 'who are Gen Z', ages: [18, 24] },
  { text: 'who are millennials', ages: [25, 44] },
  { text: 'who are college students', ages: [18, 24] },
  { text: 'who are young adults', ages: [18, 34] },
  { text: 'who are twenty-somethings', ages: [18, 34] },
  { text: 'in the 25-34 range', ages: [25, 34] },
  { text: 'aged 18–34', ages: [18, 34] },
];
const COUNTRY: { text: string; code: string }[] = [
  { text: 'a US audience', code: 'US' },
  { text: 'American viewers', code: 'US' },
  { text: 'fans in the UK', code: 'GB' },
  { text: 'a British audience', code: 'GB' },
  { text: 'followers in Canada', code: 'CA' },
  { text: 'an audience in Australia', code: 'AU' },
  { text: 'reach in Brazil', code: 'BR' },
  { text: 'Mexican consumers', code: 'MX' },
  { text: 'German viewers', code: 'DE' },
  { text: 'a mostly American audience', code: 'US' },
  { text: 'viewers in the United States', code: 'US' },
  { text: 'an audience in India', code: 'IN' },
];
const LANGUAGE: { text: string; code: string }[] = [
  { text: 'a Spanish-speaking audience', code: 'es' },
  { text: 'fans who speak Spanish', code: 'es' },
  { text: 'a Hispanic audience', code: 'es' },
  { text: 'Latino viewers', code: 'es' },
  { text: 'Spanish speakers', code: 'es' },
  { text: 'a Portuguese-speaking audience', code: 'pt' },
  { text: 'French-speaking viewers', code: 'fr' },
  { text: 'a German-speaking audience', code: 'de' },
  { text: 'a francophone audience', code: 'fr' },
  { text: 'an English-speaking audience', code: 'en' },
  { text: 'a Japanese-speaking audience', code: 'ja' },
];
const HOME: { text: string; place: string }[] = [
  { text: 'based in London', place: 'London' },
  { text: 'London-based', place: 'London' },
  { text: 'based in Los Angeles', place: 'Los Angeles' },
  { text: 'from New York', place: 'New York' },
  { text: 'living in Miami', place: 'Miami' },
  { text: 'Toronto-based', place: 'Toronto' },
  { text: 'based in Canada', place: 'CA' },
  { text: 'UK-based', place: 'GB' },
  { text: 'located in Austin', place: 'Austin' },
  { text: 'who live in Chicago', place: 'Chicago' },
  { text: 'based out of Atlanta', place: 'Atlanta' },
  { text: 'Australian creators', place: 'AU' },
];
const EXCLUDE = [
  'no {x}',
  'not {x}',
  'avoid {x}',
  'excluding {x}',
  'without {x}',
  'nothing about {x}',
  'skip {x}',
  'except {x}',
  'steer clear of {x}',
  'no {x} please',
];
const TOPIC = [
  'who post about {t}',
  '{t} creators',
  'in the {t} space',
  'making {t} content',
  'focused on {t}',
  'known for {t}',
  'covering {t}',
  'into {t}',
  'talking about {t}',
  '{t} people',
];
const OPENERS = [
  'Looking for',
  'We need',
  'Find me',
  'Brief:',
  'Seeking',
  'Our brand wants',
  'Need',
  'Hunting for',
  'Please suggest',
  'Campaign for a new launch:',
];

function phrase(rng: Rng, kind: (typeof KINDS)[number], topic: string): Phrase {
  switch (kind) {
    case 'platforms': {
      const platforms = rng.sample(Object.keys(P) as Platform[], rng.pick([1, 2])).sort();
      return { text: platformPhrases(rng, platforms), set: (b) => void (b.platforms = platforms) };
    }
    case 'size': {
      if (rng.float() < 0.5) {
        const count = rng.pick(COUNT_PHRASES);
        return { text: count.text, set: (b) => void (b.size = { label: followerRange(count), min: count.min, max: count.max }) };
      }
      const band = rng.pick(SIZE_PHRASES);
      return { text: `${rng.pick(band.words)} creators`, set: (b) => void (b.size = band.size) };
    }
    case 'audience_gender': {
      const g = rng.pick(GENDER);
      return { text: `with ${g.text}`, set: (b) => void (b.audience_gender = g.gender) };
    }
    case 'audience_ages': {
      const a = rng.pick(AGES);
      return { text: `for an audience ${a.text}`, set: (b) => void (b.audience_ages = a.ages) };
    }
    case 'audience_countries': {
      const c = rng.pick(COUNTRY);
      return { text: `reaching ${c.text}`, set: (b) => void (b.audience_countries = [c.code]) };
    }
    case 'audience_languages': {
      const l = rng.pick(LANGUAGE);
      return { text: `for ${l.text}`, set: (b) => void (b.audience_languages = [l.code]) };
    }
    case 'creator_locations': {
      const h = rng.pick(HOME);
      return { text: h.text, set: (b) => void (b.creator_locations = [h.place]) };
    }
    case 'excluded_topics': {
      const x = rng.pick(TOPICS.filter((t) => t !== topic));
      return { text: rng.pick(EXCLUDE).replace('{x}', x.toLowerCase()), set: (b) => void (b.excluded_topics = [x]) };
    }
  }
}

const creators = demoCreators();
const rng = new Rng('ai-eval', 'briefs', 2);
const cases: { description: string; topic: string; constraints: CampaignBrief }[] = [];
const seen = new Set<string>();
for (let tries = 0; cases.length < CASES && tries < 40_000; tries++) {
  const topic = rng.pick(TOPICS);
  const kinds = rng.sample([...KINDS], rng.int(1, 4));
  const phrases = kinds.map((k) => phrase(rng, k, topic));
  const brief = emptyBrief();
  brief.topics = [topic];
  for (const p of phrases) p.set(brief);
  if (relevantCreators(creators, topic, brief).length < MIN_RELEVANT) continue;
  const topicText = rng.pick(TOPIC).replace('{t}', topic.toLowerCase());
  const [first, ...rest] = rng.sample(phrases, phrases.length);
  const description = `${rng.pick(OPENERS)} ${topicText} ${first!.text}${rest.map((p) => `, ${p.text}`).join('')}.`;
  if (seen.has(description)) continue;
  seen.add(description);
  cases.push({ description, topic, constraints: brief });
}
// Tagging: every 100th creator with at least one account, and their known topics.
const tagging = creators
  .filter((_, i) => i % 100 === 7)
  .slice(0, 100)
  .map((c) => ({ handle: c.accounts[0]!.handle, topics: c.topics }));
const file = path.join(import.meta.dirname, 'ai-eval.json');
fs.writeFileSync(
  file,
  `${JSON.stringify({ directory: { seed: DEMO_SEED, accounts: DEMO_DIRECTORY_ACCOUNTS }, relevance: 'the topic is one of the creator’s known topics and one account meets every hard constraint the brief states (bench/ai-eval-rules.ts)', cases, tagging }, null, 1)}\n`,
);
const perKind = Object.fromEntries(
  KINDS.map((k) => [
    k,
    cases.filter((c) => (k === 'size' || k === 'audience_gender' || k === 'audience_ages' ? c.constraints[k] !== null : c.constraints[k].length > 0)).length,
  ]),
);
console.log(`${cases.length} briefs written to ${file}; briefs stating each constraint: ${JSON.stringify(perKind)}`);
