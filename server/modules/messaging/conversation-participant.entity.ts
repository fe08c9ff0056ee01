import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../account/user.entity.js';
import { Team } from '../teams/team.entity.js';
import { Conversation } from './conversation.entity.js';

/**
 * One user's view of a conversation: unread when conversation.mostRecentMessageAt is after
 * lastReadAt (or lastReadAt is null); archived conversations leave that user's list.
 */
export const ConversationParticipant = defineEntity({
  name: 'ConversationParticipant',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    conversation: () => p.manyToOne(Conversation).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    lastReadAt: p.datetime().nullable(),
    archivedAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ['conversation', 'user'] }],
  indexes: [{ properties: ['user', 'archivedAt'] }, { properties: ['team'] }],
});
export type ConversationParticipant = InferEntity<typeof ConversationParticipant>;
