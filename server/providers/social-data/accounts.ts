import type { SocialPlatform } from '../../../shared/schemas/platforms.js';
import type { FollowerHistoryPoint, NotableFollower } from '../../modules/directory/index.js';
import type { TalentGender } from '../../modules/directory/influencer.entity.js';
import { AUDIENCE_CITIES, AUDIENCE_COUNTRIES } from './places.js';
import { MASTER_TAGS } from './master-tags.js';
import { avatarUrl } from './media-urls.js';
import type { Rng } from './prng.js';
import type { ProviderAccount } from './types.js';

export const MAX_FOLLOWERS = 300_000_000;
const MIN_FOLLOWERS = 1_000;
const AGE_CODES = ['13-17', '18-24', '25-34', '35-44', '45-64', '65-'] as const;
const HISTORY_MONTHS = 6;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Log-normal followers above 1k: median ~9k, a long tail of stars, capped at 300M. */
export function drawFollowers(rng: Rng) {
  return Math.round(Math.min(MAX_FOLLOWERS, MIN_FOLLOWERS + Math.exp(Math.log(8_000) + 1.9 * rng.normal())));
}

/** Engagement falls with size (~8% at 1k followers, ~1.7% at 1M), with noise. */
function drawEngagementRate(rng: Rng, followers: number) {
  return Math.round(clamp(8 * (followers / 1_000) ** -0.22 * Math.exp(0.35 * rng.normal()), 0.1, 25) * 100) / 100;
}

function genderShares(rng: Rng, gender: TalentGender) {
  const centre = gender === 'female' ? 70 : gender === 'male' ? 34 : 55;
  const female = round1(clamp(centre + 14 * rng.normal(), 3, 97));
  return { female, male: round1(100 - female) };
}

function ageShares(rng: Rng, creatorAgeMin: number) {
  // Audiences skew towards the creator's own age.
  const shift = (creatorAgeMin - 25) / 10;
  const base = [6 - shift * 2, 30 - shift * 6, 34, 16 + shift * 4, 11 + shift * 4, 3 + shift];
  return rng.shares(base.map((w) => Math.max(0.5, w) * Math.exp(0.3 * rng.normal()))) as ProviderAccount['audienceAges'];
}

const monthStarts = new Map<number, string[]>();
/** The first days of the last HISTORY_MONTHS months, newest first (the same few strings for every account). */
function historyDates(now: Date) {
  let dates = monthStarts.get(now.getTime());
  if (!dates) {
    dates = Array.from({ length: HISTORY_MONTHS }, (_, month) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - month, 1)).toISOString().slice(0, 10),
    );
    monthStarts.set(now.getTime(), dates);
  }
  return dates;
}

function history(rng: Rng, followers: number, now: Date): { points: FollowerHistoryPoint[]; change: number } {
  const monthlyGrowth = 0.01 + 0.04 * rng.normal();
  const dates = historyDates(now);
  const points: FollowerHistoryPoint[] = new Array(HISTORY_MONTHS);
  let value = followers;
  for (let month = 0; month < HISTORY_MONTHS; month++) {
    points[HISTORY_MONTHS - 1 - month] = { date: dates[month]!, followers: Math.round(value) };
    value = value / (1 + monthlyGrowth + 0.01 * rng.normal());
  }
  const [previous, last] = [points.at(-2)!.followers, points.at(-1)!.followers];
  return { points, change: previous > 0 ? round1(((last - previous) / previous) * 100) : 0 };
}

function notableFollowers(rng: Rng, names: string[]): NotableFollower[] {
  return rng.sample(names, rng.int(3, 6)).map((name, i) => {
    const username = `${name.toLowerCase().replace(/[^a-z]/g, '')}${rng.int(1, 999)}`;
    return {
      user_id: String(7_000_000_000 + rng.int(0, 999_999_999) + i),
      username,
      picture: avatarUrl(username),
      url: `https://www.tiktok.com/@${username}`,
      followers: Math.round(Math.exp(Math.log(2_000_000) + rng.normal())),
    };
  });
}

