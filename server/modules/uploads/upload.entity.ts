import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../account/user.entity.js';
import { Team } from '../teams/team.entity.js';

/** A file a team member uploaded through a signed URL; `key` names it in storage. */
export const Upload = defineEntity({
  name: 'Upload',
  properties: {
    id: p.integer().primary().autoincrement(),
    key: p.string().length(500).unique(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    filename: p.string().length(500),
    contentType: p.string(),
    /** Bytes; null until the PUT completes. */
    size: p.bigint('number').nullable(),
    /** Set when a call used the file (a portrait change): an upload is used once. */
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['team', 'createdAt'] }],
});
export type Upload = InferEntity<typeof Upload>;
