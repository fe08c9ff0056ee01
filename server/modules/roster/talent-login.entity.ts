import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { SEARCH_PLATFORMS } from '../../../shared/schemas/platforms.js';
import { publicId } from '../../db/ids.js';
import { Influencer } from '../directory/influencer.entity.js';
import { SocialAccount } from '../directory/social-account.entity.js';
import { Team } from '../teams/team.entity.js';

/** A data-authorization link a team sends its talent; the link is /…/{loginToken}. */
export const TalentLogin = defineEntity({
  name: 'TalentLogin',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).deleteRule('cascade'),
    loginToken: p
      .string()
      .length(22)
      .unique()
      .onCreate(() => publicId()),
    connections: () => p.oneToMany(TalentConnection).mappedBy('talentLogin'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['team', 'influencer'] }],
});
export type TalentLogin = InferEntity<typeof TalentLogin>;

/** A platform the talent connected through their login link (tiktok, instagram, youtube). */
export const TalentConnection = defineEntity({
  name: 'TalentConnection',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    talentLogin: () => p.manyToOne(TalentLogin).deleteRule('cascade'),
    platform: p.enum([...SEARCH_PLATFORMS]),
    socialAccount: () => p.manyToOne(SocialAccount).nullable().deleteRule('set null'),
    connectedAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['talentLogin', 'platform'] }],
  indexes: [{ properties: ['team'] }],
});
export type TalentConnection = InferEntity<typeof TalentConnection>;
