import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../account/user.entity.js';
import { Influencer } from '../directory/influencer.entity.js';

/** A user's favourite creator (/favorites). Owned by the user, not a team. */
export const Favourite = defineEntity({
  name: 'Favourite',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['user', 'influencer'] }],
  indexes: [{ properties: ['user', 'createdAt'] }],
});
export type Favourite = InferEntity<typeof Favourite>;
