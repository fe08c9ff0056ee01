import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../account/user.entity.js';
import { Team } from '../teams/team.entity.js';

export const NOTIFICATION_TYPES = [
  'sheet_opened',
  'sheet_response',
  'casting_call_reviewed',
  'casting_call_answered',
  'message',
  'talent_added',
  'talent_not_found',
  'request_reviewed',
] as const;

/** A team notification ("a brand opened a sheet", "a response arrived"); `user` narrows it to one member. */
export const Notification = defineEntity({
  name: 'Notification',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    type: p.enum([...NOTIFICATION_TYPES]),
    title: p.string().length(500),
    body: p.text().nullable(),
    data: p
      .json<Record<string, unknown>>()
      .default('{}')
      .onCreate(() => ({})),
    readAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['team', 'createdAt'] }, { properties: ['user'] }],
});
export type Notification = InferEntity<typeof Notification>;
