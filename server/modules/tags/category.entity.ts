import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Team } from '../teams/team.entity.js';

/** A shared category; a category with a parent is a subcategory. */
export const Category = defineEntity({
  name: 'Category',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string(),
    parent: () => p.manyToOne(Category).nullable().deleteRule('cascade'),
  },
  uniques: [{ properties: ['parent', 'name'] }],
});
export type Category = InferEntity<typeof Category>;

/** A category a team uses. */
export const TeamCategory = defineEntity({
  name: 'TeamCategory',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    category: () => p.manyToOne(Category).deleteRule('cascade'),
  },
  uniques: [{ properties: ['team', 'category'] }],
});
export type TeamCategory = InferEntity<typeof TeamCategory>;
