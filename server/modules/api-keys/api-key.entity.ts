import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../account/user.entity.js';
import { Team } from '../teams/team.entity.js';

/** An integrator's key for the REST paths: acts for its team with a member's rights. Only the SHA-256 of the key is stored. */
export const ApiKey = defineEntity({
  name: 'ApiKey',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade').index(),
    /** The admin who created it; the key's calls are made in their name. */
    createdBy: () => p.manyToOne(User).deleteRule('cascade'),
    name: p.string().length(100),
    keyHash: p.string().length(64).unique(),
    /** The first characters of the key, shown so people can tell their keys apart. */
    prefix: p.string().length(16),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ApiKey = InferEntity<typeof ApiKey>;
