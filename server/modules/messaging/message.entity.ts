import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../account/user.entity.js';
import { Team } from '../teams/team.entity.js';
import { Conversation } from './conversation.entity.js';

/** A message; deleting sets deletedAt (the thread keeps its order and the replay by id stays whole). */
export const Message = defineEntity({
  name: 'Message',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    conversation: () => p.manyToOne(Conversation).deleteRule('cascade'),
    sender: () => p.manyToOne(User).nullable().deleteRule('set null'),
    body: p.text(),
    /** The sending tab's id for this message: sending it again (after a reconnect) stores it once. */
    clientId: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    deletedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['conversation', 'id'] }, { properties: ['team'] }, { properties: ['sender'] }],
  uniques: [{ properties: ['sender', 'clientId'] }],
});
export type Message = InferEntity<typeof Message>;
