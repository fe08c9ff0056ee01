import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { TalentSheet } from '../sheets/talent-sheet.entity.js';
import { Team } from '../teams/team.entity.js';
import { Collection } from './collection.entity.js';

/** A sheet's place in a collection. */
export const CollectionSheet = defineEntity({
  name: 'CollectionSheet',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    collection: () => p.manyToOne(Collection).deleteRule('cascade'),
    sheet: () => p.manyToOne(TalentSheet).deleteRule('cascade'),
    position: p.integer(),
  },
  uniques: [{ properties: ['collection', 'sheet'] }],
  indexes: [{ properties: ['collection', 'position'] }, { properties: ['sheet'] }, { properties: ['team'] }],
});
export type CollectionSheet = InferEntity<typeof CollectionSheet>;
