import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADD_TALENT_MSG } from '../../../shared/talent-add-texts.js';
import { type EventBus, scopes } from '../../events/bus.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { Orm } from '../../db/orm.js';
import { portraitUrl } from '../../providers/social-data/media-urls.js';
import type { SocialDataProvider } from '../../providers/social-data/types.js';
import { Influencer } from '../directory/influencer.entity.js';
import { SocialAccount } from '../directory/social-account.entity.js';
import { notifyTalentAdded } from '../notifications/index.js';
import { RosterEntry } from '../roster/roster-entry.entity.js';
import { AddTalentRequest } from './add-talent-request.entity.js';
import { ENRICH_JOB } from './add-talent.service.js';

/** The provider's listing index a handle maps to, so the same account always gets the same data. */
const indexOf = (platform: string, handle: string) => createHash('sha256').update(`${platform}:${handle}`).digest().readUInt32BE(0) % 1_000_000_000;

/** The directory creator with one of these accounts, else a new one from the provider's data. */
async function findOrCreateCreator(em: EntityManager, provider: SocialDataProvider, request: AddTalentRequest) {
  for (const social of request.socials) {
    const account = await em.findOne(SocialAccount, { platform: social.platform, handle: social.handle ?? '' }, { populate: ['influencer'] });
    if (account) return account.influencer;
  }
  const primary = request.socials.find((s) => s.primary) ?? request.socials[0]!;
  const data = await provider.creator(indexOf(primary.platform, primary.handle ?? ''));
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
  for (const [i, social] of request.socials.entries()) {
    const source = data.accounts.find((a) => a.platform === social.platform) ?? data.accounts[i % data.accounts.length]!;
    const [a13, a18, a25, a35, a45, a65] = source.audienceAges;
    em.create(SocialAccount, {
      influencer,
      platform: social.platform,
      handle: social.handle ?? '',
      platformAccountName: request.name,
      platformAccountNickname: social.handle ?? '',
      profileUrl: profileUrl(social.platform, social.handle ?? ''),
      pictureMainUrl: portraitUrl(influencer.id),
      primary: Boolean(social.primary),
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
  return influencer;
}

const profileUrl = (platform: string, handle: string) =>
  platform === 'instagram' ? `https://www.instagram.com/${handle}/` : platform === 'tiktok' ? `https://www.tiktok.com/@${handle}` : `https://www.youtube.com/@${handle}`;

/**
 * The background half of Add Talent: the provider's data for the new creator, the creator on the
 * team's roster, the request marked done, and the team told at once (notification and live roster).
 * Safe to run again after a failure: a done request is skipped, an existing entry kept.
 */
export async function enrichAddedTalent(em: EntityManager, bus: EventBus, provider: SocialDataProvider, requestId: number) {
  const request = await em.findOne(AddTalentRequest, { id: requestId, status: 'pending' });
  if (!request) return;
  const teamId = request.team.id;
  const influencer = await em.transactional(async (tx) => {
    const creator = await findOrCreateCreator(tx, provider, request);
    const onRoster = await tx.findOne(RosterEntry, { team: teamId, influencer: creator.id });
    if (!onRoster) tx.create(RosterEntry, { team: teamId, influencer: creator, tags: [] });
    const fresh = await tx.findOneOrFail(AddTalentRequest, requestId);
    fresh.status = 'approved';
    fresh.influencer = creator;
    return creator;
  });
  await bus.publish(scopes.team(teamId), 'roster.changed', { teamId, influencerId: influencer.id });
  await notifyTalentAdded({ em, bus }, { teamId, influencerId: influencer.id, title: ADD_TALENT_MSG.talentAddedNotice(request.name) });
}

/** Registers the enrichment job (pg-boss, retried with backoff when the provider fails). */
export function defineTalentEnrichment(jobs: Jobs, orm: Orm, bus: EventBus, provider: SocialDataProvider, retry: { retryLimit?: number; retryDelaySeconds?: number } = {}) {
  jobs.define<{ requestId: number }>(ENRICH_JOB, ({ requestId }) => enrichAddedTalent(orm.em.fork() as EntityManager, bus, provider, requestId), {
    retryLimit: 5,
    retryDelaySeconds: 10,
    ...retry,
  });
}
