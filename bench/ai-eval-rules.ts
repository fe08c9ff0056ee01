/**
 * What "meets" means for each hard constraint of a brief, read from the demo generator's known
 * attributes (the builder labels the evaluation set with it; bench:ai checks the suggestions with
 * it). The thresholds are the product's (BRIEF_RULES), so the bench and the helpers agree.
 */
import { BRIEF_LANGUAGES, BRIEF_RULES, HARD_CONSTRAINTS, type CampaignBrief, type HardConstraint } from '../shared/campaign-brief.js';
import { SEARCH_OPTIONS } from '../shared/search-options.js';
import { planCreators, generatePlanned } from '../server/seed/directory-loader.js';
import { DEMO_DIRECTORY_ACCOUNTS } from '../server/seed/demo-directory.js';
import { DEMO_SEED } from '../server/seed/demo.js';
import { SyntheticSocialDataProvider } from '../server/providers/social-data/synthetic-provider.js';
import type { ProviderAccount, ProviderCreator } from '../server/providers/social-data/types.js';

/** The demo directory as the generator made it (the same creators as in every demo database). */
export const demoCreators = () => {
  const provider = new SyntheticSocialDataProvider(DEMO_SEED);
  return generatePlanned(provider, planCreators(provider, 0, DEMO_DIRECTORY_ACCOUNTS));
};

const countryShare = (a: ProviderAccount, codes: string[]) =>
  codes.reduce((sum, code) => sum + (code === 'US' ? a.usAudienceShare : (a.audience.countries?.find((c) => c.code === code)?.weight ?? 0) * 100), 0);

function ageShare(a: ProviderAccount, [low, high]: readonly [number, number | null]) {
  return SEARCH_OPTIONS.audienceBuckets.reduce((sum, [min, max], i) => (min <= (high ?? 200) && (max ?? 200) >= low ? sum + a.audienceAges[i]! : sum), 0);
}

/** Whether one account of a creator meets one hard constraint of the brief. */
export function meets(kind: HardConstraint, brief: CampaignBrief, c: ProviderCreator, a: ProviderAccount): boolean {
  switch (kind) {
    case 'platforms':
      return !brief.platforms.length || (brief.platforms as string[]).includes(a.platform);
    case 'size':
      return !brief.size || (a.followers >= brief.size.min && (brief.size.max === null || a.followers < brief.size.max));
    case 'audience_gender':
      return !brief.audience_gender || (brief.audience_gender === 'female' ? a.audienceFemalePercent : a.audienceMalePercent) >= BRIEF_RULES.genderSharePercent;
    case 'audience_ages':
      return !brief.audience_ages || ageShare(a, brief.audience_ages) >= BRIEF_RULES.ageSharePercent;
    case 'audience_countries':
      return !brief.audience_countries.length || countryShare(a, brief.audience_countries) >= BRIEF_RULES.countrySharePercent;
    case 'audience_languages':
      return (
        !brief.audience_languages.length ||
        countryShare(a, [...new Set(brief.audience_languages.flatMap((l) => BRIEF_LANGUAGES[l]!.countries))]) >= BRIEF_RULES.countrySharePercent
      );
    case 'creator_locations':
      return !brief.creator_locations.length || brief.creator_locations.some((l) => l === c.country || l.toLowerCase() === c.city.toLowerCase());
    case 'excluded_topics':
      return !brief.excluded_topics.some((t) => c.topics.includes(t));
  }
}

/** The hard constraints a brief names. */
export const namedConstraints = (brief: CampaignBrief) =>
  HARD_CONSTRAINTS.filter((kind) =>
    kind === 'size' || kind === 'audience_gender' || kind === 'audience_ages' ? brief[kind] !== null : brief[kind].length > 0,
  );

/** One account of the creator meets every hard constraint. */
const meetsAll = (brief: CampaignBrief, c: ProviderCreator) => c.accounts.some((a) => namedConstraints(brief).every((k) => meets(k, brief, c, a)));

/** A brief's relevant creators: the topic is one of theirs and one of their accounts meets every hard constraint. */
export const relevantCreators = (creators: ProviderCreator[], topic: string, brief: CampaignBrief) =>
  creators.filter((c) => c.topics.includes(topic) && meetsAll(brief, c));
