import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../modules/account/user.entity.js';

/** A sign-in session. The id is the SHA-256 of the cookie's token, never the token. */
export const Session = defineEntity({
  name: 'Session',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /** Staff acting as another user (fake-id): whom this session acts as; null when acting as itself. */
    actingAs: () => p.manyToOne(User).nullable().deleteRule('set null'),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Session = InferEntity<typeof Session>;

/** Rate-limit counters (sign-in attempts, public events), kept in the database so every server instance sees them. */
export const RateLimit = defineEntity({
  name: 'RateLimit',
  properties: {
    key: p.string().primary(),
    count: p.integer(),
    windowStart: p.datetime(),
  },
});
