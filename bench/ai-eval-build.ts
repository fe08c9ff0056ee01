/**
 * npx tsx bench/ai-eval-build.ts — writes bench/ai-eval.json, the evaluation set of bench:ai:
 * campaign descriptions built from the demo directory's known attributes (each creator's topics,
 * the audience of each account, the platform and size), each with the creators (by handle) that
 * satisfy every trait it names and so should rank in its top 10. Deterministic: the demo's
 * directory is generated from a fixed seed, so the same creators are in every demo database.
 */
import fs from 'node:fs';
import path from 'node:path';
import { planCreators, generatePlanned } from '../server/db/seed/directory-loader.js';
import { DEMO_DIRECTORY_ACCOUNTS } from '../server/db/seed/demo-directory.js';
import { DEMO_SEED } from '../server/db/seed/demo.js';
import { MASTER_TAGS } from '../server/providers/social-data/master-tags.js';
import { Rng } from '../server/providers/social-data/prng.js';
import { SyntheticSocialDataProvider } from '../server/providers/social-data/synthetic-provider.js';
import type { ProviderAccount, ProviderCreator } from '../server/providers/social-data/types.js';

type Trait = { words: string; test: (c: ProviderCreator, a: ProviderAccount) => boolean };
const PLATFORMS = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' } as const;
const us: Trait = { words: 'a mostly US audience', test: (_, a) => a.usAudienceShare >= 50 };
const women: Trait = { words: 'an audience of women', test: (_, a) => a.audienceFemalePercent >= 60 };
const men: Trait = { words: 'an audience of men', test: (_, a) => a.audienceMalePercent >= 60 };
const young: Trait = { words: 'an 18-34 audience', test: (_, a) => a.audienceAges[1] + a.audienceAges[2] >= 60 };
const uk: Trait = { words: 'a UK audience', test: (_, a) => (a.audience.countries?.find((c) => c.code === 'GB')?.weight ?? 0) >= 0.1 };
const micro: Trait = { words: 'micro', test: (_, a) => a.followers >= 10_000 && a.followers < 100_000 };
const platform = (p: keyof typeof PLATFORMS): Trait => ({ words: PLATFORMS[p], test: (_, a) => a.platform === p });

/** Trait combinations and how a description says them ({topic} is the topic in lower case). */
const VARIANTS: { traits: Trait[]; text: string }[] = [
  { traits: [us, women, young], text: 'We are launching a {topic} product for US women 18-34 and need creators who post about {topic}.' },
  { traits: [platform('tiktok'), us, women], text: 'TikTok creators who make {topic} content for US women, for a summer campaign.' },
  { traits: [platform('youtube'), women], text: 'Looking for YouTube creators covering {topic} whose audience is mostly women.' },
  { traits: [micro, uk], text: 'A UK brand wants micro creators who post about {topic} with a British audience.' },
  { traits: [platform('instagram'), men, us], text: 'Instagram creators posting about {topic} to an audience of American men.' },
  { traits: [micro, us, women], text: 'Micro influencers in {topic} with a US female audience for a product seeding campaign.' },
];

const MIN_RELEVANT = 10;
const MAX_RELEVANT = 60;
const CASES = 60;

const provider = new SyntheticSocialDataProvider(DEMO_SEED);
const creators = generatePlanned(provider, planCreators(provider, 0, DEMO_DIRECTORY_ACCOUNTS));
const rng = new Rng('ai-eval', 'cases', 1);
const candidates: { description: string; topic: string; variant: number; relevant: string[]; relevant_by_platform: Record<string, string[]> }[] = [];
for (const topic of MASTER_TAGS) {
  VARIANTS.forEach((variant, v) => {
    const relevant = creators
      .filter((c) => c.topics.includes(topic) && c.accounts.some((a) => variant.traits.every((t) => t.test(c, a))))
      .map((c) => c.accounts[0]!.handle);
    if (relevant.length < MIN_RELEVANT || relevant.length > MAX_RELEVANT) return;
    const byPlatform = Object.fromEntries(
      Object.keys(PLATFORMS).map((p) => [
        p,
        creators.filter((c) => c.topics.includes(topic) && c.accounts.some((a) => a.platform === p && variant.traits.every((t) => t.test(c, a)))).map((c) => c.accounts[0]!.handle),
      ]),
    );
    candidates.push({ description: variant.text.replaceAll('{topic}', topic.toLowerCase()), topic, variant: v, relevant, relevant_by_platform: byPlatform });
  });
}
// An even spread of variants, topics drawn at random (fixed seed).
const byVariant = VARIANTS.map((_, v) => rng.sample(candidates.filter((c) => c.variant === v), Math.ceil(CASES / VARIANTS.length)));
const cases = byVariant.flat().slice(0, CASES);
// Tagging: every 100th creator with at least one account, and their known topics.
const tagging = creators.filter((_, i) => i % 100 === 7).slice(0, 100).map((c) => ({ handle: c.accounts[0]!.handle, topics: c.topics }));
const file = path.join(import.meta.dirname, 'ai-eval.json');
fs.writeFileSync(
  file,
  `${JSON.stringify({ directory: { seed: DEMO_SEED, accounts: DEMO_DIRECTORY_ACCOUNTS }, relevance: 'the topic is one of the creator’s known topics and one account has every named trait (US >= 50 %, women or men >= 60 %, 18-34 >= 60 %, GB >= 10 %, micro 10k-100k, the platform)', cases, tagging }, null, 1)}\n`,
);
console.log(`${cases.length} cases of ${candidates.length} candidates written to ${file}`);
for (const v of VARIANTS.keys()) console.log(`  variant ${v}: ${byVariant[v]!.length}`);
