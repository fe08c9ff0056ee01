import type pg from 'pg';
import { accountCount } from '../providers/social-data/creator.js';
import { portraitUrl, postImageUrl } from '../providers/social-data/media-urls.js';
import { Rng } from '../providers/social-data/prng.js';
import type { SyntheticSocialDataProvider } from '../providers/social-data/synthetic-provider.js';
import type { ProviderCreator } from '../providers/social-data/types.js';
import { copyLines, encodeRow, reserveIds } from './copy.js';

// The columns that hold database ids (and the URLs made from them) come first, so a row can be
// encoded before its ids are known and the ids put in front when it is loaded.
const INFLUENCER_COLUMNS = [
  'id',
  'picture_url',
  'fullname',
  'email',
  'gender',
  'age_min',
  'age_max',
  'description',
  'city',
  'state',
  'country',
  'last_data_update',
  'with_advanced_data',
  'created_at',
  'updated_at',
];
const ACCOUNT_COLUMNS = [
  'id',
  'influencer_id',
  'picture_main_url',
  'platform',
  'handle',
  'platform_account_id',
  'platform_account_name',
  'platform_account_nickname',
  'profile_url',
  'primary',
  'followers',
  'engagement_rate',
  'avg_likes',
  'avg_views',
  'avg_comments',
  'avg_reels_plays',
  'avg_story_reach',
  'avg_story_clicks',
  'us_audience_share',
  'audience_female_percent',
  'audience_male_percent',
  'audience_age_13_17',
  'audience_age_18_24',
  'audience_age_25_34',
  'audience_age_35_44',
  'audience_age_45_64',
  'audience_age_65_plus',
  'followers_percent_change',
  'audience',
  'notable_followers',
  'follower_history',
  'other_metrics',
  'extra_data',
  'last_data_update',
  'created_at',
  'updated_at',
];
const POST_COLUMNS = [
  'id',
  'account_id',
  'image_url',
  'thumbnail_url',
  'category',
  'post_id',
  'link',
  'caption',
  'text',
  'likes',
  'comments',
  'views',
  'posted_at',
  'created_at',
];

export type PlannedCreator = { index: number; keep: number };

/** Which creators make up `accounts` accounts from `firstIndex` on; the last one may keep fewer accounts to land exactly. */
export function planCreators(provider: SyntheticSocialDataProvider, firstIndex: number, accounts: number) {
  const plan: PlannedCreator[] = [];
  let total = 0;
  for (let index = firstIndex; total < accounts; index++) {
    const keep = Math.min(accountCount(new Rng(provider.seed, 'creator', index)), accounts - total);
    plan.push({ index, keep });
    total += keep;
  }
  return plan;
}

export function generatePlanned(provider: SyntheticSocialDataProvider, plan: PlannedCreator[]) {
  return plan.map(({ index, keep }) => {
    const creator = provider.creatorAt(index);
    creator.accounts = creator.accounts.slice(0, keep);
    return creator;
  });
}

/** A creator as COPY lines without their ids; `key` names its primary account ("platform:handle"). */
export interface EncodedCreator {
  key: string;
  influencer: string;
  accounts: string[];
  /** Per account, when posts were asked for. */
  posts: string[][] | null;
}

export function encodeCreator(provider: SyntheticSocialDataProvider, c: ProviderCreator, now: Date, withPosts: boolean): EncodedCreator {
  const primary = c.accounts[0]!;
  return {
    key: `${primary.platform}:${primary.handle}`,
    influencer: encodeRow([c.fullname, c.email, c.gender, c.ageMin, c.ageMax, c.description, c.city, c.state, c.country, c.lastDataUpdate, true, now, now]),
    accounts: c.accounts.map((a) =>
      encodeRow([
        a.platform,
        a.handle,
        a.platformAccountId,
        a.platformAccountName,
        a.platformAccountNickname,
        a.profileUrl,
        a.primary,
        a.followers,
        a.engagementRate,
        a.avgLikes,
        a.avgViews,
        a.avgComments,
        a.avgReelsPlays,
        a.avgStoryReach,
        a.avgStoryClicks,
        a.usAudienceShare,
        a.audienceFemalePercent,
        a.audienceMalePercent,
        ...a.audienceAges,
        a.followersPercentChange,
        a.audience,
        a.notableFollowers,
        a.followerHistory,
        { avg_shares: Math.round(a.avgLikes * 0.04) },
        { source: provider.name, seed: provider.seed, index: c.index },
        c.lastDataUpdate,
        now,
        now,
      ]),
    ),
    posts: withPosts
      ? c.accounts.map((a) =>
          provider.postsOf(c, a).map((p) => encodeRow([p.category, p.postId, p.link, p.caption, p.text, p.likes, p.comments, p.views, p.postedAt, now])),
        )
      : null,
  };
}

export interface LoadedCreators {
  influencerIds: number[];
  accounts: number;
  posts: number;
}

/** COPYs encoded creators with fresh ids; run it inside the caller's transaction. */
export async function copyEncoded(client: pg.ClientBase, creators: EncodedCreator[]): Promise<LoadedCreators> {
  const influencerIds = await reserveIds(client, 'influencer', creators.length);
  const accountIds = await reserveIds(
    client,
    'social_account',
    creators.reduce((n, c) => n + c.accounts.length, 0),
  );
  const postCount = creators.reduce((n, c) => n + (c.posts?.reduce((m, p) => m + p.length, 0) ?? 0), 0);
  const postIds = await reserveIds(client, 'social_post', postCount);

  await copyLines(
    client,
    'influencer',
    INFLUENCER_COLUMNS,
    (function* () {
      for (const [i, c] of creators.entries()) yield `${influencerIds[i]}\t${portraitUrl(influencerIds[i]!)}\t${c.influencer}\n`;
    })(),
  );
  await copyLines(
    client,
    'social_account',
    ACCOUNT_COLUMNS,
    (function* () {
      let next = 0;
      for (const [i, c] of creators.entries()) {
        const prefix = `\t${influencerIds[i]}\t${portraitUrl(influencerIds[i]!)}\t`;
        for (const line of c.accounts) yield `${accountIds[next++]}${prefix}${line}\n`;
      }
    })(),
  );
  if (postCount > 0) {
    await copyLines(
      client,
      'social_post',
      POST_COLUMNS,
      (function* () {
        let nextAccount = 0;
        let nextPost = 0;
        for (const c of creators) {
          for (const posts of c.posts ?? []) {
            const accountId = accountIds[nextAccount++];
            for (const line of posts) {
              const id = postIds[nextPost++]!;
              yield `${id}\t${accountId}\t${postImageUrl(id)}\t${postImageUrl(id)}\t${line}\n`;
            }
          }
          if (!c.posts) nextAccount += c.accounts.length;
        }
      })(),
    );
  }
  return { influencerIds, accounts: accountIds.length, posts: postCount };
}

/** Generates, encodes and COPYs creators in one go (the demo's path). */
export async function copyCreators(
  client: pg.ClientBase,
  provider: SyntheticSocialDataProvider,
  creators: ProviderCreator[],
  options: { withPosts: boolean; now: Date },
) {
  return copyEncoded(
    client,
    creators.map((c) => encodeCreator(provider, c, options.now, options.withPosts)),
  );
}
