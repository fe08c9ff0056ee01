import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../account/user.entity.js';
import { Influencer } from '../directory/influencer.entity.js';
import { Team } from '../teams/team.entity.js';

/**
 * A conversation started by a user of `team`, optionally about a creator. Who sees it, and
 * each one's read and archive state, is ConversationParticipant.
 */
export const Conversation = defineEntity({
  name: 'Conversation',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    title: p.string().length(500),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    receiver: () => p.manyToOne(User).nullable().deleteRule('set null'),
    influencer: () => p.manyToOne(Influencer).nullable().deleteRule('set null'),
    mostRecentMessageAt: p.datetime().onCreate(() => new Date()),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['team', 'mostRecentMessageAt'] }],
});
export type Conversation = InferEntity<typeof Conversation>;
