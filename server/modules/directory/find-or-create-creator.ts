import type { EntityManager } from '@mikro-orm/postgresql';
import { SEARCH_PLATFORMS } from '../../../shared/schemas/platforms.js';
import type { RequestedSocial } from '../../../shared/schemas/talent-requests.js';
import { portraitUrl } from '../../providers/social-data/media-urls.js';
import type { SocialDataProvider } from '../../providers/social-data/types.js';
import { profileUrlOf } from './creator-socials.js';
import { Influencer } from './influencer.entity.js';
import { SocialAccount } from './social-account.entity.js';

/** A creator to find in the directory by any of their accounts, or to add from the provider's data. */
export interface CreatorToFind {
  name: string;
  socials: RequestedSocial[];
}

/**
 * The directory creator with one of these accounts, else a new one from the provider's data. When
 * the provider does not know an account, no creator: `unknown` names those accounts (no figures are made up).
 */
export async function findOrCreateCreator(em: EntityManager, provider: SocialDataProvider, request: CreatorToFind) {
  for (const social of request.socials) {
    const account = await em.findOne(SocialAccount, { platform: social.platform, handle: social.handle ?? '' }, { populate: ['influencer'] });
    if (account) return { creator: account.influencer, unknown: [] };
  }
  // The directory holds only the platforms it searches: a request's other accounts (Facebook, Twitter) stay on the request.
  const socials = request.socials.filter((s) => (SEARCH_PLATFORMS as readonly string[]).includes(s.platform));
  const found = await Promise.all(socials.map((s) => provider.creatorWithAccount(s.platform, s.handle ?? '')));
  const unknown = socials.length ? socials.filter((_, i) => !found[i]) : request.socials;
  if (unknown.length) return { creator: null, unknown };
  const primary = Math.max(
    0,
    socials.findIndex((s) => s.primary),
  );
  const data = found[primary]!;
  const now = new Date();
  const influencer = em.create(Influencer, {
    fullname: request.name,
    gender: data.gender,
    ageMin: data.ageMin,
    ageMax: data.ageMax,
    description: data.description,
    city: data.city,
    state: data.state,
    country: data.country,
    lastDataUpdate: now,
    withAdvancedData: true,
  });
  await em.flush();
  influencer.pictureUrl = portraitUrl(influencer.id);
  for (const [i, social] of socials.entries()) {
    const source = found[i]!.accounts.find((a) => a.platform === social.platform && a.handle === social.handle)!;
    const [a13, a18, a25, a35, a45, a65] = source.audienceAges;
    em.create(SocialAccount, {
      influencer,
      platform: social.platform,
      handle: social.handle ?? '',
      platformAccountName: request.name,
      platformAccountNickname: social.handle ?? '',
      profileUrl: profileUrlOf(social.platform, social.handle ?? ''),
      pictureMainUrl: portraitUrl(influencer.id),
      primary: i === primary,
      followers: source.followers,
      engagementRate: source.engagementRate,
      avgLikes: source.avgLikes,
      avgViews: source.avgViews,
      avgComments: source.avgComments,
      avgReelsPlays: source.avgReelsPlays,
      usAudienceShare: source.usAudienceShare,
      audienceFemalePercent: source.audienceFemalePercent,
      audienceMalePercent: source.audienceMalePercent,
      audienceAge13To17: a13,
      audienceAge18To24: a18,
      audienceAge25To34: a25,
      audienceAge35To44: a35,
      audienceAge45To64: a45,
      audienceAge65Plus: a65,
      followersPercentChange: source.followersPercentChange,
      audience: source.audience,
      followerHistory: source.followerHistory,
      extraData: { source: provider.name },
      lastDataUpdate: now,
    });
  }
  return { creator: influencer, unknown: [] };
}
