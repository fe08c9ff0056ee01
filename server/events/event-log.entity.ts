import { defineEntity, p } from '@mikro-orm/core';

/** Every published event, so a subscriber that reconnects can catch up by id. */
export const EventLog = defineEntity({
  name: 'EventLog',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    scope: p.string(),
    type: p.string(),
    payload: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['scope', 'id'] }],
});
