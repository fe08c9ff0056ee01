import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Influencer } from '../directory/influencer.entity.js';
import { Team } from '../teams/team.entity.js';
import { TalentSheet } from './talent-sheet.entity.js';

/** A creator on a sheet, in order, with the team's note and the client's answer for this sheet. */
export const SheetEntry = defineEntity({
  name: 'SheetEntry',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** The sheet's team, copied so "sheets of this creator in my team" reads one index. */
    team: () => p.manyToOne(Team).deleteRule('cascade'),
    sheet: () => p.manyToOne(TalentSheet).deleteRule('cascade'),
    influencer: () => p.manyToOne(Influencer).deleteRule('cascade'),
    position: p.integer(),
    note: p.text().nullable(),
    clientAccepted: p.boolean().default(false),
    clientNote: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['sheet', 'influencer'] }],
  indexes: [{ properties: ['sheet', 'position'] }, { properties: ['team', 'influencer'] }, { properties: ['influencer'] }],
});
export type SheetEntry = InferEntity<typeof SheetEntry>;
