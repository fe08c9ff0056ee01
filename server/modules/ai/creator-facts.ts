import type { EntityManager } from '@mikro-orm/postgresql';
import type { AudienceDetails } from '../directory/index.js';
import { runSql } from '../../db/sql.js';
import { BRIEF_LANGUAGES, BRIEF_RULES, COUNTRY_NAMES, ageLabel, followerRange } from '../../../shared/campaign-brief.js';
import { escapeRegExp, tagPattern, type CampaignBrief } from './campaign-brief.js';
import { accountDetails, ageShareSql } from './ai.sql.js';

/** What the helpers may say about one account: directory facts, and the asking team's own tags and texts. */
export interface CreatorDetails {
  accountId: number;
  influencerId: number;
  fullname: string;
  handle: string;
  platform: string;
  pictureUrl: string | null;
  followers: number;
  engagementRate: number | null;
  avgViews: number | null;
  profileUrl: string | null;
  gender: string | null;
  ageRange: string | null;
  usShare: number | null;
  femalePercent: number | null;
  malePercent: number | null;
  ageShare: number | null;
  audience: AudienceDetails | null;
  city: string | null;
  country: string | null;
  description: string;
  teamTags: string[];
  onRoster: boolean;
  posts: string[];
}

type Row = {
  id: number;
  influencer_id: number;
  fullname: string;
  handle: string;
  platform: string;
  picture_url: string | null;
  followers: string;
  engagement_rate: number | null;
  avg_views: string | null;
  profile_url: string | null;
  gender: string | null;
  age_min: number | null;
  age_max: number | null;
  us_audience_share: number | null;
  audience_female_percent: number | null;
  audience_male_percent: number | null;
  age_share: number | null;
  audience: AudienceDetails | null;
  city: string | null;
  country: string | null;
  description: string | null;
  custom_description: string | null;
  tags: string[] | null;
  on_roster: boolean;
  posts: string[] | null;
};

/** The details of accounts `ids` as seen by team `teamId` (another team's tags and texts never join). */
export async function loadDetails(em: EntityManager, teamId: string, ids: number[], brief?: CampaignBrief): Promise<Map<number, CreatorDetails>> {
  if (!ids.length) return new Map();
  const age = brief?.audience_ages ? ageShareSql(brief.audience_ages) : 'null';
  const rows = await runSql<Row>(em, accountDetails(teamId, ids, age));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        accountId: r.id,
        influencerId: r.influencer_id,
        fullname: r.fullname,
        handle: r.handle,
        platform: r.platform,
        pictureUrl: r.picture_url,
        followers: Number(r.followers),
        engagementRate: r.engagement_rate,
        avgViews: r.avg_views === null ? null : Number(r.avg_views),
        profileUrl: r.profile_url,
        gender: r.gender,
        ageRange: r.age_min === null ? null : r.age_max === null ? `${r.age_min}+` : `${r.age_min}-${r.age_max}`,
        usShare: r.us_audience_share,
        femalePercent: r.audience_female_percent,
        malePercent: r.audience_male_percent,
        ageShare: r.age_share,
        audience: r.audience,
        city: r.city,
        country: r.country,
        description: r.custom_description && r.custom_description !== '-' ? r.custom_description : (r.description ?? ''),
        teamTags: r.tags ?? [],
        onRoster: r.on_roster,
        posts: r.posts ?? [],
      },
    ]),
  );
}

const PLATFORM_NAMES: Record<string, string> = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' };
export const platformName = (p: string) => PLATFORM_NAMES[p] ?? p;

