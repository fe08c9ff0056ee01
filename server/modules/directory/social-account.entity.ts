import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SOCIAL_PLATFORMS } from '../../../shared/schemas/platforms.js';
import { Influencer } from './influencer.entity.js';
import type { AudienceDetails, NotableFollower, FollowerHistoryPoint } from './audience.js';

/** Every figure the search filters or sorts on is a typed column; percentages are 0-100. */
const share = () => p.float().columnType('real').nullable();

/** A search index led by platform, sorted like the result list: `column` descending, then id for keyset paging. */
const bySearchSort = (column: string) => ({
  name: `social_account_platform_${column}_index`,
  columns: [{ name: 'platform' }, { name: column, sort: 'desc' as const, nulls: 'last' as const }, { name: 'id', sort: 'desc' as const }],
});

/** A social account in the shared directory (not team-owned); the hot path of search. */
export const SocialAccount = defineEntity({
  name: 'SocialAccount',
  properties: {
    id: p.integer().primary().autoincrement(),
    influencer: () => p.manyToOne(Influencer).deleteRule('cascade'),
    platform: p.enum([...SOCIAL_PLATFORMS]),
    /** Lower-case, without "@". */
    handle: p.string(),
    platformAccountId: p.string().nullable(),
    platformAccountName: p.string().nullable(),
    platformAccountNickname: p.string().nullable(),
    profileUrl: p.string().length(2000).nullable(),
    pictureMainUrl: p.string().length(2000).nullable(),
    primary: p.boolean().default(false),
    followers: p.bigint('number').default(0),
    engagementRate: share(),
    avgLikes: p.bigint('number').nullable(),
    avgViews: p.bigint('number').nullable(),
    avgComments: p.integer().nullable(),
    avgReelsPlays: p.bigint('number').nullable(),
    avgStoryReach: p.integer().nullable(),
    avgStoryClicks: p.integer().nullable(),
    usAudienceShare: share(),
    audienceFemalePercent: share(),
    audienceMalePercent: share(),
    audienceAge13To17: share().fieldName('audience_age_13_17'),
    audienceAge18To24: share().fieldName('audience_age_18_24'),
    audienceAge25To34: share().fieldName('audience_age_25_34'),
    audienceAge35To44: share().fieldName('audience_age_35_44'),
    audienceAge45To64: share().fieldName('audience_age_45_64'),
    audienceAge65Plus: share().fieldName('audience_age_65_plus'),
    followersPercentChange: p.float().columnType('real').nullable(),
    /** Countries, cities, interests with weights: shown, never filtered. */
    audience: p.json<AudienceDetails>().nullable(),
    notableFollowers: p.json<NotableFollower[]>().nullable(),
    followerHistory: p.json<FollowerHistoryPoint[]>().nullable(),
    otherMetrics: p.json<Record<string, unknown>>().nullable(),
    extraData: p.json<Record<string, unknown>>().nullable(),
    lastDataUpdate: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [
    { name: 'social_account_platform_handle_unique', properties: ['platform', 'handle'] },
    // One primary account per creator.
    { name: 'social_account_one_primary_per_influencer', properties: ['influencer'], where: { primary: true } },
  ],
  indexes: [
    { properties: ['influencer'] },
    // The default search: platform instagram, followers descending.
    bySearchSort('followers'),
    bySearchSort('engagement_rate'),
    bySearchSort('avg_views'),
    bySearchSort('us_audience_share'),
    bySearchSort('audience_female_percent'),
    bySearchSort('audience_male_percent'),
    bySearchSort('audience_age_13_17'),
    bySearchSort('audience_age_18_24'),
    bySearchSort('audience_age_25_34'),
    bySearchSort('audience_age_35_44'),
    bySearchSort('audience_age_45_64'),
    bySearchSort('audience_age_65_plus'),
    {
      name: 'social_account_handle_trgm_index',
      expression: 'create index "social_account_handle_trgm_index" on "social_account" using gin ("handle" gin_trgm_ops)',
    },
  ],
});
export type SocialAccount = InferEntity<typeof SocialAccount>;
