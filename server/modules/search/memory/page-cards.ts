import type { SearchFilters } from '../search.sql.js';
import type { SearchResult } from '../../../../shared/schemas/search.js';
import { ageBuckets, ageShareAt } from './age-groups.js';
import { cardField, realAsPrinted, roundedAgeShare } from './account-cards.js';
import type { PlatformColumns } from './platform-columns.js';

const numberOrNull = (v: number) => (Number.isNaN(v) ? null : v);

/**
 * The results of a page's positions as the SQL path answers them, read at once (a change applied
 * later may move an account). Whether a creator is on the team's roster is the caller's to set.
 */
export function pageCards(columns: PlatformColumns, platform: string, positions: number[], q: SearchFilters): SearchResult[] {
  const f = columns.figures;
  const buckets = ageBuckets(q)?.map((b) => f[b]) ?? null;
  const results: SearchResult[] = [];
  for (const p of positions) {
    const card = columns.cards.get(p);
    results.push({
      id: columns.ids[p]!,
      influencer_id: columns.influencerIds[p]!,
      fullname: cardField(card, 0)!,
      handle: cardField(card, 1)!,
      platform,
      picture_url: cardField(card, 2),
      profile_url: cardField(card, 3),
      gender: cardField(card, 4),
      age_range: cardField(card, 5),
      followers: f.followers[p]!,
      engagement_rate: realAsPrinted(f.engagement_rate[p]!),
      avg_views: numberOrNull(f.avg_views[p]!),
      us_audience_share: realAsPrinted(f.us_audience_share[p]!),
      audience_female_percent: realAsPrinted(f.audience_female_percent[p]!),
      audience_male_percent: realAsPrinted(f.audience_male_percent[p]!),
      audience_age_share: buckets ? roundedAgeShare(realAsPrinted(ageShareAt(buckets, p))!) : null,
      on_roster: false,
    });
  }
  return results;
}