/** 12,345 as "12k", 1,250,000 as "1.3M". */
export function compactCount(n: number) {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(n >= 10_000_000 ? 0 : 1).replace(/\.0$/, '')}M`;
  if (n >= 1_000) return `${Math.round(n / 1_000)}k`;
  return String(n);
}

const pct = (n: number) => `${Math.round(n)} %`;

/** Evidence of one topic in a creator's content: posts naming it, the description, the team's tags. */
export function topicEvidence(d: CreatorDetails, topic: string) {
  const pattern = tagPattern(topic);
  return {
    posts: d.posts.filter((p) => pattern.test(p)).length,
    description: pattern.test(d.description),
    teamTag: d.teamTags.some((t) => t.toLowerCase() === topic.toLowerCase()),
  };
}

/** Audience share (0-100) of countries together, from the account's data. */
function countryShare(d: CreatorDetails, codes: string[]) {
  return codes.reduce((sum, code) => sum + (code === 'US' ? (d.usShare ?? 0) : (d.audience?.countries?.find((c) => c.code === code)?.weight ?? 0) * 100), 0);
}

/**
 * The facts of the brief this account meets, strongest first, each phrased for a talent manager.
 * Only facts that support the fit: an audience share is named only when it meets the brief's rule
 * (a women-aimed brief never cites a female share under 50 %), and the follower count once.
 */
export function matchedFacts(d: CreatorDetails, brief: CampaignBrief): string[] {
  const facts: { text: string; weight: number }[] = [];
  for (const code of brief.audience_countries) {
    const share = countryShare(d, [code]);
    if (share >= BRIEF_RULES.countrySharePercent) facts.push({ text: `${COUNTRY_NAMES[code] ?? code} audience ${pct(share)}`, weight: share / 100 });
  }
  for (const language of brief.audience_languages) {
    const info = BRIEF_LANGUAGES[language];
    const share = info ? countryShare(d, info.countries) : 0;
    if (info && share >= BRIEF_RULES.countrySharePercent) facts.push({ text: `${info.label}-speaking audience ${pct(share)}`, weight: share / 100 });
  }
  for (const topic of brief.topics) {
    const e = topicEvidence(d, topic);
    const about = topic.toLowerCase();
    if (e.posts > 0) facts.push({ text: `posts about ${about} (${e.posts} ${e.posts === 1 ? 'post' : 'posts'})`, weight: 0.6 + Math.min(e.posts, 10) / 25 });
    else if (e.description) facts.push({ text: `describes their content as ${about}`, weight: 0.6 });
    else if (e.teamTag) facts.push({ text: `tagged ${topic} on your roster`, weight: 0.55 });
  }
  for (const word of brief.words) {
    if (new RegExp(`\\b${escapeRegExp(word)}`, 'i').test(d.description)) facts.push({ text: `mentions "${word}"`, weight: 0.3 });
  }
  const gender = brief.audience_gender;
  const genderShare = gender === 'female' ? d.femalePercent : gender === 'male' ? d.malePercent : null;
  const genderFact = gender && genderShare !== null && genderShare >= BRIEF_RULES.genderSharePercent ? `${gender} audience ${pct(genderShare)}` : null;
  const ageFact =
    brief.audience_ages && d.ageShare !== null && d.ageShare >= BRIEF_RULES.ageSharePercent
      ? `${ageLabel(brief.audience_ages)} audience ${pct(d.ageShare)}`
      : null;
  if (ageFact && genderFact) facts.push({ text: `${ageFact}, ${genderFact}`, weight: (d.ageShare! + genderShare!) / 200 });
  else if (ageFact) facts.push({ text: ageFact, weight: d.ageShare! / 100 });
  else if (genderFact) facts.push({ text: genderFact, weight: genderShare! / 100 });
  const home = brief.creator_locations.find((l) => [d.city?.toLowerCase(), d.country?.toLowerCase()].includes(l.toLowerCase()));
  if (home) facts.push({ text: `based in ${home.toLowerCase() === d.city?.toLowerCase() ? d.city : (COUNTRY_NAMES[home] ?? home)}`, weight: 0.7 });
  if (brief.size || brief.platforms.length) {
    const size = brief.size && brief.size.label !== followerRange(brief.size) ? `${brief.size.label.toLowerCase()}: ` : '';
    facts.push({ text: `${size}${followersFact(d)}`, weight: 0.32 });
  }
  if (d.onRoster) facts.push({ text: 'on your roster', weight: 0.05 });
  return facts.sort((a, b) => b.weight - a.weight).map((f) => f.text);
}

/** "240k followers on TikTok". */
export const followersFact = (d: CreatorDetails) => `${compactCount(d.followers)} followers on ${platformName(d.platform)}`;

/** One line naming the facts that matched (the spec's "explanation"). */
export function explain(d: CreatorDetails, facts: string[]) {
  if (facts.length) return facts.slice(0, 4).join(', ');
  const rate = d.engagementRate === null ? '' : ` at ${d.engagementRate.toFixed(1)} % engagement`;
  return `${followersFact(d)}${rate}`;
}
