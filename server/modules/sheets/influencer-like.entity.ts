import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../account/user.entity.js';
import { Influencer } from '../directory/influencer.entity.js';
import { Team } from '../teams/team.entity.js';
import { TalentSheet } from './talent-sheet.entity.js';

/** A team member's like of a creator on a sheet. */
export const InfluencerLike = defineEntity({
  name: 'InfluencerLike',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    sheet: () => p.manyToOne(TalentSheet).deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['sheet', 'influencer', 'user'] }],
  indexes: [{ properties: ['team'] }, { properties: ['influencer'] }, { properties: ['user'] }],
});
export type InfluencerLike = InferEntity<typeof InfluencerLike>;