const PROFILE_URL: Record<string, (handle: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
};

export function generateAccount(
  rng: Rng,
  input: {
    platform: SocialPlatform;
    handle: string;
    primary: boolean;
    followers: number;
    fullname: string;
    gender: TalentGender;
    ageMin: number;
    country: string;
    topics: string[];
    accountId: string;
    now: Date;
    notableNames: string[];
  },
): ProviderAccount {
  const { platform, followers } = input;
  const engagementRate = drawEngagementRate(rng, followers);
  const avgLikes = Math.round((followers * engagementRate * 0.96) / 100);
  const video = platform !== 'instagram';
  const gender = genderShares(rng, input.gender);
  const usAudienceShare = round1(clamp(input.country === 'US' ? 62 + 12 * rng.normal() : 14 + 8 * rng.normal(), 1, 95));
  const others = rng.sample(
    AUDIENCE_COUNTRIES.filter((c) => c.code !== 'US'),
    4,
  );
  const otherWeights = rng.shares(
    others.map(() => rng.float() + 0.2),
    (100 - usAudienceShare) * 0.8,
    1,
  );
  const countries = [{ code: 'US', name: 'United States', weight: usAudienceShare / 100 }, ...others.map((c, i) => ({ ...c, weight: otherWeights[i]! / 100 }))]
    .sort((a, b) => b.weight - a.weight)
    .map((c) => ({ ...c, weight: Math.round(c.weight * 1000) / 1000 }));
  const cityWeights = rng.shares(
    [5, 4, 3, 2, 1].map((w) => w * (0.6 + rng.float())),
    35,
    1,
  );
  const cities = rng
    .sample(AUDIENCE_CITIES, 5)
    .map((name, i) => ({ code: name.toUpperCase().replace(/\W+/g, '_'), name, weight: cityWeights[i]! / 100 }))
    .sort((a, b) => b.weight - a.weight);
  const ages = ageShares(rng, input.ageMin);
  const { points, change } = history(rng, followers, input.now);
  const interests = rng
    .sample([...new Set([...input.topics, ...rng.sample(MASTER_TAGS, 6)])], 5)
    .map((name, i) => ({ name, weight: Math.round((0.4 - i * 0.06) * 100) / 100 }));
  return {
    platform,
    handle: input.handle,
    platformAccountId: input.accountId,
    platformAccountName: input.fullname,
    platformAccountNickname: input.handle,
    profileUrl: (PROFILE_URL[platform] ?? ((h: string) => `https://${platform}.com/${h}`))(input.handle),
    primary: input.primary,
    followers,
    engagementRate,
    avgLikes,
    avgViews: video ? Math.round(followers * clamp(0.25 * Math.exp(0.6 * rng.normal()), 0.02, 3)) : null,
    avgComments: Math.round(avgLikes * clamp(0.03 * Math.exp(0.5 * rng.normal()), 0.002, 0.2)),
    avgReelsPlays: platform === 'instagram' ? Math.round(followers * clamp(0.4 * Math.exp(0.6 * rng.normal()), 0.02, 4)) : null,
    avgStoryReach: platform === 'instagram' ? Math.min(2_000_000_000, Math.round(followers * (0.04 + 0.1 * rng.float()))) : null,
    avgStoryClicks: platform === 'instagram' ? Math.round(followers * (0.04 + 0.1 * rng.float()) * (0.005 + 0.02 * rng.float())) : null,
    usAudienceShare,
    audienceFemalePercent: gender.female,
    audienceMalePercent: gender.male,
    audienceAges: ages,
    followersPercentChange: change,
    audience: {
      gender: [
        { code: 'FEMALE', weight: gender.female / 100 },
        { code: 'MALE', weight: gender.male / 100 },
      ],
      ages: ages.map((share, i) => ({ code: AGE_CODES[i]!, weight: Math.round(share * 10) / 1000 })),
      countries,
      cities,
      interests,
    },
    notableFollowers: platform === 'tiktok' ? notableFollowers(rng, input.notableNames) : null,
    followerHistory: points,
  };
}
