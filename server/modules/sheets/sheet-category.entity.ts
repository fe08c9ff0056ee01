import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Category } from '../tags/category.entity.js';
import { Team } from '../teams/team.entity.js';
import { TalentSheet } from './talent-sheet.entity.js';

/** A category a sheet is filed under (spec: a talent sheet's categories). */
export const SheetCategory = defineEntity({
  name: 'SheetCategory',
  properties: {
    id: p.integer().primary().autoincrement(),
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    sheet: () => p.manyToOne(TalentSheet).deleteRule('cascade'),
    category: () => p.manyToOne(Category).deleteRule('cascade'),
  },
  uniques: [{ properties: ['sheet', 'category'] }],
  indexes: [{ properties: ['team', 'category'] }],
});
export type SheetCategory = InferEntity<typeof SheetCategory>;
