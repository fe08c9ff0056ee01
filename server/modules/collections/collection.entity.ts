import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { publicId } from '../../db/ids.js';
import { User } from '../account/user.entity.js';
import { Team } from '../teams/team.entity.js';
import { CollectionSheet } from './collection-sheet.entity.js';

/** A collection of sheets. `version` is MikroORM's optimistic lock: a stale save fails. */
export const Collection = defineEntity({
  name: 'Collection',
  properties: {
    id: p
      .string()
      .length(22)
      .primary()
      .onCreate(() => publicId()),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    title: p.string().length(500),
    sheets: () => p.oneToMany(CollectionSheet).mappedBy('collection').orderBy({ position: 'asc' }),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['team', 'createdAt'] }],
});
export type Collection = InferEntity<typeof Collection>;
