import { SEARCH_OPTIONS as O, SEARCH_SORTS } from '../shared/search-options.js';
import type { DirectorySearchRequest } from '../shared/schemas/search.js';

/** A small deterministic PRNG (mulberry32), so the mix is the same on every run and machine. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYWORDS = ['fitness', 'travel', 'beauty', 'food', 'gaming', 'fashion', 'music', 'comedy', 'skincare', 'yoga', 'cooking', 'photography'];
const NAMES = ['emma', 'olivia', 'liam', 'noah', 'sophia', 'mason', 'isabella', 'lucas', 'mia', 'ethan'];

export interface MixEntry {
  /** What the combination is, for the per-combination figures. */
  label: string;
  request: DirectorySearchRequest;
  /** 1 or 10: page 10 is asked with the token after page 9. */
  page: 1 | 10;
}

type Filter = (pick: <T>(list: readonly T[]) => T) => Partial<DirectorySearchRequest>;

const FILTERS: Record<string, Filter> = {
  followers: (pick) => ({ followers_min: pick(O.followers.slice(0, 5)) }),
  followers_range: (pick) => ({ followers_min: pick(O.followers.slice(0, 3)), followers_max: pick(O.followers.slice(4)) }),
  us_share: (pick) => ({ us_share_min: pick(O.shares.slice(0, 6)) }),
  audience_age: (pick) => ({ audience_age_min: pick([18, 25]), audience_age_max: pick([34, 44]), audience_age_share_min: pick([20, 30, 40]) }),
  audience_gender: (pick) => ({ audience_gender: pick(O.audienceGenders) }),
  engagement: (pick) => ({ engagement_min: pick(O.engagementMin.slice(0, 4)) }),
  avg_views: (pick) => ({ avg_views_min: pick(O.averageViews.slice(0, 5)) }),
  talent_gender: (pick) => ({ talent_gender: pick(O.talentGenders) }),
  talent_age: (pick) => ({ talent_age_min: pick([18, 25, 35]), talent_age_max: pick([44, 64]) }),
  keyword: (pick) => ({ keywords: pick(KEYWORDS) }),
  name: (pick) => ({ name: pick(NAMES) }),
};

/** 200 searches: 1 to 6 filters each, every sort in turn, keyword searches, first and tenth pages. */
export function searchMix(size = 200, seed = 11): MixEntry[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const names = Object.keys(FILTERS);
  const mix: MixEntry[] = [];
  for (let i = 0; i < size; i++) {
    const count = 1 + (i % 6);
    const chosen = new Set<string>(i % 4 === 0 ? ['keyword'] : []);
    while (chosen.size < count) chosen.add(pick(names));
    let request: DirectorySearchRequest = { platform: pick(['instagram', 'instagram', 'tiktok', 'youtube'] as const) };
    for (const name of chosen) request = { ...request, ...FILTERS[name]!(pick) };
    if (request.platform === 'instagram') delete request.avg_views_min; // Instagram accounts carry no average views
    let sort = SEARCH_SORTS[i % SEARCH_SORTS.length]!;
    if (sort === 'relevance' && !request.keywords && !request.name) sort = 'followers';
    if (sort === 'audience_age_share' && request.audience_age_share_min === undefined) sort = 'engagement_rate';
    request.sort_by = sort;
    request.sort_order = i % 5 === 4 ? 'asc' : 'desc';
    mix.push({ label: [...chosen].sort().join('+'), request, page: i % 3 === 2 ? 10 : 1 });
  }
  return mix;
}
